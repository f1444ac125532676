import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicStories } from './api';

/**
 * Published success stories (decision 160): first names, the couple's words, the year and the photo staff
 * attached (docs/success-stories.md#the-photo), on the home page
 * beside the member section and on /about. Only stories both members agreed to and staff approved reach
 * here (the server's rule); while loading, on an error or with none, nothing is shown.
 */
export function SuccessStories({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const q = usePublicStories();
  if (!q.data || q.data.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="stories-title"
      sx={{ py: compact ? { xs: 4, md: 6 } : { xs: 6, md: 9 } }}
    >
      <Container>
        <Typography variant="overline" sx={{ color: 'secondary.dark', letterSpacing: 2, fontWeight: 600 }}>
          {t('stories.eyebrow')}
        </Typography>
        <Typography id="stories-title" variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 3 }}>
          {t('stories.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {q.data.map((s) => (
            <Paper
              key={s.id}
              component="article"
              variant="outlined"
              sx={(th) => ({ p: 2.5, borderRadius: 2, bgcolor: alpha(th.palette.secondary.main, 0.06) })}
            >
              {s.photo && (
                <Box
                  component="img"
                  src={s.photo}
                  alt={t('stories.photoAlt', { names: s.names })}
                  loading="lazy"
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 1.5,
                    mb: 1.5,
                  }}
                />
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <FavoriteRounded sx={{ color: 'secondary.main' }} aria-hidden />
                <Typography component="h3" variant="h6" sx={{ fontSize: '1.15rem' }}>
                  {s.names}
                </Typography>
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>“{s.story}”</Typography>
              <Typography variant="caption" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
                {t('stories.year', { year: s.year })}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

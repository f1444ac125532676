import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';

/** A drawn "404" with a marigold ring in place of the zero. */
function LostArt() {
  const t = useTheme();
  const p = t.palette;
  const font = t.typography.h1.fontFamily;
  // Each 4 of the drawn 404, centred on `x`.
  const four = (x: number) => (
    <text
      x={x}
      y="88"
      textAnchor="middle"
      fontSize="92"
      fontWeight="700"
      fontFamily={font}
      fill={p.primary.main}
    >
      4
    </text>
  );
  return (
    <svg width="240" height="110" viewBox="0 0 240 110" role="img" aria-label="404">
      {four(50)}
      <circle cx="120" cy="56" r="34" fill="none" stroke={p.secondary.main} strokeWidth="14" />
      <circle
        cx="120"
        cy="56"
        r="34"
        fill="none"
        stroke={alpha(p.secondary.dark, 0.5)}
        strokeWidth="2"
        strokeDasharray="2 8"
      />
      <path d="M120 12 l7 9 -7 9 -7 -9z" fill={p.secondary.dark} />
      {four(190)}
    </svg>
  );
}

/** 404 (SPEC §2): titled 'Page Not Found', buttons 'Return to Home' and 'Go Back'. */
export default function NotFoundPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ mb: 2 }}>
        <LostArt />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1.5 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('notFound.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" startIcon={<HomeRounded />} onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
        <Button variant="outlined" size="large" startIcon={<ArrowBackRounded />} onClick={() => navigate(-1)}>
          {t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}

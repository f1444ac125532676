import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useOptionLabel } from '../../components/useOptionLabel';
import { usePageTitle } from '../../components/usePageTitle';
import { useOpenLogin } from '../../features/auth';
import { MemberAvatar } from '../../features/photos';
import { useSharedProfile } from '../../features/plan-features/api';
import { formatDate } from '../../format';

/** Keeps search engines off the page while it is shown (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /p/:token (docs/plan-features.md#share-link): the public-safe page of a shared profile — first name, age,
 * height, community, education, work, place and the member's words; the photo only when their privacy
 * lets everyone see it; never contact details. Visitors are invited to register to express interest.
 */
export default function SharedProfilePage() {
  const { t } = useTranslation('member');
  const { token = '' } = useParams();
  const label = useOptionLabel();
  const openLogin = useOpenLogin();
  const q = useSharedProfile(token);
  useNoIndex();
  usePageTitle(
    q.data ? t('promises.shared.title', { name: q.data.first_name }) : t('promises.shared.pageTitle'),
  );
  const p = q.data;
  const rows: [string, string][] = p
    ? [
        [t('promises.shared.age'), p.age !== null ? t('promises.shared.years', { age: p.age }) : ''],
        [t('promises.shared.height'), p.height_cm ? label('height', p.height_cm) : ''],
        [t('promises.shared.maritalStatus'), label('maritalStatus', p.marital_status)],
        [
          t('promises.shared.community'),
          [label('religion', p.religion), label('caste', p.caste)].filter(Boolean).join(', '),
        ],
        [t('promises.shared.motherTongue'), label('motherTongue', p.mother_tongue)],
        [t('promises.shared.education'), label('qualification', p.qualification)],
        [t('promises.shared.occupation'), label('occupation', p.occupation)],
        [
          t('promises.shared.place'),
          [label('district', p.city), label('state', p.state)].filter(Boolean).join(', '),
        ],
      ]
    : [];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      {q.isPending && <Skeleton variant="rounded" height={320} />}
      {q.isError && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/">
              {t('promises.shared.home')}
            </Button>
          }
        >
          {t('promises.shared.gone')}
        </Alert>
      )}
      {p && (
        <Card variant="outlined" component="article">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2.5}
              sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
            >
              {p.photo ? (
                <Box
                  component="img"
                  src={p.photo}
                  alt={t('promises.shared.photoOf', { name: p.first_name })}
                  sx={{ width: 160, height: 200, objectFit: 'cover', borderRadius: 2 }}
                />
              ) : (
                <MemberAvatar url={null} name={p.first_name} seed={p.registration_no} size={120} />
              )}
              <Box sx={{ minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
                <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
                  {p.first_name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.registration_no}
                </Typography>
              </Box>
            </Stack>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1, mt: 3 }}
            >
              {rows
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {k}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {v}
                    </Typography>
                  </Box>
                ))}
            </Box>
            {p.about_me && (
              <Typography sx={{ mt: 2.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {p.about_me}
              </Typography>
            )}
            <Alert severity="info" icon={<FavoriteBorderRounded />} sx={{ mt: 3 }}>
              {t('promises.shared.invite')}
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
              <Button component={RouterLink} to="/register" variant="contained" size="large">
                {t('promises.shared.register')}
              </Button>
              <Button onClick={openLogin} size="large">
                {t('promises.shared.signIn')}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
              {t('promises.shared.validUntil', { date: formatDate(p.expires_at) })}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}

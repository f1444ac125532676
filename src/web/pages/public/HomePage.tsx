import Diversity3Rounded from '@mui/icons-material/Diversity3Rounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import VolunteerActivismRounded from '@mui/icons-material/VolunteerActivismRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type OptionList, type OptionsT, optionLabel } from '../../../shared/options/labels';
import type { ProfileCard } from '../../../shared/schemas/profile';
import { apiGet } from '../../api/client';
import { HeroArt, Rangoli } from '../../components/HeroArt';
import { IconDisc } from '../../components/IconDisc';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { usePageTitle } from '../../components/usePageTitle';
import { SuccessStories } from '../../features/success/SuccessStories';

/** The hero's slides: keys of `common:home.slides`. */
const SLIDES = ['verified', 'privacy', 'assisted'] as const;

const SLIDE_MS = 6000;

/** Hero slider: three drawn slides, auto-advancing, paused on hover or focus; still when motion is reduced. */
function HeroSlider() {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the timer whenever the slide changes (also by a dot)
  useEffect(() => {
    if (reduced || paused) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, reduced]);

  return (
    <Box
      component="section"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.highlights')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={(t) => ({
        position: 'relative',
        overflow: 'hidden',
        color: 'primary.contrastText',
        background: `radial-gradient(circle at 80% 30%, ${alpha(t.palette.primary.light, 0.55)}, transparent 55%), linear-gradient(140deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 70%)`,
      })}
    >
      <Box sx={{ position: 'absolute', left: -120, bottom: -120, pointerEvents: 'none' }}>
        <Rangoli size={340} opacity={0.1} />
      </Box>
      <Container sx={{ position: 'relative', display: 'grid', pt: { xs: 4, md: 7 }, pb: { xs: 7, md: 9 } }}>
        {SLIDES.map((s, i) => {
          const active = i === index;
          return (
            <Box
              key={s}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { n: i + 1, total: SLIDES.length })}
              aria-hidden={!active}
              inert={!active}
              sx={{
                gridArea: '1 / 1',
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
                alignItems: 'center',
                gap: { xs: 2, md: 6 },
                opacity: active ? 1 : 0,
                visibility: active ? 'visible' : 'hidden',
                transform: active || reduced ? 'none' : 'translateY(8px)',
                transition: reduced ? 'none' : 'opacity .7s ease, transform .7s ease, visibility .7s',
              }}
            >
              <Box sx={{ order: { xs: 2, md: 1 } }}>
                <Typography
                  variant="overline"
                  sx={{ color: 'secondary.main', letterSpacing: 2, fontWeight: 600, display: 'block' }}
                >
                  {t(`home.slides.${s}.eyebrow`)}
                </Typography>
                <Typography
                  component={i === 0 ? 'h1' : 'h2'}
                  variant="h1"
                  sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.4rem' }, lineHeight: 1.12, mb: 2 }}
                >
                  {t(`home.slides.${s}.title`)}
                </Typography>
                <Typography
                  sx={{ fontSize: { xs: '1.02rem', md: '1.15rem' }, opacity: 0.9, maxWidth: 540, mb: 3 }}
                >
                  {t(`home.slides.${s}.text`)}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <Button
                    component={RouterLink}
                    to="/register"
                    variant="contained"
                    color="secondary"
                    size="large"
                  >
                    {t('home.registerFree')}
                  </Button>
                  <Button
                    component={RouterLink}
                    to="/membership"
                    variant="outlined"
                    size="large"
                    sx={(t) => ({ color: 'common.white', borderColor: alpha(t.palette.common.white, 0.6) })}
                  >
                    {t('home.seePlans')}
                  </Button>
                </Stack>
              </Box>
              <Box
                sx={{
                  order: { xs: 1, md: 2 },
                  height: { xs: 190, sm: 260, md: 360 },
                  display: 'flex',
                  justifyContent: 'center',
                }}
              >
                <HeroArt variant={i as 0 | 1 | 2} />
              </Box>
            </Box>
          );
        })}
      </Container>
      <Stack
        direction="row"
        sx={{ position: 'absolute', bottom: { xs: 8, md: 16 }, left: 0, right: 0, justifyContent: 'center' }}
      >
        {SLIDES.map((s, i) => (
          <Box
            key={s}
            component="button"
            type="button"
            aria-label={t('home.showSlide', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            sx={{
              width: 44,
              height: 44,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              '&::before': {
                content: '""',
                width: i === index ? 26 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: i === index ? 'secondary.main' : (t) => alpha(t.palette.common.white, 0.5),
                transition: reduced ? 'none' : 'width .3s',
              },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', borderRadius: 2 },
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** How it works: keys of `common:home.steps`. */
const STEPS = [
  { Icon: HowToRegRounded, key: 'register' },
  { Icon: VerifiedUserRounded, key: 'verify' },
  { Icon: FavoriteRounded, key: 'interest' },
  { Icon: Diversity3Rounded, key: 'connect' },
] as const;

/** The connect section: how it works in four steps, and a call to register. */
function ConnectSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="connect-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography variant="overline" sx={{ color: 'secondary.dark', letterSpacing: 2, fontWeight: 600 }}>
            {t('home.how')}
          </Typography>
          <Typography
            id="connect-title"
            variant="h2"
            sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 1.5 }}
          >
            {t('home.connectTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('home.connectText')}</Typography>
        </Box>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {STEPS.map(({ Icon, key }, i) => (
            <Paper
              component="li"
              key={key}
              variant="outlined"
              sx={{ p: 3, position: 'relative', overflow: 'hidden' }}
            >
              <Typography
                aria-hidden
                sx={(t) => ({
                  position: 'absolute',
                  right: 14,
                  top: 2,
                  fontFamily: t.typography.h1.fontFamily,
                  fontSize: '4rem',
                  fontWeight: 700,
                  color: alpha(t.palette.secondary.main, 0.25),
                })}
              >
                {i + 1}
              </Typography>
              <IconDisc size={52} sx={{ mb: 2 }}>
                <Icon />
              </IconDisc>
              <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                {t(`home.steps.${key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.65 }}>
                {t(`home.steps.${key}.text`)}
              </Typography>
            </Paper>
          ))}
        </Box>
        <Paper
          sx={(t) => ({
            mt: { xs: 4, md: 6 },
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            color: 'secondary.contrastText',
            background: `linear-gradient(120deg, ${t.palette.secondary.light}, ${t.palette.secondary.main})`,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            gap: 3,
          })}
          elevation={0}
        >
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexGrow: 1 }}>
            <VolunteerActivismRounded
              sx={{ fontSize: 40, display: { xs: 'none', sm: 'block' } }}
              aria-hidden
            />
            <Box>
              <Typography
                variant="h3"
                component="p"
                sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 0.5 }}
              >
                {t('home.freeTitle')}
              </Typography>
              <Typography>{t('home.freeText')}</Typography>
            </Box>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              {t('home.registerNow')}
            </Button>
            <Button component={RouterLink} to="/service" variant="outlined" size="large" color="inherit">
              {t('home.ourServices')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

/**
 * One recently joined member who chose to be shown here (decision 125): only what the public may see (no
 * surname, contacts or photo); age, place and occupation in the language shown (the `options` catalogue
 * loads with the first card; until then the stored English values show).
 */
function MemberCard({ m }: { m: ProfileCard }) {
  const { t } = useTranslation();
  const { t: to } = useTranslation('options', { useSuspense: false });
  const label = (list: OptionList, value: string) => optionLabel(to as unknown as OptionsT, list, value);
  const place = m.city ? label('district', m.city) : m.state ? label('state', m.state) : null;
  const line = [m.age !== null ? t('home.age', { age: m.age }) : null, place].filter(Boolean).join(' · ');
  const occupation = m.occupation ? label('occupation', m.occupation) : '';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flexShrink: 0 }}>
          <InitialsAvatar name={m.first_name} seed={m.registration_no} size={60} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }} noWrap>
            {m.first_name}
          </Typography>
          {line && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              {line}
            </Typography>
          )}
          {occupation && (
            <Typography variant="body2" sx={{ color: 'text.primary' }} noWrap>
              {occupation}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The member section: the newest verified members from GET /api/auth/recentregisters. */
function MembersSection() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['recentregisters'],
    queryFn: ({ signal }) =>
      apiGet<{ members: ProfileCard[] }>('/api/auth/recentregisters', signal).then((r) => r.members),
  });
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
  } as const;
  return (
    <Box
      component="section"
      aria-labelledby="members-title"
      sx={(t) => ({ py: { xs: 6, md: 9 }, bgcolor: alpha(t.palette.primary.main, 0.04) })}
    >
      <Container>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2, mb: 3 }}
        >
          <Box>
            <Typography
              variant="overline"
              sx={{ color: 'secondary.dark', letterSpacing: 2, fontWeight: 600 }}
            >
              {t('home.members')}
            </Typography>
            <Typography id="members-title" variant="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
              {t('home.recent')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('home.recentText')}</Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/register"
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('home.join')}
          </Button>
        </Stack>
        {q.isPending ? (
          <Box sx={grid} role="status" aria-busy="true" aria-label={t('home.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} variant="rounded" height={92} />
            ))}
          </Box>
        ) : q.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => q.refetch()}>
                {t('home.retry')}
              </Button>
            }
          >
            {t('home.loadError')} {q.error.message}
          </Alert>
        ) : q.data.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <VerifiedUserRounded sx={{ fontSize: 40, color: 'secondary.main', mb: 1 }} aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>{t('home.emptyTitle')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('home.emptyText')}
            </Typography>
          </Paper>
        ) : (
          <Box sx={grid}>
            {q.data.map((m) => (
              <MemberCard key={m.registration_no} m={m} />
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}

/** Home (SPEC §2): hero slider, connect section, member section with the published success stories (decision 160). */
export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <HeroSlider />
      <ConnectSection />
      <MembersSection />
      <SuccessStories />
    </>
  );
}

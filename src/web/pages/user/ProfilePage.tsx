import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PROFILE_SECTIONS } from '../../../shared/schemas/member';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { usePageTitle } from '../../components/usePageTitle';
import { usePlanName } from '../../components/usePlanName';
import { ChartManager } from '../../features/horoscope/HoroscopeChart';
import { MemberAvatar, PhotoManager } from '../../features/photos';
import { BoostCard } from '../../features/plan-features/BoostCard';
import { ShareCard } from '../../features/plan-features/ShareCard';
import {
  CompletenessMeter,
  PendingChangeBanner,
  PreferencesEditor,
  PrivacySettings,
  ProfileSection,
  SectionCard,
  useMyProfile,
} from '../../features/profile';
import { VerificationPanel } from '../../features/verification/VerificationPanel';

/**
 * My profile (/user/profile, docs/member-area.md): completeness with what is missing, photos, the profile sections
 * each with a view/edit toggle, partner preferences and privacy; a banner while a name, gender or
 * date-of-birth change waits for review.
 */
export default function ProfilePage() {
  const { t } = useTranslation('member');
  const { t: th } = useTranslation('horoscope');
  const planName = usePlanName();
  usePageTitle(t('profile.title'));
  const me = useMyProfile();
  const { hash } = useLocation();
  const loaded = me.isSuccess;
  useEffect(() => {
    // links like /user/profile#photos (notifications, completeness chips) land on their section
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [loaded, hash]);

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <QueryError query={me} prefix="Your profile could not be loaded." />
      </Box>
    );
  }

  const { profile, photos, completeness, preferences, pending_changes } = me.data;
  const primary = photos.find((p) => p.is_primary && p.status !== 'rejected');
  const name = `${profile.first_name} ${profile.last_name ?? ''}`.trim();

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
        <MemberAvatar url={primary?.thumb} name={name} size={72} seed={profile.registration_no} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {profile.registration_no}
            </Typography>
            {profile.user_role && (
              <Chip size="small" label={t('profile.planMember', { plan: planName(profile.user_role) })} />
            )}
            {profile.hidden && <Chip size="small" color="warning" label={t('profile.hidden')} />}
          </Stack>
        </Box>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          gridTemplateAreas: { xs: '"side" "main"', md: '"main side"' },
        }}
      >
        <Stack spacing={2.5} sx={{ gridArea: 'side', minWidth: 0 }}>
          <PendingChangeBanner change={pending_changes} />
          <CompletenessMeter completeness={completeness} />
          <SectionCard id="photos" title={t('profile.photos')}>
            <PhotoManager photos={photos} />
          </SectionCard>
          <SectionCard id="horoscope-chart" title={th('chart.title')}>
            <ChartManager />
          </SectionCard>
          <BoostCard />
          <ShareCard />
          <VerificationPanel />
        </Stack>
        <Stack spacing={2.5} sx={{ gridArea: 'main', minWidth: 0 }}>
          {PROFILE_SECTIONS.map((s) => (
            <ProfileSection key={s.key} section={s} profile={profile} pending={pending_changes} />
          ))}
          <PreferencesEditor preferences={preferences} />
          <PrivacySettings
            key={`${profile.photo_privacy}-${profile.hidden}-${profile.show_on_home}`}
            photoPrivacy={profile.photo_privacy ?? 'members'}
            hidden={profile.hidden ?? false}
            showOnHome={profile.show_on_home ?? false}
          />
        </Stack>
      </Box>
    </Box>
  );
}

import { BadgeOutlined, PhoneIphoneOutlined, PhotoCameraFrontOutlined } from '@mui/icons-material';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badges } from '../../../shared/policies';

/** The badges in the order they show: the server's flag, its icon and its label's key. */
const BADGES: {
  flag: keyof Badges;
  icon: ReactElement;
  label: 'badges.id' | 'badges.mobile' | 'badges.photo';
}[] = [
  { flag: 'id_verified', icon: <BadgeOutlined />, label: 'badges.id' },
  { flag: 'mobile_verified', icon: <PhoneIphoneOutlined />, label: 'badges.mobile' },
  { flag: 'photo_verified', icon: <PhotoCameraFrontOutlined />, label: 'badges.photo' },
];

/**
 * The trust badges of a member (docs/verification.md#badges) as small chips: "Mobile verified", "ID
 * verified", "Photo verified". Shows only what the server decided; nothing when there is none.
 */
export function TrustBadges({ badges }: { badges: Badges | undefined }) {
  const { t } = useTranslation('member');
  const shown = BADGES.filter((b) => badges?.[b.flag]);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((b) => (
        <Chip key={b.flag} size="small" color="success" variant="outlined" icon={b.icon} label={t(b.label)} />
      ))}
    </Stack>
  );
}

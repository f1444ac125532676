import { BadgeOutlined, PhoneIphoneOutlined, PhotoCameraFrontOutlined } from '@mui/icons-material';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Badges } from '../../../shared/policies';

/**
 * The trust badges of a member (docs/verification.md#badges) as small chips: "Mobile verified", "ID
 * verified", "Photo verified". Shows only what the server decided; nothing when there is none.
 */
export function TrustBadges({ badges }: { badges: Badges | undefined }) {
  const { t } = useTranslation('member');
  if (!badges || !(badges.mobile_verified || badges.id_verified || badges.photo_verified)) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {badges.id_verified && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<BadgeOutlined />}
          label={t('badges.id')}
        />
      )}
      {badges.mobile_verified && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<PhoneIphoneOutlined />}
          label={t('badges.mobile')}
        />
      )}
      {badges.photo_verified && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<PhotoCameraFrontOutlined />}
          label={t('badges.photo')}
        />
      )}
    </Stack>
  );
}

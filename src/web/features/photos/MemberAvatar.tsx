import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '../../components/InitialsAvatar';

/**
 * A member's picture for cards and headers: the signed thumbnail the server issued for this viewer
 * (clear or blurred, docs/member-area.md#photos), or a drawn initials avatar when there is none or it fails to load
 * (e.g. an expired link). A blurred photo carries a small lock to say it opens up later.
 */
export function MemberAvatar({
  url,
  blurred = false,
  name,
  size = 56,
  seed,
}: {
  url: string | null | undefined;
  blurred?: boolean;
  name: string;
  size?: number;
  seed?: string;
}) {
  const { t } = useTranslation('member');
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <InitialsAvatar name={name} size={size} seed={seed} />;
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <Box
        component="img"
        src={url}
        alt={t(blurred ? 'memberProfile.photoOnRequest' : 'memberProfile.photoOf', { name })}
        loading="lazy"
        onError={() => setFailed(url)}
        sx={{
          width: size,
          height: size,
          borderRadius: '50%',
          objectFit: 'cover',
          display: 'block',
          border: 2,
          borderColor: 'secondary.main',
          bgcolor: 'grey.200',
        }}
      />
      {blurred && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: 0,
            bottom: 0,
            width: Math.max(18, size * 0.32),
            height: Math.max(18, size * 0.32),
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            boxShadow: 1,
          }}
        >
          <LockOutlined sx={{ fontSize: Math.max(12, size * 0.2) }} />
        </Box>
      )}
    </Box>
  );
}

import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoStatus } from '../../../shared/schemas/member';

const LOOK: Record<PhotoStatus, { color: 'warning' | 'success' | 'error'; icon: ReactElement }> = {
  pending: { color: 'warning', icon: <HourglassEmpty /> },
  approved: { color: 'success', icon: <CheckCircleOutlineOutlined /> },
  rejected: { color: 'error', icon: <HighlightOff /> },
};

/** A photo's review state as a chip: Pending review, Approved or Rejected (docs/member-area.md#photos). */
export function PhotoStatusChip({
  status,
  size = 'small',
}: {
  status: PhotoStatus;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('member');
  const l = LOOK[status];
  return <Chip size={size} color={l.color} icon={l.icon} label={t(`photos.status.${status}`)} />;
}

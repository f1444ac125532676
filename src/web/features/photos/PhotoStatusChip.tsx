import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';
import type { PhotoStatus } from '../../../shared/schemas/member';

const LOOK: Record<
  PhotoStatus,
  { label: string; color: 'warning' | 'success' | 'error'; icon: ReactElement }
> = {
  pending: { label: 'Pending', color: 'warning', icon: <HourglassEmpty /> },
  approved: { label: 'Approved', color: 'success', icon: <CheckCircleOutlineOutlined /> },
  rejected: { label: 'Rejected', color: 'error', icon: <HighlightOff /> },
};

/** A photo's review state as a chip: Pending review, Approved or Rejected (issue #3). */
export function PhotoStatusChip({
  status,
  size = 'small',
}: {
  status: PhotoStatus;
  size?: 'small' | 'medium';
}) {
  const l = LOOK[status];
  return <Chip size={size} color={l.color} icon={l.icon} label={l.label} />;
}

import BoltOutlined from '@mui/icons-material/BoltOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format';

/**
 * The priority-support mark on a staff queue's item (docs/plan-features.md#priority-support): when the answer
 * is due, red once overdue. Nothing for an item without priority.
 */
export function PriorityChip({ dueAt, open }: { dueAt: string | null | undefined; open: boolean }) {
  const { t } = useTranslation('admin');
  if (!dueAt) return null;
  const overdue = open && Date.parse(dueAt) < Date.now();
  return (
    <Chip
      size="small"
      icon={<BoltOutlined />}
      color={overdue ? 'error' : 'secondary'}
      label={t(overdue ? 'priority.overdue' : 'priority.due', { time: formatDateTime(dueAt) })}
    />
  );
}

import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberListWithActions } from '../../features/admin/MemberListWithActions';
import { PageHeader } from '../../features/admin/PageHeader';
import { SearchField } from '../../features/admin/SearchField';

/**
 * /admin/pendingdata (SPEC §2, docs/accounts.md#registration): registrations awaiting verification, oldest first, with every
 * registration detail; Activate (after a confirmation) or Reject (with a reason). Either mails the member.
 */
export default function PendingDataPage() {
  const [q, setQ] = useState('');
  const [total, setTotal] = useState<number | null>(null);

  const { t } = useTranslation('admin');
  const subtitle =
    total === null
      ? t('pending.intro')
      : total === 0 && !q
        ? t('pending.nothing')
        : q
          ? t('pending.matches', { count: total })
          : t('pending.waiting', { count: total });

  return (
    <Box>
      <PageHeader
        title={t('pending.title')}
        subtitle={subtitle}
        actions={
          <Box sx={{ width: { xs: '100%', sm: 340 } }}>
            <SearchField value={q} onChange={setQ} placeholder={t('common.searchPlaceholder')} />
          </Box>
        }
      />
      <MemberListWithActions
        status="pending"
        q={q}
        emptyTitle={q ? t('pending.emptySearch') : t('pending.empty')}
        emptyText={q ? t('pending.emptySearchHelp') : t('pending.emptyHelp')}
        onTotal={setTotal}
      />
    </Box>
  );
}

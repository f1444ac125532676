import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { contactNoteKey } from '../../../shared/policies/members';
import { INTEREST_TABS, type InterestItem, type InterestTab } from '../../../shared/schemas/members';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../components/usePageTitle';
import {
  DeletedMemberCard,
  EmptyState,
  MemberCard,
  PAGE_SIZE,
  PagedList,
  useAnswerInterest,
  useInterests,
  useTabPage,
} from '../../features/members';
import { ConfirmDialog } from '../../features/photos';
import { formatDate } from '../../format';

type Pending = { item: InterestItem; action: 'decline' | 'withdraw' } | null;

/** The message and dates of one interest, under the member's card. */
function InterestNote({ item }: { item: InterestItem }) {
  const { t } = useTranslation('member');
  const { t: tA } = useTranslation('assisted');
  const when =
    item.status === 'accepted' && item.responded_at
      ? t('interests.acceptedOn', { date: formatDate(item.responded_at) })
      : item.status === 'declined' && item.responded_at
        ? t('interests.declinedOn', { date: formatDate(item.responded_at) })
        : item.direction === 'sent'
          ? t('interests.sentOn', { date: formatDate(item.created_at) })
          : t('interests.receivedOn', { date: formatDate(item.created_at) });
  // Details members notice (docs/first-impressions.md#details-members-notice): an accepted interest says what is true for this viewer (e.g. a Free member: accepted, and a
  // paid plan shows the contact details), from the server's abilities.
  const contactKey =
    item.status === 'accepted' && item.member
      ? contactNoteKey(item.member.abilities, item.member.interest)
      : null;
  const contact = contactKey && t(`contactNote.${contactKey}`, { name: item.member?.first_name ?? '' });
  return (
    <Box>
      {item.sent_by_manager && (
        <Chip size="small" color="secondary" label={tA('interest.byManager')} sx={{ mb: 0.5 }} />
      )}
      {item.message && (
        <Typography
          variant="body2"
          sx={{
            fontStyle: 'italic',
            borderLeft: 3,
            borderColor: 'secondary.main',
            pl: 1,
            mb: 0.5,
            overflowWrap: 'anywhere',
          }}
        >
          “{item.message}”
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {when}
      </Typography>
      {contact && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {contact}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Interests (/user/myintrest, docs/member-area.md#interests): tabs Received (awaiting my answer), Sent (mine, pending or
 * declined) and Accepted (either way), with counts. Accept, decline (asked first) and withdraw (asked
 * first). Paged on the server; tab and page in the URL. An interest whose other member deleted their
 * account shows "A deleted member" with its date and no action (docs/data-rights.md).
 */
export default function MyInterestsPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('interests.title'));
  const { tab, page, go } = useTabPage(INTEREST_TABS, 'received');
  const q = useInterests(tab, page);
  const answer = useAnswerInterest();
  const [confirm, setConfirm] = useState<Pending>(null);
  const counts = q.data?.counts;

  const actions = (item: InterestItem) => {
    const busy = answer.isPending && answer.variables?.id === item.id;
    const can = item.member?.abilities;
    if (!can) return null;
    // Decline or withdraw: asked first in the confirmation dialog.
    const askTo = (action: NonNullable<Pending>['action']) => (
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirm({ item, action })}>
        {t(`interests.${action}`)}
      </Button>
    );
    if (can.accept_interest) {
      return (
        <>
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => answer.mutate({ id: item.id, action: 'accept' })}
            sx={{ flexGrow: 1 }}
          >
            {t('interests.accept')}
          </Button>
          {can.decline_interest && askTo('decline')}
        </>
      );
    }
    return can.withdraw_interest ? askTo('withdraw') : null;
  };

  return (
    <Stack spacing={2.5}>
      <PageHeading title={t('interests.title')} intro={t('interests.intro')} />
      <Tabs
        value={tab}
        onChange={(_e, v: InterestTab) => go(v)}
        variant="fullWidth"
        aria-label={t('interests.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48, px: 1 } }}
      >
        {INTEREST_TABS.map((it) => (
          <Tab
            key={it}
            value={it}
            label={
              counts
                ? t('interests.tabCount', { label: t(`interests.tab.${it}`), count: counts[it] })
                : t(`interests.tab.${it}`)
            }
          />
        ))}
      </Tabs>
      <PagedList<InterestItem>
        query={q}
        items={q.data?.interests}
        total={q.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => go(tab, p)}
        label={t('interests.listLabel', { label: t(`interests.tab.${tab}`) })}
        empty={
          tab === 'received' ? (
            <EmptyState title={t('interests.emptyReceived')}>{t('interests.emptyReceivedBody')}</EmptyState>
          ) : tab === 'sent' ? (
            <EmptyState
              title={t('interests.emptySent')}
              action={
                <Button component={RouterLink} to="/user/MyMatches" variant="outlined">
                  {t('interests.seeMatches')}
                </Button>
              }
            >
              {t('interests.emptySentBody')}
            </EmptyState>
          ) : (
            <EmptyState title={t('interests.emptyAccepted')}>{t('interests.emptyAcceptedBody')}</EmptyState>
          )
        }
        render={(item) =>
          item.member ? (
            <MemberCard
              key={item.id}
              member={item.member}
              note={<InterestNote item={item} />}
              actions={actions(item)}
            />
          ) : (
            <DeletedMemberCard key={item.id} note={<InterestNote item={item} />} />
          )
        }
      />
      <ConfirmDialog
        open={!!confirm}
        title={confirm?.action === 'decline' ? t('interests.confirmDecline') : t('interests.confirmWithdraw')}
        confirmLabel={confirm?.action === 'decline' ? t('interests.decline') : t('interests.withdraw')}
        busy={answer.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          answer.mutate(
            { id: confirm.item.id, action: confirm.action },
            { onSettled: () => setConfirm(null) },
          );
        }}
      >
        {confirm?.action === 'decline'
          ? t('interests.declineBody', { name: confirm.item.member?.first_name ?? '' })
          : t('interests.withdrawBody', { name: confirm?.item.member?.first_name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

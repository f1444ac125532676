import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/dates';
import { contactNote } from '../../../shared/policies/members';
import { INTEREST_TABS, type InterestItem, type InterestTab } from '../../../shared/schemas/members';
import { usePageTitle } from '../../components/usePageTitle';
import {
  EmptyState,
  MemberCard,
  PAGE_SIZE,
  PagedList,
  pageFromParams,
  useAnswerInterest,
  useInterests,
} from '../../features/members';
import { ConfirmDialog } from '../../features/photos';

const LABEL: Record<InterestTab, string> = { received: 'Received', sent: 'Sent', accepted: 'Accepted' };

type Pending = { item: InterestItem; action: 'decline' | 'withdraw' } | null;

/** The message and dates of one interest, under the member's card. */
function InterestNote({ item }: { item: InterestItem }) {
  const when =
    item.status === 'accepted' && item.responded_at
      ? `Accepted on ${formatDate(item.responded_at)}`
      : item.status === 'declined' && item.responded_at
        ? `Declined on ${formatDate(item.responded_at)}`
        : `${item.direction === 'sent' ? 'Sent' : 'Received'} on ${formatDate(item.created_at)}`;
  // issue #8: an accepted interest says what is true for this viewer (e.g. a Free member: accepted, and a
  // paid plan shows the contact details), from the server's abilities.
  const contact =
    item.status === 'accepted'
      ? contactNote(item.member.first_name, item.member.abilities, item.member.interest)
      : null;
  return (
    <Box>
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
 * Interests (/user/myintrest, issue #3): tabs Received (awaiting my answer), Sent (mine, pending or
 * declined) and Accepted (either way), with counts. Accept, decline (asked first) and withdraw (asked
 * first). Paged on the server; tab and page in the URL.
 */
export default function MyInterestsPage() {
  usePageTitle('Interests');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: InterestTab = (INTEREST_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as InterestTab)
    : 'received';
  const page = pageFromParams(params);
  const q = useInterests(tab, page);
  const answer = useAnswerInterest();
  const [confirm, setConfirm] = useState<Pending>(null);
  const go = (t: InterestTab, p = 1) => setParams(p > 1 ? { tab: t, page: String(p) } : { tab: t });
  const counts = q.data?.counts;

  const actions = (item: InterestItem) => {
    const busy = answer.isPending && answer.variables?.id === item.id;
    const can = item.member.abilities;
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
            Accept
          </Button>
          {can.decline_interest && (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setConfirm({ item, action: 'decline' })}
            >
              Decline
            </Button>
          )}
        </>
      );
    }
    if (can.withdraw_interest) {
      return (
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => setConfirm({ item, action: 'withdraw' })}
        >
          Withdraw
        </Button>
      );
    }
    return null;
  };

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          Interests
        </Typography>
        <Typography color="text.secondary">
          When an interest is accepted, members with a Silver or Premium plan can see each other's contact
          details.
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: InterestTab) => go(v)}
        variant="fullWidth"
        aria-label="Interests"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48, px: 1 } }}
      >
        {INTEREST_TABS.map((t) => (
          <Tab key={t} value={t} label={counts ? `${LABEL[t]} (${counts[t]})` : LABEL[t]} />
        ))}
      </Tabs>
      <PagedList<InterestItem>
        query={q}
        items={q.data?.interests}
        total={q.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => go(tab, p)}
        label={`${LABEL[tab]} interests`}
        empty={
          tab === 'received' ? (
            <EmptyState title="No interests waiting for you">
              When someone expresses interest in you, it appears here for you to accept or decline.
            </EmptyState>
          ) : tab === 'sent' ? (
            <EmptyState
              title="You have not sent any interests"
              action={
                <Button component={RouterLink} to="/user/MyMatches" variant="outlined">
                  See my matches
                </Button>
              }
            >
              Open a member's profile and choose Express interest.
            </EmptyState>
          ) : (
            <EmptyState title="No accepted interests yet">
              Interests you accept, and yours that are accepted, appear here.
            </EmptyState>
          )
        }
        render={(item) => (
          <MemberCard
            key={item.id}
            member={item.member}
            note={<InterestNote item={item} />}
            actions={actions(item)}
          />
        )}
      />
      <ConfirmDialog
        open={!!confirm}
        title={confirm?.action === 'decline' ? 'Decline this interest?' : 'Withdraw your interest?'}
        confirmLabel={confirm?.action === 'decline' ? 'Decline' : 'Withdraw'}
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
          ? `${confirm.item.member.first_name} will be told, and cannot express interest in you again for 30 days.`
          : `${confirm?.item.member.first_name ?? ''} will no longer see your interest. It still counts towards your plan's monthly interests.`}
      </ConfirmDialog>
    </Stack>
  );
}

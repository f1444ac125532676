import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import type { MemberCard as Card, MatchCard, VisitorCard } from '../../../shared/schemas/members';
import { usePageTitle } from '../../components/usePageTitle';
import {
  EmptyState,
  MemberCard,
  PAGE_SIZE,
  PagedList,
  pageFromParams,
  useMatches,
  useShortlist,
  useVisitors,
} from '../../features/members';

const TABS = [
  { value: 'mutual', label: 'My matches' },
  { value: 'lookingForMe', label: 'Looking for me' },
  { value: 'shortlist', label: 'Shortlisted' },
  { value: 'visitors', label: 'Viewed me' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const INTRO: Record<TabValue, string> = {
  mutual: 'Members who fit your partner preferences and whose preferences you fit, best matches first.',
  lookingForMe: 'Members whose partner preferences you fit.',
  shortlist: 'Members you saved for later.',
  visitors: 'Members who opened your profile, most recent first.',
};

/** What did not match the viewer's preferences, what is unknown, and the reply signals (issue #8). */
function MatchNote({ match }: { match: MatchCard }) {
  const lines = [
    match.missed.length ? `Not as you asked: ${match.missed.join(' · ')}` : '',
    match.unknown.join(' · '),
    match.signals.join(' · '),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Stack spacing={0.25}>
      {lines.map((l) => (
        <Typography key={l} variant="caption" color="text.secondary">
          {l}
        </Typography>
      ))}
    </Stack>
  );
}

const refine = (
  <Button component={RouterLink} to="/user/profile#preferences" variant="outlined">
    Review partner preferences
  </Button>
);

/**
 * My Matches (/user/MyMatches, issue #3): tabs 'My matches' (mutual) and 'Looking for me', each card
 * saying why; plus the shortlist and who viewed my profile. Paged on the server; tab and page in the URL.
 */
export default function MyMatchesPage() {
  usePageTitle('My matches');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === raw) ? (raw as TabValue) : 'mutual';
  const page = pageFromParams(params);
  const isMatch = tab === 'mutual' || tab === 'lookingForMe';
  const matches = useMatches(tab === 'lookingForMe' ? 'lookingForMe' : 'mutual', page);
  const shortlist = useShortlist(page, tab === 'shortlist');
  const visitors = useVisitors(page, tab === 'visitors');
  const go = (next: Partial<{ tab: TabValue; page: number }>) => {
    const p = new URLSearchParams();
    p.set('tab', next.tab ?? tab);
    const n = next.page ?? (next.tab ? 1 : page);
    if (n > 1) p.set('page', String(n));
    setParams(p);
  };

  const q = isMatch ? matches : tab === 'shortlist' ? shortlist : visitors;
  const data = q.data;
  const total = data?.total ?? 0;
  const capped = isMatch && !!matches.data?.total_capped;

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
          My matches
        </Typography>
        <Typography color="text.secondary">{INTRO[tab]}</Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: TabValue) => go({ tab: v })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Match lists"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 48 } }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
      {data && total > 0 && (
        <Typography color="text.secondary" role="status">
          {capped
            ? `Showing your best ${total.toLocaleString('en-IN')} matches among the most recently active members`
            : `${total.toLocaleString('en-IN')} ${total === 1 ? 'member' : 'members'}`}
        </Typography>
      )}
      {isMatch && matches.data && !matches.data.preferences_set && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/user/profile#preferences" color="inherit" size="small">
              Set preferences
            </Button>
          }
        >
          Tell us what you look for in a partner: we start from your own profile (an age range around yours,
          your community) and rank members by what matters to you.
        </Alert>
      )}
      {capped && page === 1 && (
        <Alert severity="info">
          Many members fit. Narrow your partner preferences to see the ones that suit you best.
        </Alert>
      )}
      <PagedList<Card>
        query={q}
        items={data?.members}
        total={total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => go({ page: p })}
        label={TABS.find((t) => t.value === tab)?.label ?? 'Members'}
        empty={
          tab === 'mutual' ? (
            <EmptyState title="No mutual matches yet" action={refine}>
              Nobody fits your partner preferences and theirs at the same time yet. Widening your preferences
              (age, caste, place) shows more people.
            </EmptyState>
          ) : tab === 'lookingForMe' ? (
            <EmptyState title="Nobody's preferences fit you yet">
              New members join every day. A complete profile (height, education, place) fits more preferences.
            </EmptyState>
          ) : tab === 'shortlist' ? (
            <EmptyState
              title="Your shortlist is empty"
              action={
                <Button component={RouterLink} to="/user/viewAll" variant="outlined">
                  Browse members
                </Button>
              }
            >
              Tap the heart on a member's card to keep them here.
            </EmptyState>
          ) : (
            <EmptyState title="No visitors yet">When members open your profile, they appear here.</EmptyState>
          )
        }
        render={(m) => {
          const match = m as MatchCard;
          const visit = m as VisitorCard;
          return (
            <MemberCard
              key={m.registration_no}
              member={m}
              why={isMatch ? match.why : undefined}
              score={isMatch && match.of + match.their_of > 0 ? match.score : undefined}
              note={
                isMatch ? (
                  <MatchNote match={match} />
                ) : tab === 'visitors' ? (
                  <Typography variant="body2" color="text.secondary">
                    Viewed {visit.visits > 1 ? `${visit.visits} times, last on` : 'on'}{' '}
                    {formatDateTime(visit.last_visit_at)}
                  </Typography>
                ) : undefined
              }
            />
          );
        }}
      />
    </Stack>
  );
}

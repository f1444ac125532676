import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { Link as RouterLink } from 'react-router';
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
  useTabPage,
  useVisitors,
} from '../../features/members';
import { matchesQuery } from '../../features/members/api';
import { MATCH_TABS, MatchTabs } from '../../features/members/MatchTabs';
import { memberLoader } from '../../features/members/prefetch';
import { ScoreExplanationDialog } from '../../features/members/ScoreExplanationDialog';
import { formatDateTime, formatNumber } from '../../format';
import { MatchesHeading } from './MatchesHeading';

/** What did not match the viewer's preferences, what is unknown, and the reply signals (decision 020). */
function MatchNote({ match }: { match: MatchCard }) {
  const { t } = useTranslation('member');
  const lines = [
    match.missed.length ? t('matches.notAsAsked', { items: match.missed.join(' · ') }) : '',
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

/**
 * Route loader (decision 084): asks for the matches the page will show (the tab's list, or the mutual
 * list that the page also reads on the other tabs) as soon as the route matches, before it renders.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab') === 'lookingForMe' ? 'lookingForMe' : 'mutual';
  return memberLoader(matchesQuery(tab, pageFromParams(params), params.get('id_verified') === 'true'));
}

function Refine() {
  const { t } = useTranslation('member');
  return (
    <Button component={RouterLink} to="/user/profile#preferences" variant="outlined">
      {t('matches.reviewPreferences')}
    </Button>
  );
}

/**
 * My Matches (/user/MyMatches, docs/member-area.md#matches): tabs 'My matches' (mutual) and 'Looking for me', each card
 * saying why; plus the shortlist and who viewed my profile. Paged on the server; tab and page in the URL.
 */
export default function MyMatchesPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('matches.title'));
  const { params, tab, page, go } = useTabPage(MATCH_TABS, 'mutual');
  const isMatch = tab === 'mutual' || tab === 'lookingForMe';
  // Decision 192: only ID-verified members, on both match tabs (kept in the URL).
  const idVerified = params.get('id_verified') === 'true';
  const matches = useMatches(tab === 'lookingForMe' ? 'lookingForMe' : 'mutual', page, idVerified);
  const shortlist = useShortlist(page, tab === 'shortlist');
  const visitors = useVisitors(page, tab === 'visitors');
  const verifiedOnly = (on: boolean): Record<string, string> => (on ? { id_verified: 'true' } : {});
  const goToPage = (n: number) => go(tab, n, verifiedOnly(idVerified));
  const setIdVerified = (on: boolean) => go(tab, 1, verifiedOnly(on));

  const q = isMatch ? matches : tab === 'shortlist' ? shortlist : visitors;
  const data = q.data;
  const total = data?.total ?? 0;
  const capped = isMatch && !!matches.data?.total_capped;
  // Decision 126: no percentage until the member has chosen partner preferences; a score opens its explanation.
  const scored = isMatch && !!matches.data?.preferences_set;
  const [explained, setExplained] = useState<string | null>(null);

  return (
    <Stack spacing={2.5}>
      <MatchesHeading tab={tab} />
      <MatchTabs tab={tab} />
      {isMatch && (
        <FormControlLabel
          control={<Switch checked={idVerified} onChange={(_e, on) => setIdVerified(on)} />}
          label={t('filters.idVerified')}
          sx={{ minHeight: 44, alignSelf: 'flex-start' }}
        />
      )}
      {data && total > 0 && (
        <Typography color="text.secondary" role="status">
          {capped
            ? t('matches.capped', { total: formatNumber(total) })
            : t('matches.count', { count: total, total: formatNumber(total) })}
        </Typography>
      )}
      {isMatch && matches.data && !matches.data.preferences_set && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/user/profile#preferences" color="inherit" size="small">
              {t('matches.setPreferences')}
            </Button>
          }
        >
          {t('matches.setPreferencesBody')}
        </Alert>
      )}
      {capped && page === 1 && <Alert severity="info">{t('matches.narrow')}</Alert>}
      <PagedList<Card>
        query={q}
        items={data?.members}
        total={total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={goToPage}
        label={t(`matches.tab.${tab}`)}
        empty={
          tab === 'mutual' ? (
            <EmptyState title={t('matches.emptyMutual')} action={<Refine />}>
              {t('matches.emptyMutualBody')}
            </EmptyState>
          ) : tab === 'lookingForMe' ? (
            <EmptyState title={t('matches.emptyLooking')}>{t('matches.emptyLookingBody')}</EmptyState>
          ) : tab === 'shortlist' ? (
            <EmptyState
              title={t('matches.emptyShortlist')}
              action={
                <Button component={RouterLink} to="/user/viewAll" variant="outlined">
                  {t('matches.browse')}
                </Button>
              }
            >
              {t('matches.emptyShortlistBody')}
            </EmptyState>
          ) : (
            <EmptyState title={t('matches.emptyVisitors')}>{t('matches.emptyVisitorsBody')}</EmptyState>
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
              guna={isMatch ? match.guna : undefined}
              score={scored && match.of + match.their_of > 0 ? match.score : undefined}
              onScore={() => setExplained(m.registration_no)}
              note={
                isMatch ? (
                  <MatchNote match={match} />
                ) : tab === 'visitors' ? (
                  <Typography variant="body2" color="text.secondary">
                    {visit.visits > 1
                      ? t('matches.viewedTimes', {
                          count: visit.visits,
                          date: formatDateTime(visit.last_visit_at),
                        })
                      : t('matches.viewedOn', { date: formatDateTime(visit.last_visit_at) })}
                  </Typography>
                ) : undefined
              }
            />
          );
        }}
      />
      <ScoreExplanationDialog registrationNo={explained} onClose={() => setExplained(null)} />
    </Stack>
  );
}

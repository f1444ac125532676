import type { QueryClient } from '@tanstack/react-query';
import type { InterestTab, MatchTab } from '../../../shared/schemas/members';

/**
 * The member area's query cache (docs/architecture.md#how-a-member-request-flows): the query keys, and what each
 * change refreshes. Kept free of fetch, toasts and i18n so `cache.test.ts` runs it against a real
 * QueryClient and counts the requests each change causes.
 */

/** Query keys of the member area's discovery data; every mutation refreshes `all`. */
export const memberKeys = {
  all: ['user', 'discovery'] as const,
  me: ['user', 'me-status'] as const,
  plan: ['user', 'discovery', 'plan'] as const,
  dashboard: ['user', 'discovery', 'dashboard'] as const,
  matches: (tab: MatchTab, page: number, idVerified = false) =>
    ['user', 'discovery', 'matches', tab, page, idVerified] as const,
  members: (path: string, qs: string) => ['user', 'discovery', path, qs] as const,
  interests: (tab: InterestTab, page: number) => ['user', 'discovery', 'interests', tab, page] as const,
  shortlistAll: ['user', 'discovery', 'shortlist'] as const,
  matchesAll: ['user', 'discovery', 'matches'] as const,
  shortlist: (page: number) => ['user', 'discovery', 'shortlist', page] as const,
  visitors: (page: number) => ['user', 'discovery', 'visitors', page] as const,
  blocks: ['user', 'discovery', 'blocks'] as const,
  profile: (regNo: string) => ['user', 'discovery', 'profile', regNo] as const,
};

type Flaggable = { registration_no: string; shortlisted: boolean };

/** Sets `shortlisted` on every cached card, interest card and profile relation of `regNo`. */
function markShortlisted(data: unknown, regNo: string, on: boolean): unknown {
  if (!data || typeof data !== 'object') return data;
  const d = data as Record<string, unknown>;
  const card = <T extends Flaggable>(c: T): T =>
    c.registration_no === regNo ? { ...c, shortlisted: on } : c;
  const out: Record<string, unknown> = { ...d };
  if (Array.isArray(d.members)) out.members = (d.members as Flaggable[]).map(card);
  if (Array.isArray(d.interests))
    out.interests = (d.interests as { member: Flaggable }[]).map((i) => ({ ...i, member: card(i.member) }));
  const profile = d.profile as { registration_no?: string } | undefined;
  if (d.relation && profile?.registration_no === regNo)
    out.relation = { ...(d.relation as object), shortlisted: on };
  if (d.dashboard) out.dashboard = markShortlisted(d.dashboard, regNo, on);
  if (Array.isArray(d.top_matches)) out.top_matches = (d.top_matches as Flaggable[]).map(card);
  return out;
}

/**
 * After a shortlist add/remove: the member's flag is set in every cached page (matches, search, lists,
 * interests, the profile, the dashboard's top matches), and only the shortlist pages and the dashboard
 * (its shortlist count) are fetched again, and only where shown; the match and search queries are not
 * re-run. Resolves when those refetches are done.
 */
export async function afterShortlistToggle(qc: QueryClient, regNo: string, on: boolean): Promise<void> {
  qc.setQueriesData({ queryKey: memberKeys.all }, (old: unknown) => markShortlisted(old, regNo, on));
  await Promise.all([
    qc.invalidateQueries({ queryKey: memberKeys.shortlistAll }),
    qc.invalidateQueries({ queryKey: memberKeys.dashboard }),
  ]);
}

/**
 * After partner preferences are saved: My Matches (every tab and page) and the dashboard's top matches
 * are fetched again; search, browse, the shortlist and interests do not depend on them and are kept.
 */
export async function afterPreferencesSaved(qc: QueryClient): Promise<void> {
  await Promise.all([
    qc.invalidateQueries({ queryKey: memberKeys.matchesAll }),
    qc.invalidateQueries({ queryKey: memberKeys.dashboard }),
  ]);
}

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { afterPreferencesSaved, afterShortlistToggle, memberKeys } from './cache';

/**
 * How a member request flows (docs/architecture.md#how-a-member-request-flows), on a real QueryClient: every member-area query a page could
 * show is mounted (an active observer, as a rendered page holds), each query function counts the requests
 * it would send, and a change must refetch exactly the queries its data depends on.
 */

const card = (regNo: string) => ({ registration_no: regNo, shortlisted: false });

/** The queries on screen, each with the answer its endpoint gives and a request counter. */
function mountAll(qc: QueryClient) {
  const queries = {
    myMatches: { key: memberKeys.matches('mutual', 1), data: { members: [card('CM1')] } },
    lookingForMe: { key: memberKeys.matches('lookingForMe', 2), data: { members: [card('CM1')] } },
    search: { key: memberKeys.members('search', 'age_min=21'), data: { members: [card('CM1')] } },
    browse: { key: memberKeys.members('members', ''), data: { members: [card('CM2')] } },
    interests: {
      key: memberKeys.interests('received', 1),
      data: { interests: [{ id: 'i1', member: card('CM1') }] },
    },
    shortlist: { key: memberKeys.shortlist(1), data: { members: [] } },
    visitors: { key: memberKeys.visitors(1), data: { members: [card('CM1')] } },
    profile: {
      key: memberKeys.profile('CM1'),
      data: { profile: { registration_no: 'CM1' }, relation: { shortlisted: false } },
    },
    dashboard: {
      key: memberKeys.dashboard,
      data: { counts: { shortlisted: 0 }, top_matches: [card('CM1')] },
    },
  };
  const requests = {} as Record<keyof typeof queries, number>;
  const unsubscribe: (() => void)[] = [];
  for (const [name, q] of Object.entries(queries) as [keyof typeof queries, (typeof queries)['search']][]) {
    requests[name] = 0;
    const observer = new QueryObserver(qc, {
      queryKey: q.key,
      queryFn: async () => {
        requests[name]++;
        return structuredClone(q.data);
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
    unsubscribe.push(observer.subscribe(() => {}));
  }
  const unmount = () => {
    for (const u of unsubscribe) u();
  };
  return { requests, unmount };
}

type QueryName = keyof ReturnType<typeof mountAll>['requests'];

/** The request counts after one change: every query fetched once on mount, the `refetched` ones twice. */
function countsAfter(requests: Record<QueryName, number>, ...refetched: QueryName[]) {
  return Object.fromEntries(
    Object.keys(requests).map((n) => [n, refetched.includes(n as QueryName) ? 2 : 1]),
  );
}

/** Waits until no query is fetching (no timers: the query functions resolve at once). */
async function settled(qc: QueryClient) {
  while (qc.isFetching() > 0) await new Promise((r) => setImmediate(r));
}

describe('member area cache invalidation (docs/architecture.md#how-a-member-request-flows, item 7)', () => {
  let qc: QueryClient;
  let unmount = () => {};
  afterEach(() => {
    unmount();
    qc.clear();
  });

  async function start() {
    qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const mounted = mountAll(qc);
    unmount = mounted.unmount;
    await settled(qc);
    for (const n of Object.values(mounted.requests)) expect(n).toBe(1);
    return mounted.requests;
  }

  it('shortlisting refetches the shortlist and the dashboard only, and flags the member everywhere cached', async () => {
    const requests = await start();
    await afterShortlistToggle(qc, 'CM1', true);
    await settled(qc);
    expect(requests).toEqual(countsAfter(requests, 'shortlist', 'dashboard'));
    const flag = (key: readonly unknown[]) =>
      (qc.getQueryData(key) as { members: { shortlisted: boolean }[] }).members[0].shortlisted;
    expect(flag(memberKeys.matches('mutual', 1))).toBe(true);
    expect(flag(memberKeys.members('search', 'age_min=21'))).toBe(true);
    expect(flag(memberKeys.members('members', ''))).toBe(false); // another member
    expect(
      (
        qc.getQueryData(memberKeys.interests('received', 1)) as {
          interests: { member: { shortlisted: boolean } }[];
        }
      ).interests[0].member.shortlisted,
    ).toBe(true);
    expect(
      (qc.getQueryData(memberKeys.profile('CM1')) as { relation: { shortlisted: boolean } }).relation
        .shortlisted,
    ).toBe(true);
  });

  it('saving partner preferences refetches My Matches (every tab) and the dashboard, nothing else', async () => {
    const requests = await start();
    await afterPreferencesSaved(qc);
    await settled(qc);
    expect(requests).toEqual(countsAfter(requests, 'myMatches', 'lookingForMe', 'dashboard'));
  });
});

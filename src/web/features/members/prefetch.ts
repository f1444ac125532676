import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { mayUseArea, pendingAccountStep } from '../../../shared/policies/account';
import { isUserAreaRole } from '../../../shared/roles';
import type { AuthUser } from '../../../shared/schemas/auth';
import { readClaims } from '../../auth/session';
import { servedShellOnScreen } from '../../layout/ServedShell';
import { browserQueryClient } from '../../queryClient';
import { accountStatusQuery } from './api';

/**
 * True when the member layout shows its pages to this account (UserLayout: active accounts;
 * AccountGate: no deletion pending, no consent to give), so a page's own requests would be made.
 */
export function memberPagesShown(me: AuthUser): boolean {
  return mayUseArea(me.status) && pendingAccountStep(me) === null;
}

/**
 * Starts a member page's requests while its code loads and the layout renders (docs/performance.md#web-first-load, decision 084;
 * called by the route loaders of src/web/routes.tsx): the account status, which the member layout waits
 * for, then the page's own query (`page`, optional), only when the layout would show the page to this
 * account (memberPagesShown). The same requests and cache entries the components' hooks use, only
 * earlier; nothing when no member is signed in. Returns a promise that settles (never rejects) when
 * those requests are done; failures are left to the hooks.
 */
export function prefetchMemberPage(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: any page query's options (the data is cached, not read here)
  page?: FetchQueryOptions<any, any, any, any>,
): Promise<void> {
  if (!isUserAreaRole(readClaims().role)) return Promise.resolve();
  return queryClient.fetchQuery(accountStatusQuery()).then(
    (me) => (page && memberPagesShown(me) ? queryClient.prefetchQuery(page) : undefined),
    () => undefined,
  );
}

/**
 * A member route's loader (decision 084): starts the requests and returns at once, so a navigation shows
 * the page (with its own skeletons) while they run. While the served shell is on screen (the first load
 * of a page the server drew it for, decision 085) it waits for them instead: the router then renders the
 * layout and the page once, with their data, in one transition that React splits into short tasks,
 * instead of rendering them again (in one long task each) when each answer comes in (decision 088).
 */
export function memberLoader(
  // biome-ignore lint/suspicious/noExplicitAny: any page query's options (the data is cached, not read here)
  page?: FetchQueryOptions<any, any, any, any>,
): Promise<null> | null {
  const requests = prefetchMemberPage(browserQueryClient(), page);
  return servedShellOnScreen() ? requests.then(() => null) : null;
}

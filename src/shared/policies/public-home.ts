import type { AccountStatus, Role } from '../roles';
import { seesEveryProfile } from './staff';

/**
 * The public home page's "Recently joined" (decision 125, docs/data-rights.md#public-home-page): a member
 * is shown to visitors who are not signed in only when they chose so ("Show me on the public home page"
 * in the privacy settings, off by default) and their profile is listed (active, not hidden, no deletion
 * pending). The consent text says so; without the choice a profile is shown to signed-in members of the
 * other gender only (SPEC §5).
 */
export type PublicHomeFacts = { listed: boolean; showOnHome: boolean };

/** True when the member appears in GET /api/auth/recentregisters for the public: listed and opted in. */
export function shownOnPublicHome(p: PublicHomeFacts): boolean {
  return p.listed && p.showOnHome;
}

/**
 * Which recent registrations a viewer of GET /api/auth/recentregisters gets (SPEC §7 dashboard feed):
 * 'listed' (every listed member, newest first) for an active Admin, whose dashboard shows them;
 * 'public' (only members `shownOnPublicHome`) for everyone else, signed in or not.
 */
export function recentRegistersScope(
  viewer: { role: Role; status: AccountStatus } | null,
): 'listed' | 'public' {
  return viewer && seesEveryProfile(viewer) ? 'listed' : 'public';
}

import type { Namespace } from './i18n/catalogues';

/** What the web app's router loads before it paints a URL: lazy route modules and message catalogues. */
export type RoutePreload = {
  /** vite manifest keys of the route's lazy modules (paths relative to src/web), layout first. */
  modules: string[];
  /** The catalogues the layout and page name (`page(load, ns)` in src/web/routes.tsx). */
  ns: Namespace[];
};

/** The member area's layout with the catalogues it names (src/web/routes.tsx). */
const USER_LAYOUT = {
  module: 'layout/UserLayout.tsx',
  ns: ['member', 'account', 'privacy', 'options', 'site'],
} as const;

const member = (page: string, ns: Namespace[]): RoutePreload => ({
  modules: [USER_LAYOUT.module, `pages/user/${page}.tsx`],
  ns: [...new Set<Namespace>([...USER_LAYOUT.ns, ...ns])],
});
const publicPage = (page: string, ns: Namespace[]): RoutePreload => ({
  modules: [`pages/public/${page}.tsx`],
  ns,
});

/**
 * The lazy chunks each client-rendered URL needs before its first paint, by exact pathname (issue #8,
 * decision 084). The server names them as `<link rel="modulepreload">` in the index.html it sends for
 * that URL (src/server/plugins/web.ts), so they download beside the entry chunk instead of after it (one
 * wave instead of two). Mirrors src/web/routes.tsx (src/web/routes.test.ts checks that); a URL not listed
 * here still works, its route chunks simply load after the entry. The home page is prerendered and the
 * public layout is in the entry chunk, so neither is listed.
 */
export const ROUTE_PRELOADS: Record<string, RoutePreload> = {
  '/user/userDashboard': member('UserDashboardPage', ['member']),
  '/user/profile': member('ProfilePage', ['member']),
  '/user/MyMatches': member('MyMatchesPage', ['member']),
  '/user/myintrest': member('MyInterestsPage', ['member']),
  '/user/viewAll': member('ViewAllPage', ['member']),
  '/user/search': member('SearchPage', ['member']),
  '/user/payments': member('PaymentsPage', ['member']),
  '/user/privacy': member('PrivacySettingsPage', ['member', 'privacy']),
  '/service': publicPage('ServicePage', ['site']),
  '/about': publicPage('AboutPage', ['site']),
  '/privacy-policy': publicPage('PrivacyPage', ['privacy', 'site']),
  '/contact': publicPage('ContactPage', ['privacy', 'site']),
  '/register': publicPage('RegisterPage', ['privacy', 'register', 'options']),
  '/membership': publicPage('MembershipPage', ['site']),
};

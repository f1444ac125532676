import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunction, Navigate, Outlet, type RouteObject, useNavigation } from 'react-router';
import type { Namespace } from '../shared/i18n/catalogues';
import { REFERRAL_LISTS } from '../shared/policies/promoter-area';
import { USER_AREA_ROLES } from '../shared/roles';
import { RouteAnnouncer } from './components/RouteAnnouncer';
import { loadNamespaces } from './i18n';
import PublicLayout from './layout/PublicLayout';
import { RequireRole } from './layout/RequireRole';
import { ScrollToTop } from './layout/ScrollToTop';
import { ServedShell } from './layout/ServedShell';
import HomePage from './pages/public/HomePage';

/**
 * Lazy route: each page's code loads when first visited. The router loads a URL's layout and page
 * chunks in parallel and renders once both are in (docs/performance.md#web-first-load: no spinner, no footer painting first).
 * `ns`: the message catalogues the page uses, loaded beside its code (docs/data-rights.md). A module may export a
 * `loader` besides its component: it starts the page's requests (decision 084).
 */
function page(
  load: () => Promise<{ default: ComponentType; loader?: LoaderFunction }>,
  ns: readonly Namespace[] = [],
) {
  return {
    lazy: async () => {
      const [m] = await Promise.all([load(), loadNamespaces(ns)]);
      // A module's `loader` starts the page's requests before it renders (decision 084); it returns at once.
      return m.loader ? { Component: m.default, loader: m.loader } : { Component: m.default };
    },
  };
}

/**
 * While a page's code loads on navigation, a thin bar at the top of the window; after it, the route
 * announcer reads the new page's title and focuses its heading (docs/accessibility.md).
 */
function Root() {
  const loading = useNavigation().state === 'loading';
  const { t } = useTranslation();
  return (
    <>
      <ScrollToTop />
      <RouteAnnouncer />
      {loading && (
        <LinearProgress
          aria-label={t('pageLoader.label')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip + 1 }}
        />
      )}
      <Outlet />
    </>
  );
}

/**
 * Before the first page's code is in: the member area's served shell when the server sent one
 * (decision 085), else an empty window (the page paints once, whole).
 */
function FirstLoad() {
  return <ServedShell fallback={<Box sx={{ minHeight: '100vh' }} />} />;
}

/**
 * The route table of SPEC §2: the browser's router (main.tsx) and the home page's prerender
 * (entry-server.tsx) are built from it.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: FirstLoad,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: '/', Component: HomePage },
          { path: '/service', ...page(() => import('./pages/public/ServicePage'), ['site', 'assisted']) },
          { path: '/about', ...page(() => import('./pages/public/AboutPage'), ['site']) },
          {
            path: '/privacy-policy',
            ...page(() => import('./pages/public/PrivacyPage'), ['privacy', 'site']),
          },
          { path: '/contact', ...page(() => import('./pages/public/ContactPage'), ['privacy', 'site']) },
          {
            path: '/register',
            ...page(() => import('./pages/public/RegisterPage'), ['privacy', 'register', 'options']),
          },
          // A share link's public page (docs/plan-features.md#share-link)
          {
            path: '/p/:token',
            ...page(() => import('./pages/public/SharedProfilePage'), ['member', 'options']),
          },
          {
            path: '/membership',
            ...page(() => import('./pages/public/MembershipPage'), ['site', 'assisted']),
          },
          { path: '/newsletter/:action', ...page(() => import('./pages/public/NewsletterPage'), ['auth']) },
          {
            path: '/mail/unsubscribe',
            ...page(() => import('./pages/public/MailUnsubscribePage'), ['auth']),
          },
          {
            path: '/activation-pending',
            ...page(() => import('./pages/public/ActivationPendingPage'), ['site', 'auth']),
          },
          { path: '/payment/checkout', ...page(() => import('./pages/public/CheckoutPage'), ['auth']) },
          {
            path: '/payment/test/:orderId',
            ...page(() => import('./pages/public/TestGatewayPage'), ['auth']),
          },
          { path: '/set-password', ...page(() => import('./pages/public/SetPasswordPage'), ['auth']) },
          { path: '*', ...page(() => import('./pages/public/NotFoundPage'), ['auth']) },
        ],
      },
      {
        path: '/user',
        element: <RequireRole roles={USER_AREA_ROLES} />,
        children: [
          {
            ...page(
              () => import('./layout/UserLayout'),
              ['member', 'horoscope', 'account', 'privacy', 'options', 'site', 'conversations'],
            ),
            children: [
              { index: true, element: <Navigate to="userDashboard" replace /> },
              {
                path: 'userDashboard',
                ...page(() => import('./pages/user/UserDashboardPage'), ['member', 'assisted']),
              },
              { path: 'profile', ...page(() => import('./pages/user/ProfilePage'), ['member']) },
              { path: 'MyMatches', ...page(() => import('./pages/user/MyMatchesPage'), ['member']) },
              {
                path: 'myintrest',
                ...page(() => import('./pages/user/MyInterestsPage'), ['member', 'assisted']),
              },
              {
                path: 'conversations',
                ...page(() => import('./pages/user/ConversationsPage'), ['member', 'conversations']),
              },
              {
                path: 'conversations/:id',
                ...page(() => import('./pages/user/ConversationsPage'), ['member', 'conversations']),
              },
              { path: 'viewAll', ...page(() => import('./pages/user/ViewAllPage'), ['member']) },
              { path: 'search', ...page(() => import('./pages/user/SearchPage'), ['member']) },
              { path: 'payments', ...page(() => import('./pages/user/PaymentsPage'), ['member']) },
              {
                path: 'privacy',
                ...page(
                  () => import('./pages/user/PrivacySettingsPage'),
                  ['member', 'privacy', 'conversations'],
                ),
              },
              {
                path: 'member/:registrationNo',
                ...page(() => import('./pages/user/MemberProfilePage'), ['member', 'conversations']),
              },
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: <RequireRole roles={['Admin']} />,
        children: [
          {
            ...page(() => import('./layout/AdminLayout'), ['admin']),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', ...page(() => import('./pages/admin/AdminDashboardPage'), ['admin']) },
              { path: 'pendingdata', ...page(() => import('./pages/admin/PendingDataPage'), ['admin']) },
              { path: 'user-table', ...page(() => import('./pages/admin/UserTablePage'), ['admin']) },
              { path: 'imageverify', ...page(() => import('./pages/admin/ImageVerifyPage'), ['admin']) },
              { path: 'userData', ...page(() => import('./pages/admin/UserDataPage'), ['admin']) },
              { path: 'renewals', ...page(() => import('./pages/admin/RenewalsPage'), ['admin']) },
              {
                path: 'onlinetransaction',
                ...page(() => import('./pages/admin/OnlineTransactionPage'), ['admin']),
              },
              {
                path: 'assistance',
                ...page(() => import('./pages/admin/AssistancePage'), ['admin', 'assisted']),
              },
              {
                path: 'assisted',
                ...page(() => import('./pages/admin/AssistedPage'), ['admin', 'assisted', 'member']),
              },
              {
                path: 'assisted/:registrationNo',
                ...page(() => import('./pages/admin/AssistedMemberPage'), ['admin', 'assisted', 'member']),
              },
              {
                path: 'receiptsvocher',
                ...page(() => import('./pages/admin/ReceiptsVoucherPage'), ['admin']),
              },
              {
                path: 'renewalreports',
                ...page(() => import('./pages/admin/RenewalReportsPage'), ['admin']),
              },
              {
                path: 'receiptsreports',
                ...page(() => import('./pages/admin/ReceiptsReportsPage'), ['admin']),
              },
              { path: 'plans', ...page(() => import('./pages/admin/PlansPage'), ['admin']) },
              { path: 'messages', ...page(() => import('./pages/admin/MessagesPage'), ['admin']) },
              {
                path: 'promoters',
                ...page(() => import('./pages/admin/PromotersPage'), ['admin', 'promoter']),
              },
              { path: 'promoterearn', ...page(() => import('./pages/admin/PromoterEarnPage'), ['admin']) },
              {
                path: 'paytopromoters',
                ...page(() => import('./pages/admin/PayToPromotersPage'), ['admin']),
              },
              {
                path: 'promotersusers',
                ...page(() => import('./pages/admin/PromotersUsersPage'), ['admin']),
              },
              { path: 'promotersdata', ...page(() => import('./pages/admin/PromotersDataPage'), ['admin']) },
              {
                path: 'grievances',
                ...page(() => import('./pages/admin/GrievancesPage'), ['admin', 'privacy']),
              },
              {
                path: 'deletions',
                ...page(() => import('./pages/admin/DeletionsPage'), ['admin', 'privacy']),
              },
              { path: 'boosted', ...page(() => import('./pages/admin/BoostedPage'), ['admin', 'member']) },
              // Decisions 130-131: resetpass (SPEC §2) and the staff team
              { path: 'resetpass', ...page(() => import('./pages/admin/ResetPassPage'), ['admin']) },
              { path: 'staff', ...page(() => import('./pages/admin/StaffTeamPage'), ['admin']) },
              { path: 'notification', ...page(() => import('./pages/admin/NotificationPage'), ['admin']) },
              // docs/staff.md: userreports and successdata (SPEC §2)
              {
                path: 'userreports',
                ...page(() => import('./pages/admin/UserReportsPage'), ['admin', 'options']),
              },
              {
                path: 'successdata',
                ...page(() => import('./pages/admin/SuccessDataPage'), ['admin', 'options']),
              },
              // Decisions 165-166: the reports queue and the audit trail
              { path: 'reports', ...page(() => import('./pages/admin/ReportsPage'), ['admin', 'member']) },
              // docs/conversations.md#staff: reported messages
              {
                path: 'message-reports',
                ...page(() => import('./pages/admin/MessageReportsPage'), ['admin']),
              },
              { path: 'audit', ...page(() => import('./pages/admin/AuditPage'), ['admin']) },
            ],
          },
        ],
      },
      {
        path: '/PromotAdmin',
        element: <RequireRole roles={['promoter']} />,
        children: [
          {
            ...page(() => import('./layout/PromoterLayout'), ['promoter', 'privacy']),
            children: [
              { index: true, ...page(() => import('./pages/promoter/PromoterHomePage'), ['promoter']) },
              {
                path: 'admin-profile',
                ...page(() => import('./pages/promoter/AdminProfilePage'), ['promoter']),
              },
              { path: 'profilepage', ...page(() => import('./pages/promoter/ProfilePage'), ['promoter']) },
              { path: 'refer', ...page(() => import('./pages/promoter/ReferPage'), ['promoter']) },
              {
                path: 'boosted',
                ...page(() => import('./pages/promoter/BoostedProfilesPage'), ['promoter', 'member']),
              },
              // One page for each referral list of the drawer (src/shared/policies/promoter-area.ts).
              ...REFERRAL_LISTS.map((path) => ({
                path,
                ...page(() => import('./pages/promoter/ReferralListPage'), ['promoter']),
              })),
              {
                path: 'earnings',
                ...page(() => import('./pages/promoter/EarningsPage'), ['promoter', 'earnings']),
              },
              {
                path: 'privacy',
                ...page(() => import('./pages/promoter/PromoterPrivacyPage'), ['promoter', 'privacy']),
              },
            ],
          },
        ],
      },
    ],
  },
];

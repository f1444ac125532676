import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { USER_AREA_ROLES } from '../shared/roles';
import { PageLoader } from './components/PageLoader';
import { RequireRole } from './layout/RequireRole';
import { ScrollToTop } from './layout/ScrollToTop';

/** Lazy page: each area's code loads when first visited. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const C = lazy(load);
  return (
    <Suspense fallback={<PageLoader />}>
      <C />
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** The route table of SPEC §2. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: page(() => import('./layout/PublicLayout')),
        children: [
          { path: '/', element: page(() => import('./pages/public/HomePage')) },
          { path: '/service', element: page(() => import('./pages/public/ServicePage')) },
          { path: '/about', element: page(() => import('./pages/public/AboutPage')) },
          { path: '/privacy-policy', element: page(() => import('./pages/public/PrivacyPage')) },
          { path: '/contact', element: page(() => import('./pages/public/ContactPage')) },
          { path: '/register', element: page(() => import('./pages/public/RegisterPage')) },
          { path: '/membership', element: page(() => import('./pages/public/MembershipPage')) },
          {
            path: '/activation-pending',
            element: page(() => import('./pages/public/ActivationPendingPage')),
          },
          { path: '*', element: page(() => import('./pages/public/NotFoundPage')) },
        ],
      },
      {
        path: '/user',
        element: <RequireRole roles={USER_AREA_ROLES} />,
        children: [
          {
            element: page(() => import('./layout/UserLayout')),
            children: [
              { index: true, element: <Navigate to="userDashboard" replace /> },
              { path: 'userDashboard', element: page(() => import('./pages/user/UserDashboardPage')) },
              { path: 'profile', element: page(() => import('./pages/user/ProfilePage')) },
              { path: 'MyMatches', element: page(() => import('./pages/user/MyMatchesPage')) },
              { path: 'myintrest', element: page(() => import('./pages/user/MyInterestsPage')) },
              { path: 'viewAll', element: page(() => import('./pages/user/ViewAllPage')) },
              { path: 'search', element: page(() => import('./pages/user/SearchPage')) },
              {
                path: 'member/:registrationNo',
                element: page(() => import('./pages/user/MemberProfilePage')),
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
            element: page(() => import('./layout/AdminLayout')),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', element: page(() => import('./pages/admin/AdminDashboardPage')) },
              { path: 'pendingdata', element: page(() => import('./pages/admin/PendingDataPage')) },
              { path: 'user-table', element: page(() => import('./pages/admin/UserTablePage')) },
              { path: 'imageverify', element: page(() => import('./pages/admin/ImageVerifyPage')) },
            ],
          },
        ],
      },
      {
        path: '/PromotAdmin',
        element: <RequireRole roles={['promoter']} />,
        children: [{ index: true, element: page(() => import('./pages/promoter/PromoterHomePage')) }],
      },
    ],
  },
]);

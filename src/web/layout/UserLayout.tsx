import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Search from '@mui/icons-material/Search';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { mayUseArea, pendingAccountStep } from '../../shared/policies/account';
import { clearToken } from '../auth/session';
import { BrandTitle } from '../components/BrandMark';
import { CountBadge } from '../components/CountBadge';
import { PageLoader } from '../components/PageLoader';
import { QueryError } from '../components/QueryError';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { useAccountMenu } from '../features/account';
import { useConversations } from '../features/conversations/api';
import { useConversationEvents } from '../features/conversations/events';
import { useAccountStatus } from '../features/members';
import { memberLoader } from '../features/members/prefetch';
import { NoticeBanner } from '../features/notifications/NoticeBanner';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { AccountGate } from '../features/privacy';
import { useSite } from '../features/site';
import { ServedShell } from './ServedShell';

// Not on screen until asked for: the account menu (MUI's Menu, Popover, Modal) and the blocked members'
// dialog load when first opened, not with the member area's first render (decision 088).
const UserAccountMenu = lazy(() => import('./UserAccountMenu'));
const BlockedDialog = lazy(() => import('./BlockedDialog'));

const SIDE_WIDTH = 240;

type NavItem = {
  to: string;
  label: 'nav.dashboard' | 'nav.matches' | 'nav.interests' | 'nav.viewAll' | 'nav.search' | 'nav.profile';
  short:
    | 'nav.dashboardShort'
    | 'nav.matchesShort'
    | 'nav.interestsShort'
    | 'nav.viewAllShort'
    | 'nav.searchShort'
    | 'nav.profileShort';
  icon: ReactNode;
};

/** The member area's pages (SPEC §2 /user children). */
const NAV: NavItem[] = [
  {
    to: '/user/userDashboard',
    label: 'nav.dashboard',
    short: 'nav.dashboardShort',
    icon: <DashboardOutlined />,
  },
  {
    to: '/user/MyMatches',
    label: 'nav.matches',
    short: 'nav.matchesShort',
    icon: <FavoriteBorderOutlined />,
  },
  {
    to: '/user/myintrest',
    label: 'nav.interests',
    short: 'nav.interestsShort',
    icon: <VolunteerActivismOutlined />,
  },
  { to: '/user/viewAll', label: 'nav.viewAll', short: 'nav.viewAllShort', icon: <PeopleAltOutlined /> },
  { to: '/user/search', label: 'nav.search', short: 'nav.searchShort', icon: <Search /> },
  { to: '/user/profile', label: 'nav.profile', short: 'nav.profileShort', icon: <PersonOutline /> },
];

function current(pathname: string): string | false {
  const hit = NAV.find((n) => pathname === n.to || pathname.startsWith(`${n.to}/`));
  return hit ? hit.to : false;
}

/**
 * The member area's shell (SPEC §2 /user): an app bar with the site name, the notification bell and an
 * account menu (My Profile, Blocked members, Logout: clears the token and goes to /); navigation to
 * Dashboard, My Matches, Interests, View All, Search and My Profile: a side list on wide screens, a
 * bottom bar on phones. A pending or deactivated account is sent to /activation-pending.
 */
/**
 * Route loader: asks for the account status (which the layout waits for) before the layout renders;
 * on the first load of a served shell, waits for it (memberLoader, decision 088).
 */
export function loader() {
  return memberLoader();
}

export default function UserLayout() {
  const { t } = useTranslation('member');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { site } = useSite();
  const me = useAccountStatus();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [blockedOpen, setBlockedOpen] = useState(false);
  const menuMounted = useOpenedOnce(!!menu);
  const blockedMounted = useOpenedOnce(blockedOpen);

  const logout = () => {
    setMenu(null);
    clearToken();
    navigate('/', { replace: true });
  };
  const account = useAccountMenu(logout);
  // docs/conversations.md#real-time: one event stream per tab while the member area is open, and nothing
  // asked while AccountGate shows a step (the server answers 403 then, which signs the member out).
  const open = !!me.data && mayUseArea(me.data.status) && pendingAccountStep(me.data) === null;
  useConversationEvents(open);
  const conversations = useConversations(open);
  const unread = conversations.data?.unread_total ?? 0;
  const { t: tc } = useTranslation('conversations');

  // The first load of a page the server sent a shell for keeps showing it (decision 085).
  if (me.isPending) return <ServedShell fallback={<PageLoader />} />;
  if (me.isError) {
    return (
      <Box sx={{ p: 3 }}>
        <QueryError query={me} />
      </Box>
    );
  }
  if (!mayUseArea(me.data.status)) return <Navigate to="/activation-pending" replace />;

  const selected = current(pathname);

  return (
    <AccountGate me={me.data}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
          <Toolbar sx={{ gap: 1 }}>
            <Box
              component={RouterLink}
              to="/user/userDashboard"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'inherit',
                textDecoration: 'none',
                minWidth: 0,
              }}
            >
              <BrandTitle name={site.site_name} />
            </Box>
            <Box sx={{ flex: 1 }} />
            <IconButton
              color="inherit"
              component={RouterLink}
              to="/user/conversations"
              aria-label={tc('navLabel', { count: unread })}
            >
              <CountBadge count={unread}>
                <ForumOutlined />
              </CountBadge>
            </IconButton>
            <Box sx={{ color: 'inherit' }}>
              <NotificationBell />
            </Box>
            <IconButton
              color="inherit"
              aria-label={t('nav.account')}
              aria-haspopup="menu"
              aria-controls={menu ? 'account-menu' : undefined}
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <AccountCircleOutlined />
            </IconButton>
            {menuMounted && (
              <Suspense fallback={null}>
                <UserAccountMenu
                  anchor={menu}
                  onClose={() => setMenu(null)}
                  onBlocked={() => setBlockedOpen(true)}
                  firstName={me.data.first_name}
                  registrationNo={me.data.registration_no}
                  accountItems={account.items(() => setMenu(null))}
                />
              </Suspense>
            )}
          </Toolbar>
        </AppBar>

        {wide && (
          <Drawer
            variant="permanent"
            open
            sx={{
              width: SIDE_WIDTH,
              flexShrink: 0,
              '& .MuiDrawer-paper': { width: SIDE_WIDTH, boxSizing: 'border-box' },
            }}
          >
            <Toolbar />
            <List component="nav" aria-label={t('nav.area')} sx={{ px: 1, pt: 2 }}>
              {NAV.map((item) => (
                <ListItemButton
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  selected={selected === item.to}
                  aria-current={selected === item.to ? 'page' : undefined}
                  sx={{ borderRadius: 2, mb: 0.5, minHeight: 48 }}
                >
                  <ListItemIcon
                    sx={{ minWidth: 40, color: selected === item.to ? 'primary.main' : undefined }}
                  >
                    {item.icon}
                  </ListItemIcon>
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              ))}
            </List>
          </Drawer>
        )}

        <Box
          component="main"
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: { xs: 12, md: 6 } }}
        >
          <Toolbar />
          <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
            <NoticeBanner />
            <Outlet />
          </Box>
        </Box>

        {!wide && (
          <Paper
            elevation={8}
            sx={{
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (t) => t.zIndex.appBar,
              pb: 'env(safe-area-inset-bottom)',
            }}
          >
            <BottomNavigation
              component="nav"
              aria-label={t('nav.area')}
              showLabels
              value={selected}
              sx={{ height: 64 }}
            >
              {NAV.map((item) => (
                <BottomNavigationAction
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  value={item.to}
                  label={t(item.short)}
                  icon={item.icon}
                  aria-current={selected === item.to ? 'page' : undefined}
                  sx={{
                    minWidth: 0,
                    px: 0,
                    '& .MuiBottomNavigationAction-label': {
                      fontSize: '0.7rem',
                      '&.Mui-selected': { fontSize: '0.72rem' },
                    },
                  }}
                />
              ))}
            </BottomNavigation>
          </Paper>
        )}
        {blockedMounted && (
          <Suspense fallback={null}>
            <BlockedDialog open={blockedOpen} onClose={() => setBlockedOpen(false)} />
          </Suspense>
        )}
        {account.dialogs}
      </Box>
    </AccountGate>
  );
}

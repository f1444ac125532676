import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import {
  Alert,
  AlertTitle,
  AppBar,
  Box,
  Chip,
  Divider,
  Drawer,
  IconButton,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { clearToken } from '../auth/session';
import { useAccountMenu } from '../features/account';
import { useDashboardStats, useSiteName } from '../features/admin/api';
import { useUnansweredCount } from '../features/admin/contactApi';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { mayOpenPage, useStaffPermissions } from '../features/staff/api';

const DRAWER_WIDTH = 280;

/** `label`: the item's key under `nav.` in the `admin` catalogue. */
type NavItem = {
  to: string;
  label:
    | 'dashboard'
    | 'pending'
    | 'members'
    | 'photos'
    | 'memberPayments'
    | 'renewals'
    | 'online'
    | 'assistance'
    | 'assisted'
    | 'receipts'
    | 'receiptsReport'
    | 'renewalsReport'
    | 'plans'
    | 'messages'
    | 'promoters'
    | 'promoterEarn'
    | 'payPromoters'
    | 'promotersUsers'
    | 'promotersData'
    | 'grievances'
    | 'deletions'
    | 'resetpass'
    | 'notification'
    | 'userreports'
    | 'successdata'
    | 'team'
    | 'reports'
    | 'audit';
  icon: ReactNode;
  badge?: 'pending' | 'messages';
};

/** Only the admin pages that work (docs/accounts.md#verification-by-staff: "list only what works"). */
const NAV: NavItem[] = [
  { to: '/admin/dashboard', label: 'dashboard', icon: <DashboardOutlinedIcon /> },
  {
    to: '/admin/pendingdata',
    label: 'pending',
    icon: <HowToRegOutlinedIcon />,
    badge: 'pending',
  },
  { to: '/admin/user-table', label: 'members', icon: <PeopleAltOutlinedIcon /> },
  { to: '/admin/imageverify', label: 'photos', icon: <PhotoLibraryOutlinedIcon /> },
  // Decision 165: the reports queue (verification and moderation)
  { to: '/admin/reports', label: 'reports', icon: <FlagOutlinedIcon /> },
  // Money (docs/payments.md)
  { to: '/admin/userData', label: 'memberPayments', icon: <AccountBalanceWalletOutlinedIcon /> },
  { to: '/admin/renewals', label: 'renewals', icon: <AutorenewOutlinedIcon /> },
  { to: '/admin/onlinetransaction', label: 'online', icon: <CreditCardOutlinedIcon /> },
  { to: '/admin/assistance', label: 'assistance', icon: <SupportAgentOutlinedIcon /> },
  { to: '/admin/assisted', label: 'assisted', icon: <SupportAgentOutlinedIcon /> },
  { to: '/admin/receiptsvocher', label: 'receipts', icon: <ReceiptLongOutlinedIcon /> },
  { to: '/admin/receiptsreports', label: 'receiptsReport', icon: <BarChartOutlinedIcon /> },
  { to: '/admin/renewalreports', label: 'renewalsReport', icon: <InsightsOutlinedIcon /> },
  { to: '/admin/plans', label: 'plans', icon: <SellOutlinedIcon /> },
  { to: '/admin/messages', label: 'messages', icon: <MailOutlineIcon />, badge: 'messages' },
  { to: '/admin/promoters', label: 'promoters', icon: <Groups2OutlinedIcon /> },
  { to: '/admin/promoterearn', label: 'promoterEarn', icon: <SavingsOutlinedIcon /> },
  { to: '/admin/paytopromoters', label: 'payPromoters', icon: <PaymentsOutlinedIcon /> },
  { to: '/admin/promotersusers', label: 'promotersUsers', icon: <PersonSearchOutlinedIcon /> },
  { to: '/admin/promotersdata', label: 'promotersData', icon: <LeaderboardOutlinedIcon /> },
  { to: '/admin/grievances', label: 'grievances', icon: <GavelOutlinedIcon /> },
  { to: '/admin/deletions', label: 'deletions', icon: <PersonRemoveOutlinedIcon /> },
  // Decisions 130-131: resetpass (members' data) and the staff team (settings)
  { to: '/admin/resetpass', label: 'resetpass', icon: <LockResetOutlinedIcon /> },
  { to: '/admin/notification', label: 'notification', icon: <CampaignOutlinedIcon /> },
  // docs/staff.md: registration reports; verified accounts and success stories (decision 160)
  { to: '/admin/userreports', label: 'userreports', icon: <QueryStatsOutlinedIcon /> },
  { to: '/admin/successdata', label: 'successdata', icon: <FavoriteBorderOutlinedIcon /> },
  { to: '/admin/staff', label: 'team', icon: <BadgeOutlinedIcon /> },
  // Decision 166: the audit trail (settings)
  { to: '/admin/audit', label: 'audit', icon: <ManageSearchOutlinedIcon /> },
];

/** The /admin page a path opens: '/admin/userData/x' → 'userData'. */
const pageOf = (path: string) => path.split('/')[2] ?? '';

/** The unanswered messages' count beside Messages (rendered only for staff who may read them). */
function UnansweredChip() {
  const { t } = useTranslation('admin');
  const messages = useUnansweredCount().data ?? 0;
  if (messages === 0) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      label={messages}
      aria-label={t('nav.unanswered', { count: messages })}
    />
  );
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('admin');
  const stats = useDashboardStats();
  const pending = stats.data?.members.byStatus.pending ?? 0;
  // Decision 130: only the pages this staff account may use.
  const held = useStaffPermissions();
  return (
    <List component="nav" aria-label={t('shell.admin')} sx={{ px: 1 }}>
      {NAV.filter((item) => mayOpenPage(held, pageOf(item.to))).map((item) => {
        const selected = pathname === item.to || pathname.startsWith(`${item.to}/`);
        return (
          <ListItemButton
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ borderRadius: 2, mb: 0.5, minHeight: 48 }}
          >
            <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : undefined }}>
              {item.icon}
            </ListItemIcon>
            <ListItemText primary={t(`nav.${item.label}`)} />
            {item.badge === 'pending' && pending > 0 && (
              <Chip
                size="small"
                color="secondary"
                label={pending}
                aria-label={t('nav.waiting', { count: pending })}
              />
            )}
            {item.badge === 'messages' && <UnansweredChip />}
          </ListItemButton>
        );
      })}
    </List>
  );
}

/**
 * The page of the address when this staff account may use it (decision 130); otherwise a refusal, so no
 * page calls a route the server would refuse (a 403 signs the browser out, SPEC §4). Nothing until the
 * account's permissions are known.
 */
function PermittedPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation('admin');
  const held = useStaffPermissions();
  if (!held) return <LinearProgress aria-label={t('staff.list.loading')} />;
  if (!mayOpenPage(held, pageOf(pathname))) {
    return (
      <Alert severity="warning" role="alert">
        <AlertTitle>{t('staff.refused')}</AlertTitle>
        {t('staff.refusedHint')}
      </Alert>
    );
  }
  return <Outlet />;
}

/**
 * The admin area's shell (SPEC §2 /admin): a top bar with the site name, 'Admin' and an account menu (change
 * password, sign out everywhere, Logout: clears the token and goes to /), and a navigation drawer: persistent on wide screens, temporary on phones.
 */
export default function AdminLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const site = useSiteName();
  const { t } = useTranslation('admin');

  const logout = () => {
    setMenu(null);
    clearToken();
    navigate('/', { replace: true });
  };
  const account = useAccountMenu(logout);

  const drawer = (
    <>
      <Toolbar />
      <Divider />
      <NavList onNavigate={wide ? undefined : () => setMobileOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('shell.openNav')}
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to="/admin/dashboard"
            noWrap
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontFamily: theme.typography.h5.fontFamily,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              minWidth: 0,
              flexShrink: 1,
            }}
          >
            {site.data ?? t('shell.siteFallback')}
          </Typography>
          <Chip
            label={t('shell.admin')}
            size="small"
            color="secondary"
            sx={{ fontWeight: 600, flexShrink: 0 }}
          />
          <Box sx={{ flex: 1 }} />
          <NotificationBell area="admin" />
          <IconButton
            color="inherit"
            aria-label={t('shell.account')}
            aria-haspopup="menu"
            aria-controls={menu ? 'admin-account-menu' : undefined}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <AccountCircleOutlinedIcon />
          </IconButton>
          <Menu
            id="admin-account-menu"
            anchorEl={menu}
            open={!!menu}
            onClose={() => setMenu(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {account.items(() => setMenu(null))}
          </Menu>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {wide ? (
          <Drawer
            variant="permanent"
            open
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          px: { xs: 2, sm: 3, lg: 4 },
          pb: 6,
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1400, mx: 'auto' }}>
          <PermittedPage />
        </Box>
      </Box>
      {account.dialogs}
    </Box>
  );
}

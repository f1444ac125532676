import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
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
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ReportOutlinedIcon from '@mui/icons-material/ReportOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { clearToken } from '../auth/session';
import { useAccountMenu } from '../features/account';
import { useDashboardStats, useSiteName } from '../features/admin/api';
import { useUnansweredCount } from '../features/admin/contactApi';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { mayOpenPage, useStaffPermissions } from '../features/staff/api';
import { type AreaEntry, AreaShell } from './AreaShell';

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
    | 'boosted'
    | 'resetpass'
    | 'notification'
    | 'userreports'
    | 'successdata'
    | 'team'
    | 'reports'
    | 'messageReports'
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
  // docs/conversations.md#staff: reported messages (verification and moderation)
  { to: '/admin/message-reports', label: 'messageReports', icon: <ReportOutlinedIcon /> },
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
  { to: '/admin/boosted', label: 'boosted', icon: <RocketLaunchOutlinedIcon /> },
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

/** The waiting registrations' count beside Pending (from the dashboard's figures). */
function PendingChip() {
  const { t } = useTranslation('admin');
  const pending = useDashboardStats().data?.members.byStatus.pending ?? 0;
  if (pending === 0) return null;
  return (
    <Chip size="small" color="secondary" label={pending} aria-label={t('nav.waiting', { count: pending })} />
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
 * The admin area (SPEC §2 /admin) in the one area shell: the site name and an 'Admin' chip in the top bar, the
 * account menu (change password, sign out everywhere, Logout: clears the token and goes to /), and the
 * drawer with only the pages this staff account may use (decision 130).
 */
export default function AdminLayout() {
  const navigate = useNavigate();
  const site = useSiteName();
  const { t } = useTranslation('admin');
  const held = useStaffPermissions();
  const account = useAccountMenu(() => {
    clearToken();
    navigate('/', { replace: true });
  });
  const badges = { pending: <PendingChip />, messages: <UnansweredChip /> };
  const entries: AreaEntry[] = NAV.filter((item) => mayOpenPage(held, pageOf(item.to))).map((item) => ({
    kind: 'link',
    to: item.to,
    label: t(`nav.${item.label}`),
    icon: item.icon,
    badge: item.badge && badges[item.badge],
  }));
  return (
    <AreaShell
      drawerWidth={280}
      title={site.data ?? t('shell.siteFallback')}
      homeTo="/admin/dashboard"
      actions={<NotificationBell area="admin" />}
      badge={
        <Chip
          label={t('shell.admin')}
          size="small"
          color="secondary"
          sx={{ fontWeight: 600, flexShrink: 0 }}
        />
      }
      labels={{ nav: t('shell.admin'), openNav: t('shell.openNav'), account: t('shell.account') }}
      menuId="admin-account-menu"
      menuItems={account.items}
      entries={entries}
      selectNested
      maxWidth={1400}
      after={account.dialogs}
    >
      <PermittedPage />
    </AreaShell>
  );
}

import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import {
  AppBar,
  Box,
  Button,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { clearToken } from '../auth/session';
import { CountBadge } from '../components/CountBadge';
import { PageLoader } from '../components/PageLoader';
import { useAccountMenu } from '../features/account';
import { NoticeBanner } from '../features/notifications/NoticeBanner';
import {
  useLock,
  useMarkPromoterRead,
  usePromoterNotifications,
  usePromoterProfile,
} from '../features/promoter-area/api';
import { LockScreen } from '../features/promoter-area/LockScreen';
import { ProfileCard } from '../features/promoter-area/ProfileCard';
import { formatDateTime } from '../format';

/** SPEC §9: the promoter area's drawer is 250 px wide. */
const DRAWER_WIDTH = 250;

type Leaf = { to: string; label: string };
type Entry =
  | { kind: 'link'; to: string; label: string; icon: ReactNode }
  | { kind: 'section'; id: string; label: string; icon: ReactNode; children: Leaf[] };

/**
 * The drawer of SPEC §2 "Promoter area", with the entries that have a page (docs/promoter-area.md says
 * which of the SPEC's entries were removed and why: User Interests, Search Profile, Search, Image
 * Verification; Boosted Profiles lists the referrals boosted now, docs/plan-features.md#profile-boost).
 */
function useEntries(): Entry[] {
  const { t } = useTranslation('promoter');
  return [
    { kind: 'link', to: '/PromotAdmin', label: t('nav.dashboard'), icon: <DashboardOutlined /> },
    { kind: 'link', to: '/PromotAdmin/profilepage', label: t('nav.myProfile'), icon: <PersonOutline /> },
    { kind: 'link', to: '/PromotAdmin/refer', label: t('nav.refer'), icon: <GroupAddOutlined /> },
    { kind: 'link', to: '/PromotAdmin/boosted', label: t('nav.boosted'), icon: <RocketLaunchOutlined /> },
    {
      kind: 'section',
      id: 'referrals',
      label: t('nav.myReferrals'),
      icon: <Groups2Outlined />,
      children: [
        { to: '/PromotAdmin/pending', label: t('nav.pending') },
        { to: '/PromotAdmin/success', label: t('nav.success') },
        { to: '/PromotAdmin/expired', label: t('nav.expired') },
        { to: '/PromotAdmin/inactive', label: t('nav.inactive') },
        { to: '/PromotAdmin/team-users', label: t('nav.teamUsers') },
      ],
    },
    {
      kind: 'section',
      id: 'assistance',
      label: t('nav.assistance'),
      icon: <SupportAgentOutlined />,
      children: [
        { to: '/PromotAdmin/assistance-pending', label: t('nav.pending') },
        { to: '/PromotAdmin/assistance-success', label: t('nav.success') },
      ],
    },
    {
      kind: 'section',
      id: 'earnings',
      label: t('nav.myEarnings'),
      icon: <CurrencyRupeeOutlined />,
      children: [
        { to: '/PromotAdmin/earnings?kind=registration', label: t('nav.registration') },
        { to: '/PromotAdmin/earnings?kind=assistance', label: t('nav.assistanceEarnings') },
        { to: '/PromotAdmin/earnings?kind=renewal', label: t('nav.renewal') },
      ],
    },
  ];
}

/** The drawer's list: sections expand and collapse, one open at a time (SPEC §2); the current page's section starts open. */
function NavList({ onNavigate, onLogout }: { onNavigate?: () => void; onLogout: () => void }) {
  const { t } = useTranslation('promoter');
  const entries = useEntries();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const isHere = (to: string) => (to.includes('?') ? here === to : pathname === to);
  const current = entries.find(
    (e) => e.kind === 'section' && e.children.some((c) => isHere(c.to) || pathname === c.to.split('?')[0]),
  );
  const [open, setOpen] = useState<string | null>(current?.kind === 'section' ? current.id : null);
  const leaf = (to: string, label: string, icon: ReactNode | null, nested: boolean) => {
    const selected = isHere(to);
    return (
      <ListItemButton
        key={to}
        component={RouterLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mb: 0.5, minHeight: 44, pl: nested ? 7 : 2 }}
      >
        {icon && (
          <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : undefined }}>
            {icon}
          </ListItemIcon>
        )}
        <ListItemText primary={label} />
      </ListItemButton>
    );
  };
  return (
    <List component="nav" aria-label={t('nav.label')} sx={{ px: 1 }}>
      {entries.map((e) =>
        e.kind === 'link' ? (
          leaf(e.to, e.label, e.icon, false)
        ) : (
          <Box key={e.id}>
            <ListItemButton
              onClick={() => setOpen((o) => (o === e.id ? null : e.id))}
              aria-expanded={open === e.id}
              sx={{ borderRadius: 2, mb: 0.5, minHeight: 44 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{e.icon}</ListItemIcon>
              <ListItemText primary={e.label} />
              {open === e.id ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={open === e.id} timeout="auto" unmountOnExit>
              <List component="div" disablePadding>
                {e.children.map((c) => leaf(c.to, c.label, null, true))}
              </List>
            </Collapse>
          </Box>
        ),
      )}
      <Divider sx={{ my: 1 }} />
      <ListItemButton onClick={onLogout} sx={{ borderRadius: 2, minHeight: 44 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Logout />
        </ListItemIcon>
        <ListItemText primary={t('nav.logout')} />
      </ListItemButton>
    </List>
  );
}

/** The top bar's bell: the real unread count of the promoter's notifications, and the newest ten. */
function Bell({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('promoter');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const q = usePromoterNotifications(enabled);
  const mark = useMarkPromoterRead();
  const unread = q.data?.unread ?? 0;
  const list = q.data?.notifications ?? [];
  return (
    <>
      <Tooltip title={t('shell.notifications')}>
        <IconButton
          color="inherit"
          aria-label={unread ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications')}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <CountBadge count={unread}>
            <NotificationsOutlined />
          </CountBadge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('shell.notifications')}
          </Typography>
          <Button
            size="small"
            startIcon={<DoneAll />}
            disabled={unread === 0}
            onClick={() => mark.mutate(undefined)}
          >
            {t('shell.markAllRead')}
          </Button>
        </Stack>
        <Divider />
        {list.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('shell.noNotifications')}
          </Typography>
        )}
        {list.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => {
              setAnchor(null);
              if (!n.read) mark.mutate([n.id]);
              if (n.link) navigate(n.link);
            }}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              minHeight: 44,
              fontWeight: n.read ? 400 : 600,
            }}
          >
            <ListItemText
              primary={n.title}
              secondary={`${n.body} · ${formatDateTime(n.created_at)}`}
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 600 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The promoter area's shell (SPEC §2 "Promoter area", docs/promoter-area.md): top bar with the title, the bell (real
 * unread count; no mail badge: promoters have no messages) and the Admin menu (My Profile, Privacy, Lock,
 * then the account actions every area shares: language, Change password, Sign out everywhere, Logout
 * — decision 016); the drawer (250 px, persistent on wide screens, temporary on phones); the lock
 * screen while the server says the promoter is locked.
 */
export default function PromoterLayout() {
  const { t } = useTranslation('promoter');
  const { t: tp } = useTranslation('privacy');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const profile = usePromoterProfile();
  const lock = useLock();
  const locked = profile.data?.locked ?? false;

  const logout = () => {
    setMenu(null);
    clearToken();
    qc.clear();
    navigate('/', { replace: true });
  };
  const account = useAccountMenu(logout);

  if (profile.isPending) return <PageLoader />;

  const drawer = (
    <>
      <Toolbar />
      <Divider />
      <NavList onNavigate={wide ? undefined : () => setMobileOpen(false)} onLogout={logout} />
    </>
  );

  const menuItem = (key: string, icon: ReactNode, label: string, onClick: () => void) => (
    <MenuItem key={key} onClick={onClick} sx={{ minHeight: 44 }}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
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
            to="/PromotAdmin"
            noWrap
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              fontFamily: theme.typography.h5.fontFamily,
              minWidth: 0,
            }}
          >
            {t('shell.title')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Bell enabled={!locked} />
          <IconButton
            color="inherit"
            aria-label={t('shell.adminMenu')}
            aria-haspopup="menu"
            aria-controls={menu ? 'promoter-admin-menu' : undefined}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <AccountCircleOutlined />
          </IconButton>
          <Menu
            id="promoter-admin-menu"
            anchorEl={menu}
            open={!!menu}
            onClose={() => setMenu(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {[
              menuItem('profile', <PersonOutline fontSize="small" />, t('shell.myProfile'), () => {
                setMenu(null);
                setDialog(true);
              }),
              menuItem('privacy', <ShieldOutlined fontSize="small" />, tp('page.menu'), () => {
                setMenu(null);
                navigate('/PromotAdmin/privacy');
              }),
              menuItem('lock', <LockOutlined fontSize="small" />, t('shell.lock'), () => {
                setMenu(null);
                lock.mutate();
              }),
              ...account.items(() => setMenu(null)),
            ]}
          </Menu>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {drawer}
        </Drawer>
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
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
          {!locked && (
            <>
              <NoticeBanner />
              <Outlet />
            </>
          )}
        </Box>
      </Box>

      <Dialog open={dialog} onClose={() => setDialog(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('profile.dialogTitle')}</DialogTitle>
        <DialogContent>
          <ProfileCard />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(false)} sx={{ minHeight: 44 }}>
            {t('profile.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {account.dialogs}
      {locked && <LockScreen name={profile.data?.promoter_name ?? ''} onSignOut={logout} />}
    </Box>
  );
}

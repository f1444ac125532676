import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { clearToken } from '../auth/session';
import { PageLoader } from '../components/PageLoader';
import { useAccountMenu } from '../features/account';
import { NoticeBanner } from '../features/notifications/NoticeBanner';
import { useLock, usePromoterProfile } from '../features/promoter-area/api';
import { LockScreen } from '../features/promoter-area/LockScreen';
import { ProfileCard } from '../features/promoter-area/ProfileCard';
import { PromoterBell } from '../features/promoter-area/PromoterBell';
import { type AreaEntry, AreaShell } from './AreaShell';

/** SPEC §9: the promoter area's drawer is 250 px wide. */
const DRAWER_WIDTH = 250;

/**
 * The drawer of SPEC §2 "Promoter area", with the entries that have a page (docs/promoter-area.md says
 * which of the SPEC's entries were removed and why: User Interests, Search Profile, Search, Image
 * Verification; Boosted Profiles lists the referrals boosted now, docs/plan-features.md#profile-boost).
 */
function useEntries(): AreaEntry[] {
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

/**
 * The promoter area (SPEC §2 "Promoter area", docs/promoter-area.md) in the one area shell: top bar with the
 * title, the bell (real unread count; no mail badge: promoters have no messages) and the Admin menu (My
 * Profile, Privacy, Lock, then the account actions every area shares: language, Change password, Sign out
 * everywhere, Logout — decision 016); the drawer (250 px, SPEC §9) ending with Logout; the lock screen while
 * the server says the promoter is locked.
 */
export default function PromoterLayout() {
  const { t } = useTranslation('promoter');
  const { t: tp } = useTranslation('privacy');
  const [dialog, setDialog] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const profile = usePromoterProfile();
  const lock = useLock();
  const entries = useEntries();
  const locked = profile.data?.locked ?? false;

  const logout = () => {
    clearToken();
    qc.clear();
    navigate('/', { replace: true });
  };
  const account = useAccountMenu(logout);

  if (profile.isPending) return <PageLoader />;

  const menuItem = (key: string, icon: ReactNode, label: string, onClick: () => void) => (
    <MenuItem key={key} onClick={onClick} sx={{ minHeight: 44 }}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
  const menuItems = (close: () => void) => [
    menuItem('profile', <PersonOutline fontSize="small" />, t('shell.myProfile'), () => {
      close();
      setDialog(true);
    }),
    menuItem('privacy', <ShieldOutlined fontSize="small" />, tp('page.menu'), () => {
      close();
      navigate('/PromotAdmin/privacy');
    }),
    menuItem('lock', <LockOutlined fontSize="small" />, t('shell.lock'), () => {
      close();
      lock.mutate();
    }),
    ...account.items(close),
  ];

  return (
    <AreaShell
      drawerWidth={DRAWER_WIDTH}
      title={t('shell.title')}
      homeTo="/PromotAdmin"
      actions={<PromoterBell enabled={!locked} />}
      labels={{ nav: t('nav.label'), openNav: t('shell.openNav'), account: t('shell.adminMenu') }}
      menuId="promoter-admin-menu"
      menuItems={menuItems}
      entries={[
        ...entries,
        { kind: 'action', id: 'logout', label: t('nav.logout'), icon: <Logout />, onClick: logout },
      ]}
      maxWidth={1200}
      after={
        <>
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
        </>
      }
    >
      {!locked && (
        <>
          <NoticeBanner />
          <Outlet />
        </>
      )}
    </AreaShell>
  );
}

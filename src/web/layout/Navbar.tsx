import CloseRounded from '@mui/icons-material/CloseRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { mayUseArea } from '../../shared/policies/account';
import { holdsStaffPermissions } from '../../shared/policies/staff';
import { ROLE_LANDING } from '../../shared/roles';
import { clearToken } from '../auth/session';
import { useSession } from '../auth/useSession';
import { BrandMark } from '../components/BrandMark';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { LanguageSwitch } from '../features/account/LanguageSwitch';
import { useMe } from '../features/auth/api';
import { useSite } from '../features/site';
import { loadNamespaces } from '../i18n';

// The dialogs (and their form and schema code) load when first opened, not with every public page (docs/performance.md#web-first-load),
// together with their words (the `auth` catalogue, docs/i18n.md).
const LoginDialog = lazy(() =>
  Promise.all([import('./LoginDialog'), loadNamespaces(['auth'])]).then(([m]) => ({
    default: m.LoginDialog,
  })),
);
const ForgotPasswordDialog = lazy(() =>
  Promise.all([import('./ForgotPasswordDialog'), loadNamespaces(['auth'])]).then(([m]) => ({
    default: m.ForgotPasswordDialog,
  })),
);

/** The five public pages, in the navbar, the drawer and the footer (SPEC §2); labels are `common` keys. */
export const PUBLIC_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/service', label: 'nav.service' },
  { to: '/about', label: 'nav.about' },
  { to: '/privacy-policy', label: 'nav.privacy' },
  { to: '/contact', label: 'nav.contact' },
] as const;

/** SPEC §9: the navbar drawer is 280 px wide. */
const DRAWER_WIDTH = 280;

/** Where "My account" goes: the role's landing (SPEC §4), or the pending screen while not active. */
function useAccountLink(): {
  to: string;
  label: 'nav.accountStatus' | 'nav.adminArea' | 'nav.myAccount';
  pending: boolean;
} | null {
  const { loggedIn, role } = useSession();
  const me = useMe();
  if (!loggedIn || !role) return null;
  const status = me.data?.status;
  if (status && !mayUseArea(status))
    return { to: '/activation-pending', label: 'nav.accountStatus', pending: true };
  return {
    to: ROLE_LANDING[role],
    label: holdsStaffPermissions(role) ? 'nav.adminArea' : 'nav.myAccount',
    pending: false,
  };
}

/**
 * The public navbar (SPEC §2): Home, Service, About Us, Privacy Policy, Contact Us as a bar on wide
 * screens and a left 280 px drawer from a menu button on small ones; Login when logged out, Logout
 * when logged in (token removed, storage event broadcast, go to /). Navigation state `openDialog`
 * opens the login dialog by itself. Also hosts the forgot/reset-password dialog.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { site } = useSite();
  const { loggedIn } = useSession();
  const account = useAccountLink();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [afterReset, setAfterReset] = useState<string | undefined>(undefined);
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 8 });
  const loginMounted = useOpenedOnce(loginOpen);
  const forgotMounted = useOpenedOnce(forgotOpen);

  // Decision 120: the prerendered home page holds a tap that came before the app (first-tap.ts) until the
  // navbar answers taps; this first effect, after hydration, tells it to replay the tap now.
  useEffect(() => {
    document.dispatchEvent(new Event('app:ready'));
  }, []);

  // SPEC §2: navigation state carrying openDialog opens the login dialog by itself (once).
  const openDialog = (location.state as { openDialog?: boolean } | null)?.openDialog;
  useEffect(() => {
    if (!openDialog) return;
    setLoginOpen(true);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [openDialog, navigate, location.pathname, location.search]);

  const logout = () => {
    setDrawer(false);
    clearToken();
    navigate('/');
  };
  const openLogin = () => {
    setDrawer(false);
    setLoginOpen(true);
  };

  return (
    <>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={scrolled ? 3 : 0}
        sx={{
          borderBottom: 1,
          borderColor: scrolled ? 'transparent' : 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Container disableGutters sx={{ px: { xs: 1, sm: 2 } }}>
          <Toolbar disableGutters sx={{ minHeight: { xs: 60, md: 72 }, gap: { xs: 0.5, sm: 1 } }}>
            <IconButton
              aria-label={t('nav.openMenu')}
              onClick={() => setDrawer(true)}
              sx={{ display: { md: 'none' } }}
              edge="start"
            >
              <MenuRounded />
            </IconButton>
            <Box
              component={RouterLink}
              to="/"
              aria-label={t('nav.brandHome', { site: site.site_name })}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'primary.main',
                textDecoration: 'none',
                minWidth: 0,
                minHeight: 44,
                flexShrink: 1,
              }}
            >
              <BrandMark size={34} />
              <Typography
                component="span"
                sx={{
                  fontFamily: (t) => t.typography.h1.fontFamily,
                  fontWeight: 700,
                  fontSize: { xs: '1.05rem', sm: '1.35rem' },
                  lineHeight: 1.1,
                  overflow: 'hidden',
                  // On a phone the name may take two lines rather than be cut off.
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  maxWidth: { xs: 150, sm: 'none' },
                }}
              >
                {site.site_name}
              </Typography>
            </Box>
            <Box
              component="nav"
              aria-label={t('mainNav')}
              sx={{ display: { xs: 'none', md: 'flex' }, mx: 'auto', gap: 0.5 }}
            >
              {PUBLIC_LINKS.map((l) => (
                <Button
                  key={l.to}
                  component={NavLink}
                  to={l.to}
                  end
                  color="inherit"
                  sx={{
                    px: 1.5,
                    color: 'text.primary',
                    fontWeight: 500,
                    position: 'relative',
                    '&::after': {
                      content: '""',
                      position: 'absolute',
                      left: 12,
                      right: 12,
                      bottom: 6,
                      height: 3,
                      borderRadius: 2,
                      bgcolor: 'secondary.main',
                      transform: 'scaleX(0)',
                      transition: 'transform .2s',
                    },
                    '&.active': { color: 'primary.main', fontWeight: 600 },
                    '&.active::after, &:hover::after': { transform: 'scaleX(1)' },
                  }}
                >
                  {t(l.label)}
                </Button>
              ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center', flexShrink: 0 }}>
              <LanguageSwitch
                sx={{
                  minWidth: 0,
                  px: { xs: 1, sm: 1.5 },
                  '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
                }}
              />
              {account && (
                <Button
                  component={RouterLink}
                  to={account.to}
                  variant="outlined"
                  startIcon={account.pending ? <HourglassTopRounded /> : <DashboardRounded />}
                  sx={{ display: { xs: 'none', md: 'inline-flex' } }}
                >
                  {t(account.label)}
                </Button>
              )}
              {loggedIn ? (
                <Button variant="contained" onClick={logout} startIcon={<LogoutRounded />}>
                  {t('nav.logout')}
                </Button>
              ) : (
                <Button variant="contained" onClick={openLogin} startIcon={<LoginRounded />}>
                  {t('nav.login')}
                </Button>
              )}
            </Stack>
          </Toolbar>
        </Container>
      </AppBar>

      <Drawer
        anchor="left"
        open={drawer}
        onClose={() => setDrawer(false)}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <BrandMark size={32} />
          <Typography
            sx={{ fontFamily: (t) => t.typography.h1.fontFamily, fontWeight: 700, color: 'primary.main' }}
          >
            {site.site_name}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={() => setDrawer(false)} sx={{ ml: 'auto' }}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <Divider />
        <List component="nav" aria-label={t('mainNav')}>
          {PUBLIC_LINKS.map((l) => (
            <ListItemButton
              key={l.to}
              component={NavLink}
              to={l.to}
              end
              onClick={() => setDrawer(false)}
              sx={{
                minHeight: 48,
                '&.active': {
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  borderLeft: 4,
                  borderColor: 'secondary.main',
                  fontWeight: 600,
                },
              }}
            >
              <ListItemText primary={t(l.label)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <List component="div">
          {account && (
            <ListItemButton
              component={RouterLink}
              to={account.to}
              onClick={() => setDrawer(false)}
              sx={{ minHeight: 48 }}
            >
              <ListItemIcon>{account.pending ? <HourglassTopRounded /> : <DashboardRounded />}</ListItemIcon>
              <ListItemText primary={t(account.label)} />
            </ListItemButton>
          )}
          {loggedIn ? (
            <ListItemButton onClick={logout} sx={{ minHeight: 48 }}>
              <ListItemIcon>
                <LogoutRounded />
              </ListItemIcon>
              <ListItemText primary={t('nav.logout')} />
            </ListItemButton>
          ) : (
            <ListItemButton onClick={openLogin} sx={{ minHeight: 48 }}>
              <ListItemIcon>
                <LoginRounded />
              </ListItemIcon>
              <ListItemText primary={t('nav.login')} />
            </ListItemButton>
          )}
        </List>
        {!loggedIn && (
          <Box sx={{ mt: 'auto', p: 2 }}>
            <Button
              component={RouterLink}
              to="/register"
              variant="contained"
              color="secondary"
              fullWidth
              onClick={() => setDrawer(false)}
            >
              {t('nav.registerFree')}
            </Button>
          </Box>
        )}
      </Drawer>

      <Suspense fallback={null}>
        {loginMounted && (
          <LoginDialog
            open={loginOpen}
            onClose={() => {
              setLoginOpen(false);
              setAfterReset(undefined);
            }}
            onForgot={() => {
              setLoginOpen(false);
              setForgotOpen(true);
            }}
            email={afterReset}
            notice={afterReset ? 'reset' : undefined}
          />
        )}
        {forgotMounted && (
          <ForgotPasswordDialog
            open={forgotOpen}
            onClose={() => setForgotOpen(false)}
            onReset={(email) => {
              setAfterReset(email);
              setLoginOpen(true);
            }}
          />
        )}
      </Suspense>
    </>
  );
}

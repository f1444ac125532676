import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** One entry of an area's drawer: a page, a section of pages (one open at a time) or an action. */
export type AreaEntry =
  | { kind: 'link'; to: string; label: string; icon?: ReactNode; badge?: ReactNode }
  | { kind: 'section'; id: string; label: string; icon: ReactNode; children: { to: string; label: string }[] }
  | { kind: 'action'; id: string; label: string; icon: ReactNode; onClick: () => void };

/**
 * What an area (SPEC §2 /admin, Promoter area) puts in the one shell: the drawer's entries and width, the
 * top bar's title and extras, the account menu's items, the page.
 */
export type AreaShellProps = {
  /** Drawer width in px (SPEC §9: 250 for the promoter area). */
  drawerWidth: number;
  /** The title in the top bar, a link to `homeTo`. */
  title: ReactNode;
  homeTo: string;
  /** Beside the title (the admin area's chip). */
  badge?: ReactNode;
  /** Before the account button (the promoter area's bell). */
  actions?: ReactNode;
  /** Accessible names of the drawer's nav, the phone's menu button and the account button. */
  labels: { nav: string; openNav: string; account: string };
  /** The account menu's id and its items (`close` closes the menu). */
  menuId: string;
  menuItems: (close: () => void) => ReactNode[];
  entries: AreaEntry[];
  /** A link is also current on the pages under it (`/admin/userData/x` under `/admin/userData`). */
  selectNested?: boolean;
  /** The page's width cap in px. */
  maxWidth: number;
  /** The page (usually the route's `Outlet`). */
  children: ReactNode;
  /** Dialogs and overlays rendered after the page. */
  after?: ReactNode;
};

type NavProps = Pick<AreaShellProps, 'entries' | 'selectNested'> & {
  label: string;
  onNavigate?: () => void;
};

/** The drawer's list: links, sections that expand one at a time (the current page's starts open), actions after a divider. */
function AreaNav({ entries, selectNested, label, onNavigate }: NavProps) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const isHere = (to: string) => {
    if (to.includes('?')) return here === to;
    return pathname === to || (!!selectNested && pathname.startsWith(`${to}/`));
  };
  const current = entries.find(
    (e) => e.kind === 'section' && e.children.some((c) => isHere(c.to) || pathname === c.to.split('?')[0]),
  );
  const [open, setOpen] = useState<string | null>(current?.kind === 'section' ? current.id : null);
  const leaf = (
    to: string,
    text: string,
    icon: ReactNode | undefined,
    nested: boolean,
    badge?: ReactNode,
  ) => {
    const selected = isHere(to);
    return (
      <ListItemButton
        key={to}
        component={RouterLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mb: 0.5, minHeight: 48, pl: nested ? 7 : 2 }}
      >
        {icon && (
          <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : undefined }}>
            {icon}
          </ListItemIcon>
        )}
        <ListItemText primary={text} />
        {badge}
      </ListItemButton>
    );
  };
  return (
    <List component="nav" aria-label={label} sx={{ px: 1 }}>
      {entries.map((e, i) => {
        if (e.kind === 'link') return leaf(e.to, e.label, e.icon, false, e.badge);
        if (e.kind === 'action') {
          return (
            <Box key={e.id}>
              {i > 0 && entries[i - 1].kind !== 'action' && <Divider sx={{ my: 1 }} />}
              <ListItemButton onClick={e.onClick} sx={{ borderRadius: 2, minHeight: 48 }}>
                <ListItemIcon sx={{ minWidth: 40 }}>{e.icon}</ListItemIcon>
                <ListItemText primary={e.label} />
              </ListItemButton>
            </Box>
          );
        }
        return (
          <Box key={e.id}>
            <ListItemButton
              onClick={() => setOpen((o) => (o === e.id ? null : e.id))}
              aria-expanded={open === e.id}
              sx={{ borderRadius: 2, mb: 0.5, minHeight: 48 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{e.icon}</ListItemIcon>
              <ListItemText primary={e.label} />
              {open === e.id ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={open === e.id} timeout="auto" unmountOnExit>
              <List component="div" disablePadding>
                {e.children.map((c) => leaf(c.to, c.label, undefined, true))}
              </List>
            </Collapse>
          </Box>
        );
      })}
    </List>
  );
}

/**
 * The one shell of the staff and promoter areas (docs/staff.md#one-area-shell): a fixed top bar (phone menu
 * button, title linking home, extras, account menu), a navigation drawer (persistent from the `md`
 * breakpoint, temporary on phones and closed after a tap) and the page in a capped column.
 */
export function AreaShell(props: AreaShellProps) {
  const { drawerWidth, labels, menuId } = props;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const close = () => setMenu(null);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={labels.openNav}
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to={props.homeTo}
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
            {props.title}
          </Typography>
          {props.badge}
          <Box sx={{ flex: 1 }} />
          {props.actions}
          <IconButton
            color="inherit"
            aria-label={labels.account}
            aria-haspopup="menu"
            aria-controls={menu ? menuId : undefined}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <AccountCircleOutlinedIcon />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={menu}
            open={!!menu}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {props.menuItems(close)}
          </Menu>
        </Toolbar>
      </AppBar>

      <Box sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
        <Drawer
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          <Divider />
          <AreaNav
            entries={props.entries}
            selectNested={props.selectNested}
            label={labels.nav}
            onNavigate={wide ? undefined : () => setMobileOpen(false)}
          />
        </Drawer>
      </Box>

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${drawerWidth}px)` },
          px: { xs: 2, sm: 3, lg: 4 },
          pb: 6,
        }}
      >
        <Toolbar />
        <Box sx={{ pt: { xs: 2, sm: 3 }, maxWidth: props.maxWidth, mx: 'auto' }}>{props.children}</Box>
      </Box>
      {props.after}
    </Box>
  );
}

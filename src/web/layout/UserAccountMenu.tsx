import BlockOutlined from '@mui/icons-material/BlockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * The member area's account menu (SPEC §2 /user): who is signed in, My Profile, Payments, Privacy,
 * Blocked members, then the account actions every area's menu ends with (`accountItems`). Loaded when
 * the account button is first pressed (decision 088).
 */
export default function UserAccountMenu({
  anchor,
  onClose,
  onBlocked,
  firstName,
  registrationNo,
  accountItems,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onBlocked: () => void;
  firstName: string;
  registrationNo: string;
  accountItems: ReactNode[];
}) {
  const { t } = useTranslation('member');
  const { t: tp } = useTranslation('privacy');
  const links = [
    { to: '/user/profile', Icon: PersonOutline, label: t('nav.profile') },
    { to: '/user/payments', Icon: ReceiptLongOutlined, label: t('nav.payments') },
    { to: '/user/privacy', Icon: ShieldOutlined, label: tp('page.menu') },
  ];
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{firstName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {registrationNo}
        </Typography>
      </Box>
      <Divider />
      {links.map(({ to, Icon, label }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {label}
        </MenuItem>
      ))}
      <MenuItem
        onClick={() => {
          onClose();
          onBlocked();
        }}
        sx={{ minHeight: 44 }}
      >
        <ListItemIcon>
          <BlockOutlined fontSize="small" />
        </ListItemIcon>
        {t('nav.blocked')}
      </MenuItem>
      {accountItems}
    </Menu>
  );
}

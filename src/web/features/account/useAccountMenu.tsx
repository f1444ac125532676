import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Logout from '@mui/icons-material/Logout';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { useLanguageSwitch } from './LanguageSwitch';

// The dialogs (forms, zod schemas) load when first opened, not with every area's shell (docs/performance.md#web-first-load).
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const SignOutEverywhereDialog = lazy(() =>
  import('./SignOutEverywhereDialog').then((m) => ({ default: m.SignOutEverywhereDialog })),
);

/**
 * The account actions every area's menu ends with (docs/first-impressions.md#details-members-notice): Change password, Sign out everywhere and
 * Logout, after the language switch (docs/i18n.md). `items(closeMenu)` are the menu entries (an array: MUI menus take no fragments); `dialogs` must
 * be rendered once by the shell.
 */
export function useAccountMenu(onLogout: () => void): {
  items: (closeMenu: () => void) => ReactNode[];
  dialogs: ReactNode;
} {
  const { t } = useTranslation(['common', 'account']);
  const language = useLanguageSwitch();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  // Mounted from the first opening on, so a dialog keeps its closing transition.
  const [opened, setOpened] = useState({ password: false, everywhere: false });
  const entry = (key: string, icon: ReactNode, label: ReactNode, onClick: () => void, ariaLabel?: string) => (
    <MenuItem key={key} onClick={onClick} sx={{ minHeight: 44 }} aria-label={ariaLabel}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
  const items = (closeMenu: () => void) => [
    entry(
      'language',
      <TranslateRounded fontSize="small" />,
      <span lang={language.other}>{LANGUAGE_NAMES[language.other]}</span>,
      () => {
        closeMenu();
        void language.switchTo(language.other);
      },
      t('language.switchTo', { language: LANGUAGE_NAMES[language.other] }),
    ),
    entry('password', <LockOutlined fontSize="small" />, t('account:menu.changePassword'), () => {
      closeMenu();
      setOpened((o) => ({ ...o, password: true }));
      setPasswordOpen(true);
    }),
    entry('everywhere', <DevicesOutlined fontSize="small" />, t('account:menu.signOutEverywhere'), () => {
      closeMenu();
      setOpened((o) => ({ ...o, everywhere: true }));
      setEverywhereOpen(true);
    }),
    entry('logout', <Logout fontSize="small" />, t('account:menu.logout'), onLogout),
  ];
  const dialogs = (
    <Suspense fallback={null}>
      {opened.password && <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />}
      {opened.everywhere && (
        <SignOutEverywhereDialog open={everywhereOpen} onClose={() => setEverywhereOpen(false)} />
      )}
    </Suspense>
  );
  return { items, dialogs };
}

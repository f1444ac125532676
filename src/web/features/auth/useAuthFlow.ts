import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { languageAtSignIn } from '../../../shared/i18n/languages';
import { MSG } from '../../../shared/messages';
import { mayUseArea } from '../../../shared/policies/account';
import { isRole, ROLE_LANDING } from '../../../shared/roles';
import { apiPut } from '../../api/client';
import { readClaims, setToken } from '../../auth/session';
import i18n, { chosenLanguage, currentLang } from '../../i18n';
import type { AuthResponse } from './api';

/**
 * What the browser does with a successful login answer (SPEC §4):
 * status 'active' → store the token (and the answer's user as `currentProfile`, SPEC §3), success toast, go to the role's landing; an unknown role → clear
 * all local storage and toast 'Invalid user role'. Any other status → store the token, info toast with
 * the server's message (or 'Your account is not yet active'), go to /activation-pending.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    (res: AuthResponse) => {
      // Decision 122: a language picked with the switch in this browser wins and is saved to the account
      // (once the token is stored, below); otherwise the account's language wins (docs/i18n.md).
      const { lang, saveToAccount } = languageAtSignIn(chosenLanguage(), res.user.language);
      if (lang !== currentLang()) void i18n.changeLanguage(lang);
      const saveLanguage = () => {
        if (saveToAccount) void apiPut('/api/account/language', { language: lang }).catch(() => undefined);
      };
      if (mayUseArea(res.user.status)) {
        const role = readClaims(res.token).role; // SPEC §6: the role is the token's user_role claim
        if (!isRole(role)) {
          localStorage.clear();
          toast.error(MSG.invalidRole);
          return;
        }
        setToken(res.token, res.user);
        saveLanguage();
        toast.success(res.message || MSG.loginSuccess);
        navigate(ROLE_LANDING[role]);
        return;
      }
      setToken(res.token, res.user);
      saveLanguage();
      toast.info(res.message || MSG.notActive);
      navigate('/activation-pending');
    },
    [navigate],
  );
}

/**
 * Opens the login dialog from anywhere in the public site: navigates to the current page with
 * state `openDialog` (SPEC §2 Navbar), which the navbar picks up.
 */
export function useOpenLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    () => navigate({ pathname, search }, { state: { openDialog: true } }),
    [navigate, pathname, search],
  );
}

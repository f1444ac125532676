import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { MSG } from '../../../shared/messages';
import { mayUseArea } from '../../../shared/policies/account';
import { isRole, ROLE_LANDING } from '../../../shared/roles';
import { readClaims, setToken } from '../../auth/session';
import i18n, { currentLang } from '../../i18n';
import type { AuthResponse } from './api';

/**
 * What the browser does with a successful login answer (SPEC §4):
 * status 'active' → store the token, success toast, go to the role's landing; an unknown role → clear
 * all local storage and toast 'Invalid user role'. Any other status → store the token, info toast with
 * the server's message (or 'Your account is not yet active'), go to /activation-pending.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    (res: AuthResponse) => {
      // issue #9: a signed-in account's language wins over this browser's choice.
      if (res.user.language && res.user.language !== currentLang())
        void i18n.changeLanguage(res.user.language);
      if (mayUseArea(res.user.status)) {
        const role = readClaims(res.token).role; // SPEC §6: the role is the token's user_role claim
        if (!isRole(role)) {
          localStorage.clear();
          toast.error(MSG.invalidRole);
          return;
        }
        setToken(res.token);
        toast.success(res.message || MSG.loginSuccess);
        navigate(ROLE_LANDING[role]);
        return;
      }
      setToken(res.token);
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

import TranslateRounded from '@mui/icons-material/TranslateRounded';
import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Lang } from '../../../shared/i18n/languages';
import { apiPut } from '../../api/client';
import { getToken } from '../../auth/session';
import i18n, { currentLang, markLanguageChosen } from '../../i18n';

/**
 * Switches the app between English and Kannada (docs/i18n.md). The choice is kept in this browser and, when
 * signed in, on the account (PUT /api/account/language) so mails follow it; a choice made before signing in
 * is saved to the account at sign-in (decision 122). Answers the server words
 * (match words, notifications, messages) are fetched again in the new language. Returns the language shown,
 * the other one, and `switchTo(lang)`.
 */
export function useLanguageSwitch() {
  const { i18n: instance } = useTranslation();
  const qc = useQueryClient();
  const lang = currentLang();
  const other: Lang = lang === 'en' ? 'kn' : 'en';
  const switchTo = useCallback(
    async (next: Lang) => {
      markLanguageChosen(next);
      await i18n.changeLanguage(next);
      if (getToken()) await apiPut('/api/account/language', { language: next }).catch(() => undefined);
      await qc.invalidateQueries();
    },
    [qc],
  );
  return { lang, other, switchTo, ready: instance.isInitialized };
}

/**
 * The language switch of the navbar, footer and menus (docs/i18n.md): a button named in the other language
 * ("ಕನ್ನಡ" while English shows, "English" while Kannada shows), with a spoken label in the current one.
 */
export function LanguageSwitch({ sx, ...props }: ButtonProps) {
  const { t } = useTranslation();
  const { other, switchTo } = useLanguageSwitch();
  return (
    <Button
      color="inherit"
      startIcon={<TranslateRounded />}
      onClick={() => void switchTo(other)}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      sx={[
        { minHeight: 44, textTransform: 'none', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}

import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

/** PUT /api/account/language (docs/i18n.md): the account's language for its mails and pages. */
export const languageSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageChoice = z.infer<typeof languageSchema>;

/**
 * Every user-facing message text of SPEC §5 and §8, plus the ones this service adds. The browser and the
 * server both import these, so a text is written once; its Kannada lives in the `messages` catalogue
 * (src/shared/i18n/locales/kn/messages.ts) and the server translates at its boundary (docs/i18n.md).
 */
import messages from './i18n/locales/en/messages';

export const MSG = messages;

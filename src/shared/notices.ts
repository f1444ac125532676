/**
 * The texts of in-app notifications and their mails (docs/member-area.md), in English: the server stores them
 * filled (`fillNotice(NOTICE.interestAcceptedTitle, { who })`) and shows them in the reader's language
 * (src/server/modules/notifications/notify.ts `noticeIn`). Their Kannada lives in the `notices` catalogue.
 */
import notices from './i18n/locales/en/notices';

export const NOTICE = notices;

/** `template` with each `{name}` replaced by `params[name]` (missing names stay as written). */
export function fillNotice(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

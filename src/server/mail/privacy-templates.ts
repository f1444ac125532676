import type { Lang } from '../../shared/i18n/languages';
import type { Config } from '../config';
import { tFor } from '../lib/i18n';
import type { MailMessage } from './mailer';

/**
 * Mails of members' data rights (docs/data-rights.md), in the recipient's language (`users.language`, or the
 * language a visitor filed a grievance in): export ready, deletion scheduled/cancelled/done, grievances.
 */

type Brand = Pick<Config, 'brand' | 'publicUrl'>;

function mail(c: Brand, lang: Lang, to: string, key: string, values: Record<string, string>): MailMessage {
  const t = tFor(lang, 'privacy') as unknown as (key: string, values?: Record<string, string>) => string;
  const all = { site: c.brand.siteName, ...values };
  const sign = `\n\n${t('mail.sign')}\n${c.brand.siteName}\n${c.brand.emails[0]} · ${c.brand.phone}\n${c.publicUrl}`;
  return { to, subject: t(`mail.${key}.subject`, all), text: `${t(`mail.${key}.body`, all)}${sign}` };
}

/** The member's data export is ready to download until `until` (docs/data-rights.md). */
export function exportReadyMail(c: Brand, lang: Lang, to: string, until: string): MailMessage {
  return mail(c, lang, to, 'exportReady', { link: `${c.publicUrl}/user/privacy`, date: until });
}

/** Deletion requested: the account is erased on `dueOn` unless the member signs in and cancels (docs/data-rights.md). */
export function deletionScheduledMail(c: Brand, lang: Lang, to: string, regNo: string, dueOn: string) {
  return mail(c, lang, to, 'deletionScheduled', { regNo, date: dueOn });
}

/** The member cancelled the deletion by signing in (docs/data-rights.md). */
export function deletionCancelledMail(c: Brand, lang: Lang, to: string, regNo: string): MailMessage {
  return mail(c, lang, to, 'deletionCancelled', { regNo });
}

/** The last mail to an account: it has been erased (docs/data-rights.md). */
export function accountErasedMail(c: Brand, lang: Lang, to: string, regNo: string): MailMessage {
  return mail(c, lang, to, 'erased', { regNo });
}

/** Acknowledgement of a grievance with its reference number and the date it is answered by (docs/data-rights.md). */
export function grievanceAckMail(
  c: Brand,
  lang: Lang,
  to: string,
  v: { name: string; ref: string; date: string; officer: Config['grievance']['officer'] },
): MailMessage {
  const o = v.officer;
  return mail(c, lang, to, 'grievanceAck', {
    name: v.name,
    ref: v.ref,
    date: v.date,
    officer: o.name,
    contact: `${o.name}, ${o.email}, ${o.phone}, ${o.address}`,
  });
}

/** The grievance officer's answer (docs/data-rights.md). */
export function grievanceAnswerMail(
  c: Brand,
  lang: Lang,
  to: string,
  v: { name: string; ref: string; answer: string },
): MailMessage {
  return mail(c, lang, to, 'grievanceAnswer', v);
}

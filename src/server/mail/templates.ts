import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n/languages';
import type { Config } from '../config';
import { tFor } from '../lib/i18n';
import type { MailMessage } from './mailer';

type Brand = Pick<Config, 'brand' | 'publicUrl'>;

/** The language of a mail from a stored account language (`users.language`); English when unknown. */
export const mailLang = (value: string | null | undefined): Lang => (isLang(value) ? value : DEFAULT_LANG);

/**
 * Every mail of the service (docs/i18n.md): subject and body from the `mail` catalogue in `lang`, the
 * recipient's account language (`users.language`), never the language of whoever triggered the mail.
 */
const mailT = (lang: Lang) =>
  tFor(lang, 'mail') as unknown as (key: string, values?: Record<string, string>) => string;

const site = (c: Brand) => ({ site: c.brand.siteName });

const sign = (c: Brand, lang: Lang) =>
  `\n\n${mailT(lang)('sign', { site: c.brand.siteName, email: c.brand.emails[0], phone: c.brand.phone, url: c.publicUrl })}`;

const greeting = (lang: Lang, name: string) => `${mailT(lang)('greeting', { name })}\n\n`;

/** The password-reset OTP mail; its body contains the code (decision 004). */
export function otpMail(c: Brand, lang: Lang, to: string, code: string): MailMessage {
  const t = mailT(lang);
  return { to, subject: t('otp.subject', site(c)), text: t('otp.body', { code }) + sign(c, lang) };
}

/** Confirmation after a password reset (decision 004) or change (docs/first-impressions.md#details-members-notice). */
export function passwordChangedMail(c: Brand, lang: Lang, to: string): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('passwordChanged.subject', site(c)),
    text: t('passwordChanged.body') + sign(c, lang),
  };
}

/** Sent after signup: the account is under verification (SPEC §2: 1-2 business days). */
export function registeredMail(c: Brand, lang: Lang, to: string, name: string, regNo: string): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('registered.subject', { ...site(c), regNo }),
    text: greeting(lang, name) + t('registered.body', { regNo }) + sign(c, lang),
  };
}

/** Account activated by staff (docs/accounts.md#verification-by-staff). */
export function activatedMail(c: Brand, lang: Lang, to: string, name: string, regNo: string): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('activated.subject', site(c)),
    text: greeting(lang, name) + t('activated.body', { regNo, url: c.publicUrl }) + sign(c, lang),
  };
}

/** Registration rejected or account deactivated by staff, with the reason (docs/accounts.md#registration). */
export function statusChangedMail(
  c: Brand,
  lang: Lang,
  to: string,
  name: string,
  regNo: string,
  status: 'rejected' | 'inactive',
  reason: string,
): MailMessage {
  const t = mailT(lang);
  const kind = status === 'rejected' ? 'rejected' : 'deactivated';
  return {
    to,
    subject: kind === 'rejected' ? t('rejected.subject', site(c)) : t('deactivated.subject', site(c)),
    text:
      greeting(lang, name) +
      (kind === 'rejected' ? t('rejected.body', { regNo }) : t('deactivated.body', { regNo })) +
      (reason ? `\n\n${t('reason', { reason })}` : '') +
      `\n\n${t('questions')}${sign(c, lang)}`,
  };
}

/** A generic member notification mail (interest received/accepted, photo reviewed; docs/member-area.md#photos). */
export function notificationMail(
  c: Brand,
  lang: Lang,
  to: string,
  title: string,
  body: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: mailT(lang)('notification.subject', { ...site(c), title }),
    text: `${body}\n\n${c.publicUrl}${link}${sign(c, lang)}`,
  };
}

/** One member of a new-match mail (decision 202): words only, and a photo link only when the viewer sees it clear. */
export type NewMatchCard = {
  name: string;
  age: number | null;
  place: string;
  profileUrl: string;
  photoUrl: string | null;
};

/**
 * The new-match mail (decision 202, docs/member-area.md#saved-searches): members who joined since the last
 * mail and match a saved search (`search` names it) or are among MyMatches (`search` null); at most
 * NEW_MATCH_MAIL_CARDS cards, a link to the whole list and the unsubscribe link that works without signing in.
 */
export function newMatchesMail(
  c: Brand,
  lang: Lang,
  to: string,
  name: string,
  search: string | null,
  cards: NewMatchCard[],
  allUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const t = mailT(lang);
  const lines = cards.map((m) => {
    const head =
      m.age === null
        ? t('newMatches.cardNoAge', { name: m.name, place: m.place })
        : t('newMatches.card', { name: m.name, age: String(m.age), place: m.place });
    return `• ${head}\n  ${m.profileUrl}${m.photoUrl ? `\n  ${t('newMatches.photo', { url: m.photoUrl })}` : ''}`;
  });
  return {
    to,
    subject:
      search === null
        ? t('newMatches.matchesSubject', site(c))
        : t('newMatches.searchSubject', { ...site(c), name: search }),
    text:
      greeting(lang, name) +
      (search === null ? t('newMatches.matchesIntro') : t('newMatches.searchIntro', { name: search })) +
      `\n\n${lines.join('\n\n')}\n\n${t('newMatches.all', { url: allUrl })}\n\n${t('newMatches.unsubscribe', { url: unsubscribeUrl })}` +
      sign(c, lang),
  };
}

/** Notice after "sign out everywhere" (docs/first-impressions.md#details-members-notice). */
export function signedOutEverywhereMail(c: Brand, lang: Lang, to: string): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('signedOutEverywhere.subject', site(c)),
    text: t('signedOutEverywhere.body') + sign(c, lang),
  };
}

/** Staff's reply to a contact-form message (docs/first-impressions.md#details-members-notice), quoting what was sent. */
export function contactReplyMail(
  c: Brand,
  lang: Lang,
  to: string,
  name: string,
  topic: string,
  reply: string,
  original: string,
): MailMessage {
  const t = mailT(lang);
  const quoted = original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    to,
    subject: t('contactReply.subject', { ...site(c), topic }),
    text: `${greeting(lang, name)}${reply}\n\n${t('contactReply.youWrote')}\n${quoted}${sign(c, lang)}`,
  };
}

/** Newsletter double opt-in (docs/first-impressions.md#details-members-notice): the confirmation link, and the unsubscribe link for later. */
export function newsletterConfirmMail(
  c: Brand,
  lang: Lang,
  to: string,
  confirmUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('newsletter.subject', site(c)),
    text: t('newsletter.body', { ...site(c), confirmUrl, unsubscribeUrl }) + sign(c, lang),
  };
}

/** A new promoter's invitation (docs/promoter-area.md): a link to set their own password; no password is mailed. */
export function promoterInviteMail(
  c: Brand,
  lang: Lang,
  to: string,
  name: string,
  code: string,
  link: string,
): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('promoterInvite.subject', site(c)),
    text: greeting(lang, name) + t('promoterInvite.body', { code, link, url: c.publicUrl }) + sign(c, lang),
  };
}

/**
 * A promoter's invitation by email (docs/promoter-area.md, refer page): the promoter's name and their referral link
 * (registration with the promo code filled in, ₹100 off the first plan), in `lang`: the language the
 * promoter chose for it (an invited contact has no account language yet; docs/i18n.md).
 */
export function referralInviteMail(
  c: Brand,
  lang: Lang,
  to: string,
  contactName: string,
  promoterName: string,
  link: string,
): MailMessage {
  const t = mailT(lang);
  const names = { ...site(c), promoter: promoterName };
  return {
    to,
    subject: t('referralInvite.subject', names),
    text: greeting(lang, contactName) + t('referralInvite.body', { ...names, link }) + sign(c, lang),
  };
}

/** A staff member's invitation (decision 130): the set-password link, as for promoters (7 days, once). */
export function staffInviteMail(c: Brand, lang: Lang, to: string, name: string, link: string): MailMessage {
  const t = mailT(lang);
  return {
    to,
    subject: t('staffInvite.subject', site(c)),
    text: greeting(lang, name) + t('staffInvite.body', { link, url: c.publicUrl }) + sign(c, lang),
  };
}

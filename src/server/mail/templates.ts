import type { Config } from '../config';
import type { MailMessage } from './mailer';

type Brand = Pick<Config, 'brand' | 'publicUrl'>;

const sign = (c: Brand) =>
  `\n\nWith regards,\n${c.brand.siteName}\n${c.brand.emails[0]} · ${c.brand.phone}\n${c.publicUrl}`;

/** The password-reset OTP mail; its body contains the code (issue #2). */
export function otpMail(c: Brand, to: string, code: string): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: your password reset code`,
    text:
      `Your one-time code to reset your password is ${code}.\n\n` +
      'It is valid for 10 minutes and can be used once. If you did not ask to reset your password, ' +
      `ignore this mail: your password stays as it is.${sign(c)}`,
  };
}

/** Confirmation after a password reset (issue #2) or change (issue #8). */
export function passwordChangedMail(c: Brand, to: string): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: your password was changed`,
    text:
      'The password of your account was just changed, and every other sign-in was signed out. ' +
      `If this was not you, contact us at once.${sign(c)}`,
  };
}

/** Sent after signup: the account is under verification (SPEC §2: 1-2 business days). */
export function registeredMail(c: Brand, to: string, name: string, regNo: string): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: registration received (${regNo})`,
    text:
      `Dear ${name},\n\nThank you for registering. Your registration number is ${regNo}. ` +
      'Our team verifies every profile; you will get an email once your account is activated, ' +
      `usually in 1-2 business days.${sign(c)}`,
  };
}

/** Account activated by staff (issue #2). */
export function activatedMail(c: Brand, to: string, name: string, regNo: string): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: your account is active`,
    text:
      `Dear ${name},\n\nYour account ${regNo} has been verified and is now active. ` +
      `Sign in at ${c.publicUrl} to complete your profile and see your matches.${sign(c)}`,
  };
}

/** Registration rejected or account deactivated by staff, with the reason (issue #2). */
export function statusChangedMail(
  c: Brand,
  to: string,
  name: string,
  regNo: string,
  status: 'rejected' | 'inactive',
  reason: string,
): MailMessage {
  const what =
    status === 'rejected' ? 'your registration could not be approved' : 'your account has been deactivated';
  return {
    to,
    subject: `${c.brand.siteName}: ${status === 'rejected' ? 'registration not approved' : 'account deactivated'}`,
    text:
      `Dear ${name},\n\nWe are sorry to tell you that ${what} (${regNo}).` +
      `${reason ? `\n\nReason: ${reason}` : ''}\n\nReply to this mail or call us if you have questions.${sign(c)}`,
  };
}

/** A generic member notification mail (interest received/accepted, photo reviewed; issue #3). */
export function notificationMail(
  c: Brand,
  to: string,
  title: string,
  body: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: ${title}`,
    text: `${body}\n\n${c.publicUrl}${link}${sign(c)}`,
  };
}

/** Notice after "sign out everywhere" (issue #8). */
export function signedOutEverywhereMail(c: Brand, to: string): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: signed out on every device`,
    text:
      'Every sign-in of your account was just signed out. If this was not you, change your password ' +
      `at once and contact us.${sign(c)}`,
  };
}

/** Staff's reply to a contact-form message (issue #8), quoting what was sent. */
export function contactReplyMail(
  c: Brand,
  to: string,
  name: string,
  topic: string,
  reply: string,
  original: string,
): MailMessage {
  const quoted = original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    to,
    subject: `Re: ${topic} (${c.brand.siteName})`,
    text: `Dear ${name},\n\n${reply}\n\nYou wrote:\n${quoted}${sign(c)}`,
  };
}

/** Newsletter double opt-in (issue #8): the confirmation link, and the unsubscribe link for later. */
export function newsletterConfirmMail(
  c: Brand,
  to: string,
  confirmUrl: string,
  unsubscribeUrl: string,
): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: please confirm your newsletter subscription`,
    text:
      `Someone (we hope you) asked to receive the ${c.brand.siteName} newsletter at this address.\n\n` +
      `To confirm, open this link:\n${confirmUrl}\n\n` +
      'If you did not ask for it, ignore this mail and nothing will be sent to you.\n\n' +
      `To unsubscribe at any time:\n${unsubscribeUrl}${sign(c)}`,
  };
}

/** A new promoter's invitation (issue #11): a link to set their own password; no password is mailed. */
export function promoterInviteMail(
  c: Brand,
  to: string,
  name: string,
  code: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${c.brand.siteName}: set your promoter account password`,
    text:
      `Dear ${name},\n\nA promoter account has been created for you; your promo code is ${code}. ` +
      `Set your password with this link (valid for 7 days, usable once):\n\n${link}\n\n` +
      `Then sign in at ${c.publicUrl} with this email address.${sign(c)}`,
  };
}

/**
 * A promoter's invitation by email (issue #11 refer page): the promoter's name and their referral link
 * (registration with the promo code filled in, ₹100 off the first plan).
 */
export function referralInviteMail(
  c: Brand,
  to: string,
  contactName: string,
  promoterName: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `${promoterName} invites you to ${c.brand.siteName}`,
    text:
      `Dear ${contactName},\n\n${promoterName} invites you to ${c.brand.siteName}, a matrimony service for ` +
      `our community. Register with this link; the promo code is filled in and takes ₹100 off your first ` +
      `plan:\n\n${link}${sign(c)}`,
  };
}

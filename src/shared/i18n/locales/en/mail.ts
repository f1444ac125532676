/**
 * English: the mails the service sends (docs/i18n.md). Each mail goes out in the recipient's account language
 * (`users.language`) through `tFor(lang, 'mail')` (src/server/mail/templates.ts). `{site}` is the site's name.
 */
const mail = {
  sign: 'With regards,\n{site}\n{email} · {phone}\n{url}',
  greeting: 'Dear {name},',
  otp: {
    subject: '{site}: your password reset code',
    body:
      'Your one-time code to reset your password is {code}.\n\nIt is valid for 10 minutes and can be used once. ' +
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: '{site}: your password was changed',
    body: 'The password of your account was just changed, and every other sign-in was signed out. If this was not you, contact us at once.',
  },
  registered: {
    subject: '{site}: registration received ({regNo})',
    body:
      'Thank you for registering. Your registration number is {regNo}. Our team verifies every profile; ' +
      'you will get an email once your account is activated, usually in 1-2 business days.',
  },
  activated: {
    subject: '{site}: your account is active',
    body: 'Your account {regNo} has been verified and is now active. Sign in at {url} to complete your profile and see your matches.',
  },
  rejected: {
    subject: '{site}: registration not approved',
    body: 'We are sorry to tell you that your registration could not be approved ({regNo}).',
  },
  deactivated: {
    subject: '{site}: account deactivated',
    body: 'We are sorry to tell you that your account has been deactivated ({regNo}).',
  },
  reason: 'Reason: {reason}',
  questions: 'Reply to this mail or call us if you have questions.',
  notification: { subject: '{site}: {title}' },
  newMatches: {
    searchSubject: '{site}: new members for your search "{name}"',
    matchesSubject: '{site}: new members among your matches',
    searchIntro: 'These members joined since our last mail and match your saved search "{name}":',
    matchesIntro: 'These members joined since our last mail and are among your matches:',
    card: '{name}, {age} years, {place}',
    cardNoAge: '{name}, {place}',
    photo: 'Photo: {url}',
    all: 'See them all: {url}',
    unsubscribe: 'To stop this mail (no sign-in needed):\n{url}',
  },
  signedOutEverywhere: {
    subject: '{site}: signed out on every device',
    body: 'Every sign-in of your account was just signed out. If this was not you, change your password at once and contact us.',
  },
  contactReply: { subject: 'Re: {topic} ({site})', youWrote: 'You wrote:' },
  newsletter: {
    subject: '{site}: please confirm your newsletter subscription',
    body:
      'Someone (we hope you) asked to receive the {site} newsletter at this address.\n\n' +
      'To confirm, open this link:\n{confirmUrl}\n\n' +
      'If you did not ask for it, ignore this mail and nothing will be sent to you.\n\n' +
      'To unsubscribe at any time:\n{unsubscribeUrl}',
  },
  promoterInvite: {
    subject: '{site}: set your promoter account password',
    body:
      'A promoter account has been created for you; your promo code is {code}. Set your password with this ' +
      'link (valid for 7 days, usable once):\n\n{link}\n\nThen sign in at {url} with this email address.',
  },
  referralInvite: {
    subject: '{promoter} invites you to {site}',
    body:
      '{promoter} invites you to {site}, a matrimony service for our community. Register with this link; ' +
      'the promo code is filled in and takes ₹100 off your first plan:\n\n{link}',
  },
  staffInvite: {
    subject: '{site}: set your staff account password',
    body:
      'A staff account has been created for you. Set your password with this link (valid for 7 days, ' +
      'usable once):\n\n{link}\n\nThen sign in at {url} with this email address.',
  },
} as const;

export default mail;

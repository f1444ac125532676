/**
 * English: in-app notifications and their mails (docs/member-area.md, docs/i18n.md). The server stores these texts filled in
 * English (`NOTICE.x` with its `{placeholders}` replaced) and shows them in the reader's language by
 * matching the English wording (docs/i18n.md "Notifications"). Keys stay flat.
 */
const notices = {
  interestReceivedTitle: '{name} ({registrationNo}) has expressed interest in you',
  interestReceivedBodyMessage: 'Their message: “{message}”. Open your interests to accept or decline.',
  interestReceivedBody: 'Open your interests to see their profile and accept or decline.',
  interestAcceptedTitle: '{who} accepted your interest',
  interestAcceptedBody:
    'You can now see their contact details on their profile (with a Silver or Premium plan).',
  interestDeclinedTitle: '{who} declined your interest',
  interestDeclinedBody: 'Keep going: there are more matches waiting for you.',
  accountActivatedTitle: 'Your account is active',
  accountActivatedBody:
    'Welcome! Complete your profile, add photos and set your partner preferences to see better matches.',
  profileChangeApprovedTitle: 'Your profile change was approved',
  profileChangeApprovedBody: 'Your change of {fields} has been approved and is now on your profile.',
  profileChangeRejectedTitle: 'Your profile change was not approved',
  profileChangeRejectedBody: 'Your change of {fields} could not be approved. Reason: {reason}',
  planExpiredTitle: 'Your plan has expired',
  planExpiredBody:
    'Your paid plan has ended and your account is on the Free plan. Renew to express interest and see contact details again.',
  planExpiringTitle: 'Your plan expires on {date}',
  planExpiringBody:
    'Renew before {date} to keep expressing interest and seeing contact details. Your new period starts when the current one ends.',
  paymentConfirmedTitle: 'Your {plan} plan is active',
  paymentConfirmedBody: 'We received {amount} (receipt {receiptNo}). Your {plan} plan runs until {date}.',
  photoApprovedTitle: 'Your photo was approved',
  photoApprovedBody:
    'Your photo has been approved and is shown to members as your photo privacy settings allow.',
  photoRejectedTitle: 'Your photo was not approved',
  photoRejectedBody: 'Your photo could not be approved. Reason: {reason}. Please upload another one.',
  chartApprovedTitle: 'Your horoscope chart was approved',
  chartApprovedBody: 'Your horoscope chart is shown to members as your horoscope privacy setting allows.',
  chartRejectedTitle: 'Your horoscope chart was not approved',
  chartRejectedBody:
    'Your horoscope chart could not be approved. Reason: {reason}. Please upload another one.',
  // decision 111: paid while the account is under verification
  paymentWaitingTitle: 'Your {plan} plan is paid',
  paymentWaitingBody:
    'We received {amount} (receipt {receiptNo}). Your {plan} plan starts when your account is verified.',
  // decision 110: a payment the plan rules refuse at confirmation is credited, never applied blindly
  paymentCreditedTitle: 'We received {amount}',
  paymentCreditedBody:
    'We received {amount} for the {plan} plan, but your current plan already covers it, so nothing was changed. Our team will refund it or add it to your plan as credit.',
  // decision 165: staff decided a report about the member's profile (never naming who reported)
  moderationWarnedTitle: 'A message from our team about your profile',
  moderationWarnedBody: 'Our team reviewed your profile and asks you to take note: {reason}',
  moderationHiddenTitle: 'Your profile is hidden until it is changed',
  moderationHiddenBody:
    'Our team has hidden your profile from other members. Reason: {reason}. Please edit your profile; it is listed again once our team has checked it.',
  // decision 160: success stories
  successNamedTitle: '{name} ({registrationNo}) says the two of you found each other',
  successNamedBody: 'Open your dashboard to confirm. Confirming hides your profile from search and matches.',
  storyApprovedTitle: 'Your success story is published',
  storyApprovedBody:
    'It now appears on our home page and About page. Either of you can withdraw it at any time from your dashboard.',
  storyRejectedTitle: 'Your success story was not published',
  storyRejectedBody: 'Reason: {reason}. You can change the story from your dashboard and send it again.',
  // the assisted service (docs/assisted-service.md)
  assistPricedTitle: 'Your Assisted Service price is {amount}',
  assistPricedBody:
    'Pay online from this link, or at our office. Your relationship manager starts once it is paid.',
  assistManagerTitle: 'Your relationship manager is {name}',
  assistManagerBody: 'They will call you to understand the partner you are looking for.',
  assistSuggestionTitle: 'Your relationship manager suggested {name} ({registrationNo})',
  assistSuggestionBody: 'Open your dashboard to approve or decline the suggestion.',
  interestByManagerTitle:
    'The relationship manager of {name} ({registrationNo}) sent you an interest for them',
  // conversations (docs/conversations.md#notifications)
  messageReceivedTitle: 'New message from {name} ({registrationNo})',
  messageReceivedBody: 'Open your conversations to read it and reply.',
  messageDigestTitle: '{count} new messages from {name}',
  messageDigestBody: 'Sign in to read them. You can turn these emails off in your settings.',
  // the relationship manager's bell (docs/assisted-service.md#a-relationship-manager)
  assistAssignedTitle: 'You are now the relationship manager of {name} ({registrationNo})',
  assistAssignedBody: 'Call them to understand the partner they are looking for.',
  assistApprovedTitle: '{name} ({registrationNo}) approved your suggestion {candidate}: the interest is sent',
  assistApprovedBody: 'Follow it up with the family.',
  assistDeclinedTitle: '{name} ({registrationNo}) declined your suggestion {candidate}',
  assistDeclinedBody: 'Their reason: {reason}',
} as const;

export default notices;

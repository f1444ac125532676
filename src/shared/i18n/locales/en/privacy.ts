/**
 * English: members' data rights (docs/data-rights.md): the privacy notice summary, consent, "Your data" (export,
 * sign-ins, deletion), grievances, their mails, and the staff pages (grievances, deletion queue).
 */
const privacy = {
  notice: {
    version: 'Privacy notice version {version}, in force since {date}',
    law: 'Digital Personal Data Protection Act, 2023',
    read: 'Read the privacy notice',
    summaryTitle: 'The notice in short',
    summary1:
      'We collect what you give at registration and in your profile, your photos, preferences, interests and payments, and your sign-ins.',
    summary2:
      'We use it to verify your account, show your profile to signed-in members of the other gender, find matches and run your membership. Your first name, age, city and occupation appear on our public home page only if you turn on "Show me on the public home page" in your privacy settings (off unless you choose it).',
    summary3:
      'You can download your data, correct it, delete your account, and file a grievance with our grievance officer.',
  },
  consent: {
    checkbox:
      'I have read the privacy notice (version {version}) and agree that my details are used as it describes: to show my profile to signed-in members of the other gender, to find matches and to run my membership. My profile appears on the public home page only if I turn that on in my privacy settings.',
    changedTitle: 'Our privacy notice has changed',
    changedBody:
      'Before you continue, please read the privacy notice in force since {date} (version {version}): what we collect, why, who sees it, how long we keep it and your rights.',
    agree: 'I agree',
    signOut: 'Sign out',
  },
  deletionGate: {
    title: 'Your account is scheduled for deletion',
    body: 'You asked us to delete your account. It is hidden from every member and will be deleted on {date}.',
    question: 'Do you want to keep your account? Your profile is then shown to members again.',
    keep: 'Keep my account',
  },
  // docs/installable-app.md#push (decision 201): notifications on this device.
  push: {
    title: 'Notifications on this device',
    intro:
      'Get a notification on this phone or computer when something happens, even when the site is closed.',
    turnOn: 'Turn on notifications',
    turnOff: 'Turn off on this device',
    onHere: 'Notifications are on for this device.',
    blocked:
      'Notifications are blocked for this site in your browser settings. Allow them there, then try again.',
    unsupported:
      'This browser cannot show notifications. On a phone, add the site to your home screen first.',
    kinds: 'Notify me when',
    interest_received: 'Someone expresses interest in me',
    interest_accepted: 'My interest is accepted',
    message_received: 'I get a new message',
    failed: 'Notifications could not be turned on. Please try again.',
    // Decision 208: push is part of the Silver and Premium plans; installing the app is open to all.
    locked:
      'Notifications on your phone or computer are part of the Silver and Premium plans. You can still install the app and see every notification in the bell.',
    seePlans: 'See the plans',
  },
  page: {
    title: 'Your data and sign-ins',
    menu: 'Your data and sign-ins',
    back: 'Dashboard',
    loadError: 'Your data could not be loaded.',
  },
  export: {
    title: 'Download my data',
    intro:
      'A ZIP with your profile, preferences, photos, interests, notifications, payments and receipts, sign-ins and consents. Other members appear only by registration number and first name. The download is available for {days} days.',
    preparing: 'Preparing your data… {progress}%',
    preparingLabel: 'Preparing your data',
    download: 'Download my data',
    readyLine: 'ZIP, {size} · prepared {at} · available until {until}',
    failed: 'The copy asked for on {date} could not be prepared. Please ask again.',
    expired: 'The copy prepared on {date} has expired and was deleted.',
    ask: 'Prepare my data',
    askAgain: 'Prepare a new copy',
  },
  signIns: {
    title: 'Recent sign-ins',
    none: 'No sign-ins recorded yet.',
    kept: 'Sign-ins are kept for one year. Not you? Change your password and sign out everywhere.',
    signOutEverywhere: 'Sign out everywhere',
  },
  consents: {
    title: 'Privacy notice',
    none: 'No consent recorded.',
    version: 'Version {version}',
    agreedOn: 'Agreed on {date}',
    grievanceLink: 'Correct my data or file a grievance',
  },
  deletion: {
    title: 'Delete my account',
    intro:
      'Your profile is hidden at once; after {days} days your data is erased. You can download your data first.',
    button: 'Delete my account',
    dialogTitle: 'Delete your account?',
    dialogBody:
      'Your profile disappears from every list at once and you are signed out on every device. After {days} days your profile, photos, interests and history are erased for good; payment receipts are kept as the law requires. Until then, signing in lets you cancel.',
    password: 'Your password',
    passwordHelp: 'Enter your password to confirm',
    keep: 'Keep my account',
    scheduled: 'Your account will be deleted on {date}.',
  },
  grievance: {
    sectionTitle: 'Your data: correction and grievances',
    sectionIntro:
      'Ask for a copy of your data, a correction, erasure, or withdraw your consent. Every grievance gets a reference number and an answer from our grievance officer.',
    officer: 'Grievance officer',
    answerWithin: 'We answer every grievance within {days} days.',
    name: 'Your name',
    email: 'Your email',
    kind: 'What is it about?',
    message: 'Your grievance',
    messageHelp: 'Tell us your registration number if you have one.',
    send: 'Send grievance',
    done: 'Your grievance is recorded with reference {ref}. We will answer it by {date}; we have emailed you the reference.',
    another: 'File another',
    kinds: {
      access: 'A copy of my data',
      correction: 'Correct my data',
      erasure: 'Erase my data',
      consent: 'Withdraw my consent',
      other: 'Something else about my data',
    },
  },
  mail: {
    sign: 'With regards,',
    exportReady: {
      subject: '{site}: your data is ready to download',
      body: 'The copy of your data you asked for is ready. Sign in and open "Your data" to download it: {link}\n\nThe download is available until {date}; then the file is deleted.',
    },
    deletionScheduled: {
      subject: '{site}: your account will be deleted on {date}',
      body: 'Your account {regNo} is no longer shown to anyone and will be deleted on {date}. Until then you can cancel the deletion by signing in. After that date your profile, photos, interests and history are erased; payment receipts are kept as the law requires.\n\nIf you did not ask for this, sign in at once and contact us.',
    },
    deletionCancelled: {
      subject: '{site}: the deletion of your account is cancelled',
      body: 'Your account {regNo} will not be deleted. Your profile is shown to members again.',
    },
    erased: {
      subject: '{site}: your account has been deleted',
      body: 'As you asked, your account {regNo} and its personal data have been deleted. Payment receipts are kept with the minimum details the tax law requires. Thank you for being with us.',
    },
    grievanceAck: {
      subject: '{site}: grievance {ref} received',
      body: 'Dear {name},\n\nWe have received your grievance. Its reference number is {ref}. Our grievance officer, {officer}, will answer it by {date}.\n\nGrievance officer: {contact}',
    },
    grievanceAnswer: {
      subject: '{site}: answer to grievance {ref}',
      body: 'Dear {name},\n\n{answer}\n\nReference: {ref}',
    },
  },
  admin: {
    grievancesTitle: 'Grievances',
    grievancesIntro:
      'Data-rights requests and complaints to the grievance officer. Answer each before its due date; the answer is emailed.',
    noGrievances: 'No grievances yet.',
    answered: 'Answered',
    due: 'Due {date}',
    overdue: 'Overdue {date}',
    answeredOn: 'Answered {date}',
    answer: 'Answer',
    answerTitle: 'Answer {ref}',
    answerMailed: 'Your answer is emailed to {email}.',
    sendAnswer: 'Send answer',
    cancel: 'Cancel',
    deletionsTitle: 'Deletion queue',
    deletionsIntro:
      'Members who asked to delete their account. They are hidden at once and erased by a job after 30 days unless they sign in and cancel.',
    noDeletions: 'No account is waiting to be deleted.',
    regNo: 'Registration no.',
    name: 'Name',
    askedOn: 'Asked on',
    erasedOn: 'Erased on',
    state: 'State',
    erased: 'Erased',
    grace: 'Grace period',
    erasedName: '(erased)',
  },
} as const;

export default privacy;

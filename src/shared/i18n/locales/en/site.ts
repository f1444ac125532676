/**
 * English: the remaining public pages (docs/i18n.md): About Us, Services, Membership and its plan cards,
 * the privacy policy and the contact form.
 */
const site = {
  about: {
    pageTitle: 'About Us',
    eyebrow: 'About Us',
    title: 'About {name}',
    lead: 'A Superior Matrimony Service. Register and find your special someone matches within your community.',
    whoTitle: 'Who we are',
    ourTeam: 'our team',
    who1: '{name} is run by {company} for families of our community who are looking for a life partner for themselves, a son or daughter, a brother or a sister. We started it because the familiar way of finding a match, through relatives and people we trust, deserved a place online that keeps the same care.',
    who2: 'That is why every registration is read by a member of our staff before it is listed, why contact details are never on show, and why families can ask our assistance staff or a community promoter for help at any step.',
    whatTitle: 'What we do',
    what: {
      verify:
        'Verify each new registration within 1-2 business days, and tell you by email when it is active.',
      suggest: "Suggest matches from your partner preferences and let you search the community's profiles.",
      interest:
        "Let members express interest and, once an interest is accepted, let paid members see each other's contact details.",
      assisted:
        'Offer an assisted service for families who want our staff to help them shortlist and follow up.',
      promoters: 'Work with promoters in the community who refer families and help them register.',
    },
    promiseTitle: 'Our promise',
    promiseBefore:
      'We do not sell your data or show it to advertisers. We ask only for what is needed to find a good match, and we tell you plainly what we keep and why in our',
    promiseLink: 'privacy policy',
    promiseAfter: '.',
    valuesTitle: 'What we stand for',
    values: {
      trust: {
        title: 'Trust',
        text: 'People, not just software, check every registration before it is listed.',
      },
      privacy: {
        title: 'Privacy',
        text: 'Your contact details are yours: shared only when you accept an interest.',
      },
      family: {
        title: 'Family first',
        text: 'Parents, siblings and guardians can register and search on someone’s behalf.',
      },
      community: {
        title: 'Community',
        text: 'One community, its languages, castes and places, known and respected.',
      },
    },
    ready: 'Ready to begin?',
    registerFree: 'Register Free',
    contactUs: 'Contact Us',
  },
  service: {
    pageTitle: 'Service',
    eyebrow: 'Service',
    title: 'How we help you find a match',
    lead: 'A verified-profile matrimony service for our community: real people check every registration, and your contact details stay private until you say yes.',
    cards: {
      verified: {
        title: 'Verified registrations',
        text: 'A member of our staff reviews every new registration within 1-2 business days before the profile is listed. You get an email as soon as your account is active.',
      },
      plans: {
        title: 'Membership plans',
        text: 'Registering and browsing are free. Silver and Premium plans let you express interest and see the contact details of members who accept.',
      },
      assisted: {
        title: 'Assisted service',
        text: 'Short of time? Our assistance staff help you shortlist suitable profiles and reach out to families on your behalf.',
      },
      promoters: {
        title: 'Community promoters',
        text: 'Promoters from the community refer families they know, help them register and stay a familiar point of contact.',
      },
      privacy: {
        title: 'Privacy and safety',
        text: 'Contact details stay private until an interest is accepted, photos follow your privacy setting, and you can block or report anyone.',
      },
      help: {
        title: 'Help when you need it',
        text: 'Write or call us with any question about your profile, a plan or a member. We answer on working days.',
      },
    },
    free: 'Free',
    freeText: 'create your profile, browse and search members, receive and accept interests.',
    planPrice: '{price} for {duration}.',
    andMore: ' and more.',
    verificationTitle: 'How verification works',
    verification1Before: 'When you register, your account is created as',
    verificationStatus: 'under verification',
    verification1After:
      '. A member of our staff reads the registration: that the details are complete and consistent, that the person is of marriageable age (18, or 21 for a groom) and that the profile belongs to our community. This takes 1-2 business days.',
    verification2:
      'Once approved, your profile is listed and you receive an email. If something is missing or unclear we write to you with the reason, and you can contact us to put it right. Photos are reviewed before other members can see them.',
    plansTitle: 'Membership plans',
    plans1: 'Every account starts free. Paid plans add what you need to move from browsing to talking:',
    plans2:
      'Contact details are shown only to members on a paid plan, and only after an interest between the two members has been accepted.',
    comparePlans: 'Compare plans',
    assistedTitle: 'Assisted service',
    assistedText:
      'Some families prefer a helping hand. With the assisted service, a member of our assistance staff learns what you are looking for, suggests profiles, and sends and follows up interests for you. You stay in control: nothing is shared with another family without your agreement.',
    promotersTitle: 'Community promoters',
    promotersText:
      'Promoters are trusted people in the community who refer families to the service and help them register. A promoter may give you a promo code worth ₹100 off a plan. Promoters are not shown your contact details or your messages through the service.',
    privacyTitle: 'Privacy and safety',
    privacyPoints: {
      never: 'Your mobile number, email and address are never shown on a public page.',
      paid: 'Another member sees them only when they are on a paid plan and an interest between you has been accepted.',
      photos:
        'Your photos are shown only as your privacy setting allows: all members, paid members, members whose interest you accepted, or nobody.',
      block: 'You can block a member or report a profile; staff look into every report.',
    },
    readBefore: 'Read the full',
    readLink: 'privacy policy',
    readAfter: '.',
    registerFree: 'Register Free',
    ask: 'Ask us a question',
  },
  membership: {
    pageTitle: 'Membership Plans',
    eyebrow: 'Membership plans',
    title: 'Find Your Perfect Match',
    lead: 'Registering is free. Choose a plan when you are ready to express interest and talk to families.',
    whyTitle: 'Why join us',
    reasons: {
      checked: 'Every profile is checked by our staff before it is listed',
      community: 'Matches from your own community, by your partner preferences',
      interest: 'Express interest and get replies from serious families',
      contacts: 'See contact details once an interest is accepted',
      photos: 'Decide who sees your photos',
      help: 'Help from our team whenever you need it',
    },
    choose: 'Choose your plan',
    promoBefore: 'Have a promo code from a promoter? It takes',
    promoOff: '{amount} off',
    promoAfter: 'the plan price when you pay.',
    secureTitle: 'Secure Payment',
    secureText: 'Your payment details travel over a connection protected by 256-bit SSL encryption.',
    verifiedTitle: 'Verified Profiles',
    verifiedText: 'Our staff verify every registration within 1-2 business days before it is listed.',
    optionsTitle: 'Payment Options',
    optionsText: 'Pay by card or PayPal.',
  },
  plans: {
    was: 'Was {price}',
    getStarted: 'Get Started',
    mostComplete: 'Most complete',
    loading: 'Loading plans',
    retry: 'Retry',
    loadError: 'The plans could not be loaded.',
    empty: 'No plans are on offer right now. Please check back soon or contact us.',
  },
  policy: {
    pageTitle: 'Privacy Policy',
    eyebrow: 'Privacy Policy',
    title: 'Your privacy',
    lead: 'What {name} collects about you, why, who can see it, and how to have it corrected or erased.',
    onThisPage: 'On this page',
    toc: {
      collect: 'What we collect',
      why: 'Why we use it',
      who: 'Who sees what',
      security: 'How we protect it',
      retention: 'How long we keep it',
      rights: 'Correcting or erasing your data',
      changes: 'Changes and contact',
    },
    intro:
      'This policy covers the {name} website and service, run by {company}. We collect only what a matrimony service needs, we do not sell personal data, and we do not show it to advertisers.',
    collect: {
      register: {
        label: 'When you register:',
        text: 'who the profile is for, first and last name, gender, date of birth (and the age worked out from it), marital status, mother tongue, religion, caste, educational qualification, occupation, income band, country of work and residence, state, city, address, the name of a parent or guardian, your email, your mobile number and a password (we keep only a one-way hash of it, never the password itself).',
      },
      use: {
        label: 'As you use the service:',
        text: 'what you add to your profile (for example height, family, horoscope details, diet and a description), the photos you upload, your partner preferences, your photo privacy setting, the interests you send, receive and answer, your shortlist, members you block, reports you make, and which profiles you viewed.',
      },
      signin: {
        label: 'Sign-in and device data:',
        text: 'the time of your last sign-in and activity, and the IP address a request comes from. We use the address to slow down repeated failed sign-ins and password reset requests and to investigate abuse; our server logs record it with each request.',
      },
      write: {
        label: 'When you write to us:',
        text: 'what you tell us by email or phone. Staff actions on accounts (for example approving a registration) are logged with the staff member who took them.',
      },
    },
    cookies:
      "We do not use advertising or tracking cookies. The site keeps your sign-in token in your browser's storage so you stay signed in; signing out removes it.",
    why: {
      verify: 'To verify that a registration is genuine, complete and of a person of marriageable age.',
      show: 'To show your profile to suitable members and to suggest and search for matches.',
      interests: 'To pass on interests and, when you accept one, let the other member contact you.',
      emails:
        'To send you the emails the service needs: activation, one-time passwords (OTP) for a password reset, and notices about interests and your account.',
      safe: 'To keep accounts safe, prevent abuse and act on reports.',
      plan: 'To provide the plan you pay for and keep the records the law requires for payments.',
    },
    who: {
      visitors: {
        label: 'Visitors',
        text: "(not signed in) see only recently joined members' first name, age, city and occupation, never a surname, contact detail or photo.",
      },
      others: {
        label: 'Other members',
        text: 'see your profile once it is verified and listed, without your mobile number, email and address.',
      },
      contacts: {
        label: 'Contact details',
        text: '(mobile, email, address) are shown only to a member on a paid plan, and only after an interest between the two of you has been accepted.',
      },
      photos: {
        label: 'Photos',
        text: 'are shown only after staff have approved them, and only as your photo privacy setting allows: to all members, to paid members only, only to members whose interest you accepted, or to nobody. Anyone else sees a blurred version or no photo.',
      },
      staff: {
        label: 'Our staff',
        text: '(administrators and the assistance team) see what they need to verify accounts, help members and handle reports.',
      },
      providers: {
        label: 'Service providers',
        text: 'who host the service and deliver its emails process data only on our instructions. We share data with authorities only when the law requires it.',
      },
    },
    blocked: 'Members you block no longer see your profile, and you no longer see theirs.',
    security:
      'Connections to the site are encrypted. Passwords and one-time passwords are stored only as hashes; an OTP is valid for 10 minutes and can be used once. Resetting your password signs out every other session. Access to personal data inside the service is limited by role.',
    retention: {
      open: 'Your profile, photos and preferences: while your account is open.',
      closed:
        'After you ask us to close your account, or after a registration is not approved: we delete the profile, photos, preferences, interests and shortlists within 30 days, keeping only what the law requires us to keep (for example payment receipts for tax purposes) and a record that the account was closed.',
      otp: 'One-time passwords: they expire after 10 minutes and can never be used after that.',
      counters: 'Counters of failed sign-ins per account and per address: they reset within minutes.',
    },
    rightsBefore:
      'You can correct most of your profile yourself after signing in. To correct anything else, to get a copy of the data we hold about you, to withdraw your consent, or to have your account and data erased, write to',
    rightsAfter:
      'from the email address you registered with (or tell us your registration number). We answer within 30 days.',
    mailFallback: 'the email on our Contact Us page',
    complaint:
      'If you are not satisfied with our answer, you may raise a complaint with the relevant authority in India.',
    changes:
      'If we change this policy in a way that matters, we will say so on this page and email registered members before the change takes effect. Questions about privacy:',
    orCall: ', or call {phone}',
    end: '.',
  },
  contact: {
    pageTitle: 'Contact Us',
    eyebrow: 'Contact Us',
    title: 'We are here to help',
    lead: 'Questions about registering, verification, plans or a profile? Write or call us; a person will answer.',
    email: 'Email',
    phone: 'Phone',
    hoursTitle: 'Office hours',
    hours: 'Monday to Saturday, 10:00 am to 6:00 pm IST',
    closed:
      'Closed on Sundays and public holidays. Emails sent outside these hours are answered on the next working day.',
    waiting:
      'Waiting for verification? New registrations are checked within 1-2 business days; you will get an email once your account is active.',
    formTitle: 'Send us a message',
    formIntro:
      'A person from our team reads every message and answers by email, usually within one business day.',
    name: 'Your name',
    mobile: 'Mobile number (optional)',
    mobileHelp: 'If you would like a call back',
    registrationNo: 'Registration number (if any)',
    topic: 'Topic',
    topics: {
      registration: 'Registration and verification',
      plans: 'Membership plans and payment',
      assisted: 'Assisted service',
      profile: 'My profile or photos',
      concern: 'Report a concern',
      other: 'Something else',
    },
    message: 'Message',
    willWrite: 'We will write to {email}.',
    alsoWrite: 'You can also write to {email}.',
    clear: 'Clear',
    send: 'Send',
  },
  upgradeDialog: {
    title: 'Choose the best plan for you',
    chosenNotice:
      'You chose the {plan} plan. Payment opens once your account is verified; we will email you when it is ready.',
    chosen: 'Chosen',
    choose: 'Choose {plan}',
    cancel: 'Cancel',
  },
} as const;

export default site;

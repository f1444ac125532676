/** English: the account menu and its dialogs, shared by the member, promoter and staff areas (docs/i18n.md). */
const account = {
  menu: {
    changePassword: 'Change password',
    signOutEverywhere: 'Sign out everywhere',
    logout: 'Logout',
  },
  changePassword: {
    title: 'Change password',
    done: 'You stay signed in here. Use the new password the next time you log in, on every device.',
    intro: 'After the change, every other device signed in to this account is signed out.',
    current: 'Current password',
    new: 'New password',
    newHint: 'At least 8 characters',
    confirm: 'Confirm new password',
    submit: 'Change password',
  },
  signOutEverywhere: {
    title: 'Sign out everywhere?',
    body: 'Every device signed in to this account is signed out, this one too. Log in again with your password. If you think someone else knows your password, change it first.',
    submit: 'Sign out everywhere',
  },
  actions: {
    cancel: 'Cancel',
    done: 'Done',
  },
} as const;

export default account;

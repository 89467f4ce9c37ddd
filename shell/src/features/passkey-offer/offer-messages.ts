// The one-time passkey offer after signing in (issue 36.2), loaded only when it is shown.
export const offerMessages = {
  title: 'Sign in faster next time with a passkey',
  body: "Your device's fingerprint, face or screen lock signs you in: no code to wait for, no password to remember.",
  add: 'Add a passkey',
  adding: 'Waiting for your device…',
  notNow: 'Not now',
  added: 'Passkey added. Next time, sign in with it.',
  failed: 'The passkey could not be added. Try again, or add one later on Profile.',
};

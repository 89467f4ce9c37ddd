// The text of "Continue with email": an address, then a code mailed to it, which signs the person in and makes their
// account when the address is new (issue 36.1). Loaded with the sign-in screen, like the rest of auth's text.

export const emailCodeMessages = {
  intro: 'New here or back again: enter your email and we will send you a code. No password needed.',
  continueWithEmail: 'Continue with email',
  sending: 'Sending the code…',
  orPassword: 'or sign in with your password',
  codeTitle: 'Check your email',
  codeSent: 'We sent a 6-digit code to {email}. It works for 10 minutes; the email also has a link that signs you in.',
  code: 'Code from the email',
  codeHint: 'Six digits. You can paste the whole code.',
  codeRequired: 'Enter the 6 digits from the email.',
  name: 'Your name',
  nameHint: 'New to BookNook? Tell us what to call you. Leave it empty if you already have an account.',
  submit: 'Continue',
  checking: 'Signing you in…',
  otherEmail: 'Use another email',
  sendAgain: 'Send a new code',
  sentAgain: 'We sent a new code. The old one no longer works.',
  failed: 'Something went wrong. Please try again.',
  link: {
    title: 'Continue to BookNook',
    intro: 'Tap to sign in on this device with the link from your email.',
    newcomer: 'Welcome! Tell us your name to create your account.',
    submit: 'Sign in',
    missingToken: 'This link is incomplete. Open the whole link from the email, or ask for a new code.',
    askAgain: 'Ask for a new code',
  },
} as const;

// The text of signing in with a passkey (issue 36.2), loaded with the sign-in screen.
export const passkeyMessages = {
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey…',
  failed: 'Signing in with a passkey did not work. Try again, or continue with email.',
} as const;

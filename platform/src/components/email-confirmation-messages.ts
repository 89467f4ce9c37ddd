// The text of EmailConfirmationNotice: loaded with it, on demand, so that no first visit pays for it
// (the shell's first load is held to its budget, docs/architecture.md §7).

/** What a member who has not opened the link mailed to their address is told (issue 24.3). */
export const emailConfirmationMessages = {
  title: 'Confirm your email address',
  body: (email: string) =>
    `We sent a link to ${email}. Open it to see sellers’ contact details and write to them: it keeps sellers’ details away from fake accounts.`,
  pending: (email: string) => `We sent a link to ${email}. Your address changes when you open it.`,
  resend: 'Send the link again',
  resending: 'Sending…',
  failed: 'The link could not be sent. Please try again in a moment.',
} as const;

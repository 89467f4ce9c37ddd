// What a member's public page says (issue 37).
export const memberTexts = {
  usernameInvalid: 'username must be a member’s username.',
} as const;

// What the notifications feature (the bell) answers.

export const notificationTexts = {
  beforeInvalid: 'before must be a notification id.',
  limitInvalid: 'limit must be a whole number from 1 to 50.',
  upToInvalid: 'up_to_id must be a notification id.',
} as const;

// What the messages feature tells people about conversations (the rate-limit answers stay in src/texts/: the plugin sends them).

import { localized } from '../../lib/language';
import { conversationTextsNe } from './texts.ne';

const conversationEnglish = {
  ownBook: 'This is your own book: members write to you about it from its page.',
  bookUnavailable: 'This book is no longer listed, so a new conversation cannot start.',
  bodyRequired: 'Write a message first.',
  bodyTooLong: 'A message can be at most 2000 characters.',
  blockedByMe: 'You blocked this member. Unblock them to send messages.',
  blockedByThem: 'You can no longer send messages in this conversation.',
  memberLeft: 'This member has left BookNook.',
  moderatorsRead: 'Moderators read reported conversations; they do not write in them.',
  notSent: 'Your message was not sent. Please try again.',
  blocked: 'Member blocked. Neither of you can send messages in this conversation.',
  unblocked: 'Member unblocked.',
  reported: 'Thank you. The conversation has been reported to the moderators.',
  alreadyReported: 'You have already reported this conversation.',
  reportResolved: 'Report closed.',
  readInvalid: 'last_read_id must be a message id.',
  beforeInvalid: 'before must be a message id.',
  tooManyStreams: 'Too many open message streams. Close another BookNook tab and try again.',
} as const;

export type ConversationTexts = typeof conversationEnglish;

export const conversationTexts = localized(conversationEnglish, { ne: conversationTextsNe });

/**
 * The push of a new message (issue 41): who wrote about which book, never what they wrote (a lock screen shows it).
 * English only for now: it is made while the writer's request is answered, so a catalogue read then would speak the
 * writer's language, not the reader's (docs/i18n.md, "The API").
 */
export const messagePushTexts = {
  title: (writer: string, book: string) => `${writer} wrote about ${book}`,
  body: 'Open BookNook to read it.',
  someone: 'Someone',
} as const;

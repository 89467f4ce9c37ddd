// Compiled from messages.ts by platform/build/compile-catalogue.ts (its key test rewrites it): never edited by hand.
import type { CompiledMessages } from '@booknook/platform';

const compiled: CompiledMessages = {
  '© {year, number, plain} BookNook. All rights reserved.': ['© ', ['year', 'number', 'plain'], ' BookNook. All rights reserved.'],
  '{count, plural, =0 {} one { (# unread conversation)} other { (# unread conversations)}}': [
    [
      'count',
      'plural',
      {
        '0': [],
        one: [' (', '#', ' unread conversation)'],
        other: [' (', '#', ' unread conversations)'],
      },
    ],
  ],
  '{count, plural, =0 {Messages} one {Messages, # unread conversation} other {Messages, # unread conversations}}': [
    [
      'count',
      'plural',
      {
        '0': ['Messages'],
        one: ['Messages, ', '#', ' unread conversation'],
        other: ['Messages, ', '#', ' unread conversations'],
      },
    ],
  ],
  '{count, plural, =0 {} other { (# unread)}}': [
    [
      'count',
      'plural',
      {
        '0': [],
        other: [' (', '#', ' unread)'],
      },
    ],
  ],
  '{count, plural, =0 {Notifications} other {Notifications, # unread}}': [
    [
      'count',
      'plural',
      {
        '0': ['Notifications'],
        other: ['Notifications, ', '#', ' unread'],
      },
    ],
  ],
  'about {book}': ['about ', ['book']],
  'Last message {time}': ['Last message ', ['time']],
};
export default compiled;

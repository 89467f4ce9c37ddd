import { messages } from './messages';

// The catalogue's wording, as the phone review read it aloud (issue 36 point 6).
it('names the bookmarks page with ordinary capitals', () => {
  expect(messages.bookmarks.title).toBe('My Bookmarks');
});

it('says how many unread messages a conversation holds, in singular or plural', () => {
  expect(messages.inbox.unread(1)).toBe('1 unread message');
  expect(messages.inbox.unread(2)).toBe('2 unread messages');
});

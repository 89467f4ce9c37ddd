/** @jest-environment node */
import { messages } from '../messages';
import { messagesNe } from '../messages.ne';
import { offlineLanguage, offlinePage } from './offline-page';

it('writes what members wrote as text, never as markup', () => {
  const html = offlinePage('en', [{ with: '<img src=x onerror=alert(1)>', book: 'Tom & "Jerry"', at: null }], '/books?q="x"');
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
  expect(html).toContain('href="/books?q=&quot;x&quot;"');
  expect(html).not.toMatch(/<script/i);
});

it('says in Nepali when the browser asks for Nepali first, with the time of each last message', () => {
  expect(offlineLanguage('ne-NP')).toBe('ne');
  expect(offlineLanguage('ne')).toBe('ne');
  expect(offlineLanguage('en-US')).toBe('en');
  expect(offlineLanguage('new')).toBe('en');
  const html = offlinePage('ne', [{ with: null, book: 'मुना मदन', at: '2026-11-28T09:30:00.000Z' }], '/');
  expect(html).toContain('<html lang="ne">');
  expect(html).toContain(messagesNe.offline.title);
  expect(html).toContain(messagesNe.offline.formerMember);
  expect(html).toContain(messagesNe.offline.about.replace('{book}', 'मुना मदन'));
  expect(html).toContain(messagesNe.offline.lastMessage.replace('{time}', '').trim());
  expect(html).toMatch(/2026|२०२६/);
});

it('says when no conversation is kept', () => {
  const html = offlinePage('en', [], '/');
  expect(html).toContain(messages.offline.conversationsNone);
  expect(html).not.toContain('<ul>');
});

import { catalogueEntries } from './i18n/translation';
import { messages } from './messages';
import { messagesNe } from './messages.ne';

const devanagari = /[\u0900-\u097F]/;
const asciiDigit = /[0-9]/;

it('has every English key in Nepali, text for text and a function for each sentence built from values', () => {
  expect(catalogueEntries(messagesNe)).toEqual(catalogueEntries(messages));
});

it('writes every text in Devanagari, apart from the product name', () => {
  const texts = catalogueEntries(messagesNe)
    .filter(([, kind]) => kind === 'text')
    .map(([key]) => [key, key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messagesNe)]);
  const notNepali = texts.filter(([key, text]) => key !== 'productName' && !devanagari.test(String(text)));
  expect(notNepali).toEqual([]);
});

it('counts unread messages and notifications in Devanagari digits, and says nothing more when there are none', () => {
  expect(messagesNe.nav.messagesWithUnread(0)).toBe(messagesNe.nav.messages);
  expect(messagesNe.nav.messagesWithUnread(1)).toBe('सन्देशहरू, १ नपढिएको कुराकानी');
  expect(messagesNe.nav.messagesWithUnread(12)).toBe('सन्देशहरू, १२ नपढिएका कुराकानीहरू');
  expect(messagesNe.nav.messagesUnread(0)).toBe('');
  expect(messagesNe.nav.notificationsWithUnread(1500)).toBe('सूचनाहरू, १,५०० नपढिएका');
  expect(messagesNe.nav.notificationsUnread(0)).toBe('');
  for (const text of [messagesNe.nav.messagesUnread(3), messagesNe.nav.notificationsUnread(3), messagesNe.footer.copyright(2026)]) {
    expect(text).not.toMatch(asciiDigit);
  }
  expect(messagesNe.footer.copyright(2026)).toContain('२०२६');
});

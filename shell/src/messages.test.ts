import path from 'node:path';
import { compileEnglish, compileTranslation } from '@booknook/platform/build/compile-catalogue';
import { expectCompiledCurrent, translationProblems } from '@booknook/platform/testing/catalogues';
import { createI18n, loadLanguage, translator } from '@booknook/platform';
import { registerShellCatalogues } from './i18n/shell-catalogues';
import { messages } from './messages';
import englishCompiled from './messages.compiled';
import { messagesNe } from './messages.ne';
import nepaliCompiled from './messages.ne.compiled';

// The key test (docs/i18n.md): `WRITE_CATALOGUES=1 npx jest shell/src/messages.test.ts` rewrites the compiled files.

it('has every key in both languages, none empty, with the same arguments, numbers through {x, number}', () => {
  expect(translationProblems(messages, messagesNe)).toEqual([]);
});

it('ships the catalogues as they are compiled now', () => {
  expectCompiledCurrent(englishCompiled, compileEnglish(messages), path.join(__dirname, 'messages.compiled.ts'), 'messages.ts');
  expectCompiledCurrent(
    nepaliCompiled,
    compileTranslation(messages, messagesNe),
    path.join(__dirname, 'messages.ne.compiled.ts'),
    'messages.ne.ts',
  );
});

it('counts in Nepali with Devanagari digits and its plural rules, and says nothing more when there are none', async () => {
  registerShellCatalogues();
  await loadLanguage('ne');
  const t = translator(createI18n('ne'));
  expect(t(messages.nav.messagesWithUnread, { count: 0 })).toBe(messagesNe.nav.messages);
  expect(t(messages.nav.messagesWithUnread, { count: 1 })).toBe('सन्देशहरू, १ नपढिएको कुराकानी');
  expect(t(messages.nav.messagesWithUnread, { count: 12 })).toBe('सन्देशहरू, १२ नपढिएका कुराकानीहरू');
  expect(t(messages.nav.messagesUnread, { count: 0 })).toBe('');
  expect(t(messages.nav.notificationsWithUnread, { count: 1500 })).toBe('सूचनाहरू, १,५०० नपढिएका');
  expect(t(messages.footer.copyright, { year: 2026 })).toContain('© २०२६ BookNook');
  const english = translator(createI18n('en'));
  expect(english(messages.nav.messagesWithUnread, { count: 2 })).toBe('Messages, 2 unread conversations');
  expect(english(messages.footer.copyright, { year: 2026 })).toBe('© 2026 BookNook. All rights reserved.');
});

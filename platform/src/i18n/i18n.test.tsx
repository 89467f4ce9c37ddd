import { act, render, screen } from '@testing-library/react';
import { compileEnglish, compileTranslation } from '../../build/compile-catalogue';
import { createI18n, registerEnglish, registerTranslations, translator } from './catalogues';
import { I18nProvider, useI18n } from './i18n-provider';
import { languageFromCookie } from './languages';
import type { MessageValues } from './message-values';

const english = {
  title: 'Browse',
  unread: '{count, plural, one {# unread message} other {# unread messages}}',
  grade: 'Class {grade, number} at {school}',
} as const;
const nepali = {
  title: 'हेर्नुहोस्',
  unread: '{count, plural, one {# नपढिएको सन्देश} other {# नपढिएका सन्देशहरू}}',
  grade: '{school} मा कक्षा {grade, number}',
};
registerEnglish(compileEnglish(english));
registerTranslations({ ne: () => Promise.resolve({ default: compileTranslation(english, nepali) }) });

it('reads the values a message takes from its ICU literal', () => {
  const values: MessageValues<typeof english.grade> = { grade: 5, school: 'Bal Mandir' };
  const t = translator(createI18n('en'));
  expect(t(english.grade, values)).toBe('Class 5 at Bal Mandir');
  expect(t(english.title)).toBe('Browse');
  // Never called: the type-check is the test (tsc fails if these lines stop being errors).
  const wrongCalls = () => [
    // @ts-expect-error -- a misspelt value
    t(english.grade, { grades: 5, school: 'x' }),
    // @ts-expect-error -- a plural takes a number
    t(english.unread, { count: '3' }),
    // @ts-expect-error -- a missing value
    t(english.unread),
  ];
  expect(wrongCalls).toBeInstanceOf(Function);
});

function Unread({ count }: { count: number }) {
  const { t, language, switchLanguage } = useI18n();
  return (
    <button lang={language} onClick={() => void switchLanguage(language === 'en' ? 'ne' : 'en')}>
      {t(english.title)}: {t(english.unread, { count })}
    </button>
  );
}

it('speaks English where there is no provider (a remote under an older shell), never failing', () => {
  render(<Unread count={1} />);
  expect(screen.getByRole('button')).toHaveTextContent('Browse: 1 unread message');
});

it('switches every reader at once to Nepali, plurals by its rules and digits in Devanagari, and back', async () => {
  render(
    <I18nProvider i18n={createI18n('en', { live: true })}>
      <Unread count={1} />
      <Unread count={1234} />
    </I18nProvider>,
  );
  const click = (button: HTMLElement | undefined) =>
    act(async () => {
      button?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  await click(screen.getAllByRole('button')[0]);
  const [one, many] = screen.getAllByRole('button');
  expect(one).toHaveTextContent('हेर्नुहोस्: १ नपढिएको सन्देश');
  expect(many).toHaveTextContent('हेर्नुहोस्: १,२३४ नपढिएका सन्देशहरू');
  expect(document.documentElement.lang).toBe('ne');
  expect(document.cookie).toContain('lang=ne');
  await click(many);
  expect(one).toHaveTextContent('Browse: 1 unread message');
});

it('reads the language from the cookie', () => {
  expect(languageFromCookie('sessionid=x; lang=ne')).toBe('ne');
  expect(languageFromCookie('lang=fr')).toBeNull();
});

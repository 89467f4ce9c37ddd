import { testUser } from '@booknook/platform/testing/render';
import { choosePageLanguage, languageFromAcceptLanguage } from './page-language';

const url = (path: string) => new URL(path, 'https://books.example');

it('follows ?lang=, which it keeps in the cookie, then the cookie, then Accept-Language, else English', () => {
  expect(choosePageLanguage(url('/?lang=ne'), { cookie: 'lang=en', acceptLanguage: 'en' })).toEqual({
    language: 'ne',
    setCookie: 'lang=ne; Path=/; Max-Age=31536000; SameSite=Lax',
  });
  expect(choosePageLanguage(url('/books'), { cookie: 'sessionid=a; lang=en', acceptLanguage: 'ne-NP,ne;q=0.9' })).toEqual({
    language: 'en',
  });
  expect(choosePageLanguage(url('/books'), { acceptLanguage: 'ne-NP,ne;q=0.9,en;q=0.5' })).toEqual({ language: 'ne' });
  expect(choosePageLanguage(url('/books?lang=xx'), { acceptLanguage: 'fr' })).toEqual({ language: 'en' });
});

it('reads Accept-Language by weight, skipping what BookNook does not speak', () => {
  expect(languageFromAcceptLanguage('ne-NP,ne;q=0.9,en;q=0.8')).toBe('ne');
  expect(languageFromAcceptLanguage('en-GB;q=0.5, ne;q=0.9')).toBe('ne');
  expect(languageFromAcceptLanguage('fr, en;q=0.3')).toBe('en');
  expect(languageFromAcceptLanguage('fr, ne;q=0')).toBeNull();
  expect(languageFromAcceptLanguage(undefined)).toBeNull();
});

it("a member's saved language wins over the cookie and Accept-Language; ?lang= still wins over it", () => {
  const session = { status: 'authenticated', user: { ...testUser, language: 'ne' } } as const;
  expect(choosePageLanguage(url('/books'), { cookie: 'lang=en', acceptLanguage: 'en', session })).toEqual({ language: 'ne' });
  expect(choosePageLanguage(url('/books?lang=en'), { cookie: 'lang=ne', session }).language).toBe('en');
  const older = { status: 'authenticated', user: { ...testUser, language: undefined } } as const;
  expect(choosePageLanguage(url('/books'), { cookie: 'lang=ne', session: older })).toEqual({ language: 'ne' });
});

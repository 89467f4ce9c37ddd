import { choosePageLanguage } from './page-language';

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

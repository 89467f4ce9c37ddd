import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_PARAM,
  languageCookie,
  languageFromCookie,
  LANGUAGES,
  type Language,
  type SessionState,
} from '@booknook/platform';

/**
 * The first language of an Accept-Language header that BookNook speaks, by weight (`ne-NP;q=0.9, en;q=0.8` → ne).
 * Here, not in the platform: only the server reads the header, and the platform is in every first load.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage) ?? null;
}

/** The member's saved language (the API's `language`): it wins over the cookie and Accept-Language on every device. */
export function savedMemberLanguage(session: SessionState | undefined): Language | null {
  if (session?.status !== 'authenticated') return null;
  const saved = session.user.language;
  return isLanguage(saved) ? saved : null;
}

export interface PageLanguage {
  language: Language;
  /** `?lang=` was asked: it is kept in the cookie, for guests and members alike. */
  setCookie?: string;
}

/** The page's language: `?lang=`, then the member's saved choice, then the `lang` cookie, then Accept-Language. */
export function choosePageLanguage(
  url: URL,
  { cookie, acceptLanguage, session }: { cookie?: string; acceptLanguage?: string; session?: SessionState },
): PageLanguage {
  const asked = url.searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return { language: asked, setCookie: languageCookie(asked) };
  return {
    language: savedMemberLanguage(session) ?? languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE,
  };
}

/** A URL in a language: English is the plain URL, any other adds `?lang=` (what hreflang links and the sitemap list). */
export function languageUrl(absoluteUrl: string, language: Language): string {
  const url = new URL(absoluteUrl);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** Each language's version of the page for search engines, and the plain URL as the default. */
export function alternateLinks(canonical: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: languageUrl(canonical, language) })),
    { hreflang: 'x-default', href: languageUrl(canonical, DEFAULT_LANGUAGE) },
  ];
}

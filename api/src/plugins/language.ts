import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { inLanguageState, isLanguage, type Language } from '../lib/language';

// One language per request (issue 39): the signed-in member's saved one, else the `lang` cookie the site sets, else
// Accept-Language, else English. Decided here and nowhere else; catalogues read it (lib/language.ts).

/** The cookie the web app keeps a guest's choice in (`?lang=ne` sets it too). */
export const LANGUAGE_COOKIE = 'lang';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in. */
    language: Language;
  }
}

const state = Symbol('language state');
type WithState = FastifyRequest & { [state]?: { language: Language } };

/** The best of our languages in an Accept-Language header (`ne-NP;q=0.9, en;q=0.8` → ne), honouring q-values. */
export function languageOfHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: range.trim().toLowerCase().split('-')[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.primary))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = ranked[0]?.primary;
  return isLanguage(best) ? best : undefined;
}

/** What a request asks for before we know who sends it: the cookie, then the header, then English. */
export function requestedLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return languageOfHeader(request.headers['accept-language']) ?? 'en';
}

/** The member is known (plugins/session.ts): their saved language wins from here on. */
export function useMemberLanguage(request: FastifyRequest, language: Language): void {
  request.language = language;
  const current = (request as WithState)[state];
  if (current) current.language = language;
}

/**
 * Decides the language as the request arrives (after cookies are parsed) and runs the rest of it in that language.
 * The context is entered again before validation: reading the body runs in the socket's context, not ours.
 */
export const languagePlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', (request, _reply, next) => {
      const language = requestedLanguage(request);
      const current = { language };
      request.language = language;
      (request as WithState)[state] = current;
      inLanguageState(current, () => next());
    });
    app.addHook('preValidation', (request, _reply, next) => {
      inLanguageState((request as WithState)[state] ?? { language: request.language }, () => next());
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      // The API's texts depend on both headers (the cookie, and the session cookie's member): caches must key on them.
      if (request.url.startsWith('/api/')) {
        reply.header('content-language', request.language);
        const vary = String(reply.getHeader('vary') ?? '');
        reply.header('vary', vary ? `${vary}, Accept-Language, Cookie` : 'Accept-Language, Cookie');
      }
      next(null, payload);
    });
    done();
  },
  { name: 'booknook-language', dependencies: ['@fastify/cookie'] },
);

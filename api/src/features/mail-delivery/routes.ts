import type { FastifyPluginCallback } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { UNSUBSCRIBE_PAGE_PATH, type MailLinks } from './links';
import { MAIL_DELIVERIES, MAIL_KINDS, preferencesOf, setPreferences, type MailPreferences } from './preferences';
import { preferenceTexts, mailKindNames } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    mailLinks: MailLinks;
  }
}

const M = preferenceTexts;
const delivery = { type: 'string', enum: MAIL_DELIVERIES } as const;
const kindsProperties = { messages: delivery, wanted: delivery, moderation: delivery, expiry: delivery, handovers: delivery } as const;
const preferencesSchema = {
  type: 'object',
  required: [...MAIL_KINDS, 'unread_delay_seconds'],
  properties: {
    ...kindsProperties,
    unread_delay_seconds: {
      type: 'integer',
      description: 'How long a message stays unread before it is mailed (the UNREAD_EMAIL_DELAY setting), for the profile to say',
    },
  },
} as const;
const preferencesChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: kindsProperties,
} as const;
const unsubscribeQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 500 } },
} as const;

/** The mail a member gets, under /users/me/ (issue 25). */
export const mailPreferencesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const db = app.database.db;
  const tags = ['account'];
  // The profile says when an unread message is mailed: this server's delay, not a number written in the page.
  const withDelay = (preferences: MailPreferences) => ({ ...preferences, unread_delay_seconds: app.config.unreadEmailDelaySeconds });

  app.get(
    '/me/mail-preferences/',
    {
      preValidation: requireUser,
      schema: { summary: 'How I get each kind of mail: instant, digest (daily) or off', tags, response: { 200: preferencesSchema } },
    },
    async (request) => withDelay(await preferencesOf(db, currentUser(request).id)),
  );

  app.patch<{ Body: Partial<MailPreferences> }>(
    '/me/mail-preferences/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Change how I get some kinds of mail',
        tags,
        body: preferencesChangeSchema,
        response: { 200: preferencesSchema, ...errorResponses(400, 401) },
      },
      config: { validationMessages: Object.fromEntries(MAIL_KINDS.map((kind) => [kind, { default: M.invalid }])) },
    },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw new HttpError(400, M.nothingToChange);
      return withDelay(await setPreferences(db, currentUser(request).id, request.body));
    },
  );
  done();
};

/**
 * One-click unsubscribe (RFC 8058), under /mail/: a mail client POSTs `List-Unsubscribe=One-Click`
 * to the List-Unsubscribe URL; BookNook's /unsubscribe page POSTs JSON. No sign-in: the token is
 * signed and names the member and the kind. A browser that GETs the URL is sent to the page.
 */
export const unsubscribeRoutes: FastifyPluginCallback = (app, _options, done) => {
  const db = app.database.db;
  const tags = ['account'];
  // What mail clients send; the body's content does not matter (the token is in the URL).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, next) => next(null, {}));

  const tokenOf = (request: { query: { token?: string }; body?: unknown }): string | undefined => {
    const fromBody = (request.body as { token?: unknown } | undefined)?.token;
    return request.query.token ?? (typeof fromBody === 'string' ? fromBody : undefined);
  };

  app.post<{ Querystring: { token?: string } }>(
    '/unsubscribe/',
    {
      schema: {
        summary: 'One-click unsubscribe from a kind of mail (the token from the mail)',
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: detailSchema, ...errorResponses(400) },
      },
      // One-click unsubscribe (RFC 8058): mail clients post a form, authorised by the signed token in the address.
      config: { csrf: 'signed-policy' },
    },
    async (request) => {
      const token = tokenOf(request);
      const claim = token === undefined ? undefined : await app.mailLinks.readUnsubscribe(token);
      if (!claim) throw new HttpError(400, M.linkInvalid, { token: M.linkInvalid });
      const preferences = await preferencesOf(db, claim.userId);
      const kinds = claim.kind === 'digest' ? MAIL_KINDS.filter((kind) => preferences[kind] === 'digest') : [claim.kind];
      await setPreferences(db, claim.userId, Object.fromEntries(kinds.map((kind) => [kind, 'off'])));
      return { detail: M.unsubscribed(mailKindNames[claim.kind]) };
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/unsubscribe/',
    {
      schema: {
        summary: 'A browser opening the List-Unsubscribe address is sent to the page that asks',
        tags,
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}#token=${encodeURIComponent(request.query.token ?? '')}`, 303),
  );
  done();
};

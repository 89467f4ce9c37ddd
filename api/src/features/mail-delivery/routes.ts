import type { FastifyPluginCallback } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { UNSUBSCRIBE_PAGE_PATH, type MailLinks } from './links';
import { PUSH_KINDS } from '../push';
import {
  MAIL_DELIVERIES,
  MAIL_KINDS,
  preferencesOf,
  pushChoicesOf,
  setPreferences,
  setPushChoices,
  type MailPreferences,
  type PushChoices,
} from './preferences';
import { preferenceTexts, mailKindNames } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    mailLinks: MailLinks;
  }
}

const M = preferenceTexts;
const delivery = { type: 'string', enum: MAIL_DELIVERIES } as const;
const kindsProperties = { messages: delivery, wanted: delivery, moderation: delivery, expiry: delivery, handovers: delivery } as const;
const pushChoice = { type: 'boolean' } as const;
// Added beside the kinds (issue 41), so a client that knows only the kinds reads and sends what it always did.
const pushProperties = { messages: pushChoice, wanted: pushChoice, handovers: pushChoice, expiry: pushChoice } as const;
const preferencesSchema = {
  type: 'object',
  required: [...MAIL_KINDS, 'push', 'unread_delay_seconds'],
  properties: {
    ...kindsProperties,
    push: {
      type: 'object',
      required: PUSH_KINDS,
      additionalProperties: false,
      properties: pushProperties,
      description: 'Whether each kind also pushes to the browsers I subscribed (on by default)',
    },
    unread_delay_seconds: {
      type: 'integer',
      description: 'How long a message stays unread before it is mailed (the UNREAD_EMAIL_DELAY setting), for the profile to say',
    },
  },
} as const;
const preferencesChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...kindsProperties, push: { type: 'object', additionalProperties: false, properties: pushProperties } },
} as const;
type PreferencesChange = Partial<MailPreferences> & { push?: Partial<PushChoices> };
const unsubscribeQuerySchema = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 500 } },
} as const;

/** The mail a member gets, under /users/me/ (issue 25). */
export const mailPreferencesRoutes: FastifyPluginCallback = (app, _options, done) => {
  const db = app.database.db;
  const tags = ['account'];
  // The profile says when an unread message is mailed: this server's delay, not a number written in the page.
  const answer = async (userId: number) => ({
    ...(await preferencesOf(db, userId)),
    push: await pushChoicesOf(db, userId),
    unread_delay_seconds: app.config.unreadEmailDelaySeconds,
  });

  app.get(
    '/me/mail-preferences/',
    {
      preValidation: requireUser,
      schema: { summary: 'How I get each kind of mail: instant, digest (daily) or off', tags, response: { 200: preferencesSchema } },
    },
    async (request) => answer(currentUser(request).id),
  );

  app.patch<{ Body: PreferencesChange }>(
    '/me/mail-preferences/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Change how I get some kinds of mail, and (push) which kinds push to my browsers',
        tags,
        body: preferencesChangeSchema,
        response: { 200: preferencesSchema, ...errorResponses(400, 401) },
      },
      config: {
        validationMessages: {
          ...Object.fromEntries(MAIL_KINDS.map((kind) => [kind, { default: M.invalid }])),
          push: { default: M.pushInvalid },
          ...Object.fromEntries(PUSH_KINDS.map((kind) => [`push.${kind}`, { default: M.pushInvalid }])),
        },
      },
    },
    async (request) => {
      const { push = {}, ...mail } = request.body;
      if (Object.keys(mail).length === 0 && Object.keys(push).length === 0) throw new HttpError(400, M.nothingToChange);
      const userId = currentUser(request).id;
      // One transaction: a change of both kinds of choice is saved whole or not at all.
      await db.transaction().execute(async (trx) => {
        await setPreferences(trx, userId, mail);
        await setPushChoices(trx, userId, push);
      });
      return answer(userId);
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

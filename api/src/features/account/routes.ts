import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { messages } from '../../texts';
import { currentUser, requireUser } from '../../plugins/session';
import { detailSchema, publicUserSchema, userTexts } from '../users';
import { exportMemberData } from './export';
import {
  deleteAccountBodySchema,
  deleteAccountMessages,
  emailBodySchema,
  emailChangeSchema,
  emailMessages,
  emailTrimmedFields,
  passwordBodySchema,
  passwordMessages,
  profileBodySchema,
  profileMessages,
  profileTrimmedFields,
  resetConfirmBodySchema,
  resetConfirmMessages,
  resetRequestBodySchema,
  resetRequestMessages,
  sessionListSchema,
  sessionParamsSchema,
  type DeleteAccountBody,
  type EmailBody,
  type PasswordBody,
  type ProfileBody,
  type ResetConfirmBody,
  type ResetRequestBody,
  type SessionParams,
} from './schemas';
import type { AccountService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

/** The session token's hash of a member's request (their routes run after requireUser). */
function sessionOf(request: { sessionTokenHash: string | null }): string {
  return request.sessionTokenHash ?? '';
}

/** A member's own account, under /users/ beside sign-in and register (issue 19). */
export const accountRoutes: FastifyPluginCallback = (app, _options, done) => {
  const account = app.account;
  const tags = ['account'];

  app.patch<{ Body: ProfileBody }>(
    '/me/',
    {
      preValidation: [requireUser, trimFields(profileTrimmedFields)],
      schema: { summary: 'Change my profile', tags, body: profileBodySchema, response: { 200: publicUserSchema } },
      config: { validationMessages: profileMessages },
    },
    (request) => account.updateProfile(currentUser(request), request.body),
  );

  app.post<{ Body: EmailBody }>(
    '/me/email/',
    {
      preValidation: [requireUser, trimFields(emailTrimmedFields)],
      schema: {
        summary:
          'Change my email address (needs my password, or a fresh emailed code if I have none): a link is mailed to the new address, which replaces the old one when the link is opened',
        tags,
        body: emailBodySchema,
        response: { 200: emailChangeSchema },
      },
      config: { validationMessages: emailMessages, rateLimitedByHandler: 'passwordCheck' },
    },
    (request) => account.changeEmail(currentUser(request), request.body),
  );

  app.post<{ Body: PasswordBody }>(
    '/me/password/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Change my password (or set one, with a fresh emailed code, if I have none); my other sessions end',
        tags,
        body: passwordBodySchema,
        response: { 200: detailSchema },
      },
      config: { validationMessages: passwordMessages, rateLimitedByHandler: 'passwordCheck' },
    },
    async (request) => {
      await account.changePassword(currentUser(request), sessionOf(request), request.body);
      return { detail: messages.account.passwordChanged };
    },
  );

  app.get(
    '/me/sessions/',
    {
      preValidation: requireUser,
      schema: { summary: 'My sessions: device, last seen, this one marked', tags, response: { 200: sessionListSchema } },
    },
    async (request) => ({ items: await account.sessions(currentUser(request), request.sessionId) }),
  );

  app.delete(
    '/me/sessions/',
    {
      preValidation: requireUser,
      schema: { summary: 'Sign out everywhere else: every session but this one ends', tags, response: { 200: detailSchema } },
    },
    async (request) => ({
      detail: messages.account.otherSessionsEnded(await account.endOtherSessions(currentUser(request), sessionOf(request))),
    }),
  );

  app.delete<{ Params: SessionParams }>(
    '/me/sessions/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'End one of my sessions (this one signs me out)',
        tags,
        params: sessionParamsSchema,
        response: { 200: detailSchema },
      },
    },
    async (request, reply) => {
      const member = currentUser(request);
      const isCurrent = request.params.id === request.sessionId;
      await account.endSession(member, request.params.id);
      if (isCurrent) await reply.endSession();
      return { detail: isCurrent ? userTexts.loggedOut : messages.account.sessionEnded };
    },
  );

  app.get(
    '/me/export/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Download my data (JSON): profile, books, bookmarks, reports, conversations with their messages',
        tags,
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (request, reply) => {
      const member = currentUser(request);
      const data = await exportMemberData(app.database.db, member);
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .header('content-disposition', `attachment; filename="booknook-${member.username.replace(/[^\w.@+-]/g, '_')}-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete<{ Body: DeleteAccountBody }>(
    '/me/',
    {
      preValidation: requireUser,
      schema: {
        summary:
          'Delete my account (needs my password, or a fresh emailed code if I have none): my books and images, bookmarks, sessions go; conversations stay with the other member',
        tags,
        body: deleteAccountBodySchema,
        response: { 200: detailSchema },
      },
      config: { validationMessages: deleteAccountMessages, rateLimitedByHandler: 'passwordCheck' },
    },
    async (request, reply) => {
      await account.deleteAccount(currentUser(request), request.body);
      // The sessions are gone with the account; the cookie goes too.
      await reply.endSession();
      return { detail: messages.account.deleted };
    },
  );

  app.post<{ Body: ResetRequestBody }>(
    '/password-reset/',
    {
      preValidation: trimFields(['email']),
      schema: {
        summary: 'Email me a link to choose a new password (the same answer for any address)',
        tags,
        body: resetRequestBodySchema,
        response: { 200: detailSchema },
      },
      config: { validationMessages: resetRequestMessages, rateLimit: 'passwordReset', csrf: 'json-only' },
    },
    async (request) => {
      await account.requestReset(request.body.email);
      return { detail: messages.account.resetRequested };
    },
  );

  app.post<{ Body: ResetConfirmBody }>(
    '/password-reset/confirm/',
    {
      schema: {
        summary: 'Set a new password with an emailed link (once, within an hour); every session ends',
        tags,
        body: resetConfirmBodySchema,
        response: { 200: detailSchema },
      },
      config: { validationMessages: resetConfirmMessages, rateLimit: 'passwordResetConfirm', csrf: 'json-only' },
    },
    async (request, reply) => {
      await account.confirmReset(request.body.token, request.body.new_password);
      // This browser's session (if any) ended with every other one.
      await reply.endSession();
      return { detail: messages.account.resetDone };
    },
  );
  done();
};

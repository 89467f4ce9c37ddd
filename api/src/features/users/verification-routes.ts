import type { FastifyPluginCallback } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { detailSchema, verifyEmailBodySchema, verifyEmailMessages, type VerifyEmailBody } from './schemas';
import type { AddressVerification } from './verification';
import type { SignupChallenges } from './signup-challenge';

declare module 'fastify' {
  interface FastifyInstance {
    verification: AddressVerification;
    signupChallenges: SignupChallenges;
  }
}

/** Confirming an email address (issue 24.3), under /users/. */
export const verificationRoutes: FastifyPluginCallback = (app, _options, done) => {
  const tags = ['users'];

  app.post<{ Body: VerifyEmailBody }>(
    '/verify-email/',
    {
      schema: {
        summary: 'Open a confirmation link: its address becomes the account’s confirmed address (works once, signed in or not)',
        tags,
        body: verifyEmailBodySchema,
        response: { 200: detailSchema, ...errorResponses(400, 409, 429) },
      },
      config: { validationMessages: verifyEmailMessages, rateLimit: 'verificationConfirm', csrf: 'json-only' },
    },
    async (request) => ({ detail: await app.verification.confirm(request.body.token) }),
  );

  app.post(
    '/me/verification/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Send the confirmation link again (to the address waiting to be confirmed)',
        tags,
        response: { 200: detailSchema, ...errorResponses(400, 401, 429) },
      },
      config: { rateLimit: 'verificationResend' },
    },
    async (request) => ({ detail: await app.verification.resend(currentUser(request)) }),
  );
  done();
};

import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { clientNetwork } from '../../lib/client-network';
import { trimFields } from '../../lib/hooks';
import { errorResponses } from '../../lib/schemas';
import { messages } from '../../texts';
import { unsuspendMember } from '../admin';
import type { CodeSignIn, EmailCodes } from './email-code';
import {
  emailCodeLinkMessages,
  emailCodeLinkSchema,
  emailCodeRequestMessages,
  emailCodeRequestSchema,
  emailCodeTrimmedFields,
  emailCodeVerifyMessages,
  emailCodeVerifySchema,
  type EmailCodeLinkBody,
  type EmailCodeRequestBody,
  type EmailCodeVerifyBody,
} from './email-code-schemas';
import { detailSchema, publicUserSchema } from './schemas';

declare module 'fastify' {
  interface FastifyInstance {
    emailCodes: EmailCodes;
  }
}

/** Continue with email (issue 36.1), under /users/: a code mailed to an address signs its owner in. */
export const emailCodeRoutes: FastifyPluginCallback = (app, _options, done) => {
  const tags = ['users'];
  const signedIn = { 200: publicUserSchema, 201: publicUserSchema, ...errorResponses(400, 403, 429) };

  /** Start the member's session: 201 when the code made the account, 200 when it signed in to one. */
  async function startSession(reply: FastifyReply, signIn: CodeSignIn) {
    if (signIn.suspensionEnded) await unsuspendMember(app.database.db, app.books.listings, null, signIn.id);
    await reply.startSession(signIn.id);
    return reply.code(signIn.created ? 201 : 200).send(signIn.user);
  }

  app.post<{ Body: EmailCodeRequestBody }>(
    '/email-code/',
    {
      preValidation: trimFields(emailCodeTrimmedFields),
      schema: {
        summary:
          'Continue with email: mail a 6-digit code (and a link) that signs in, making the account if the address is new. The same 202 for every address',
        tags,
        body: emailCodeRequestSchema,
        response: { 202: detailSchema, ...errorResponses(400, 429) },
      },
      config: { validationMessages: emailCodeRequestMessages, rateLimit: 'emailCode', csrf: 'json-only' },
    },
    async (request, reply) => {
      await app.emailCodes.request(request.body.email, clientNetwork(request.ip), request.body.altcha, request.body.next);
      return reply.code(202).send({ detail: messages.emailCode.sent(request.body.email) });
    },
  );

  app.post<{ Body: EmailCodeVerifyBody }>(
    '/email-code/verify/',
    {
      preValidation: trimFields(emailCodeTrimmedFields),
      schema: {
        summary:
          'Sign in with the emailed code (201: the account was made, confirmed). 400 on `code` for a wrong or old one; on `first_name`, after the right code, when the address is new and a name is needed',
        tags,
        body: emailCodeVerifySchema,
        response: signedIn,
      },
      config: { validationMessages: emailCodeVerifyMessages, rateLimit: 'emailCodeVerify', csrf: 'json-only' },
    },
    async (request, reply) => {
      const { email, code, altcha, ...names } = request.body;
      return startSession(reply, await app.emailCodes.verify(email, code, names, altcha));
    },
  );

  app.post<{ Body: EmailCodeLinkBody }>(
    '/email-code/link/',
    {
      preValidation: trimFields(emailCodeTrimmedFields),
      schema: {
        summary:
          'Open the emailed link: signs in the device that opens it, as the code would (400 on `first_name` when the address is new and a name is needed)',
        tags,
        body: emailCodeLinkSchema,
        response: signedIn,
      },
      config: { validationMessages: emailCodeLinkMessages, rateLimit: 'emailCodeVerify', csrf: 'json-only' },
    },
    async (request, reply) => {
      const { token, altcha, ...names } = request.body;
      return startSession(reply, await app.emailCodes.openLink(token, names, altcha));
    },
  );
  done();
};

import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { sha256Hex } from '../../lib/tokens';
import { currentUser, requireUser } from '../../plugins/session';
import { messages } from '../../messages';
import {
  checkUsernameMessages,
  checkUsernameQuerySchema,
  detailSchema,
  loginBodySchema,
  loginMessages,
  loginTrimmedFields,
  publicUserSchema,
  registerBodySchema,
  registerMessages,
  registerTrimmedFields,
  type CheckUsernameQuery,
  type LoginBody,
  type RegisterBody,
} from './schemas';
import { authenticate, isUsernameTaken, registerUser, toPublicUser } from './service';

export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  const db = app.database.db;

  app.get('/me/', { preValidation: requireUser, schema: { response: { 200: publicUserSchema } } }, (request) =>
    toPublicUser(currentUser(request)),
  );

  app.get<{ Querystring: CheckUsernameQuery }>(
    '/check-username/',
    {
      schema: { querystring: checkUsernameQuerySchema, response: { 200: detailSchema, 409: detailSchema } },
      config: { validationMessages: checkUsernameMessages },
    },
    async (request, reply) => {
      if (await isUsernameTaken(db, request.query.username)) {
        return reply.code(409).send({ detail: messages.users.usernameTaken });
      }
      return { detail: messages.users.usernameAvailable };
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/register/',
    {
      preValidation: trimFields(registerTrimmedFields),
      schema: { body: registerBodySchema, response: { 201: detailSchema } },
      config: { validationMessages: registerMessages, rateLimit: 'register' },
    },
    async (request, reply) => {
      await registerUser(db, request.body);
      return reply.code(201).send({ detail: messages.users.registered });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/login/',
    {
      preValidation: trimFields(loginTrimmedFields),
      schema: { body: loginBodySchema, response: { 200: publicUserSchema } },
      config: { validationMessages: loginMessages, rateLimit: 'login' },
    },
    async (request, reply) => {
      // Per account as well as per address: sixty addresses must not get sixty times the guesses.
      const account = sha256Hex(request.body.email.toLowerCase());
      await app.rateLimits.hit('loginAccount', account, messages.errors.tooManySignIns);
      const user = await authenticate(db, request.body.email, request.body.password);
      await app.rateLimits.reset('loginAccount', account);
      await reply.startSession(user.id);
      return toPublicUser(user);
    },
  );

  // GET per the contract (docs/product.md §7); POST too, for clients that prefer a CSRF-checked logout.
  app.route({
    method: ['GET', 'POST'],
    url: '/logout/',
    schema: { response: { 200: detailSchema } },
    handler: async (_request, reply) => {
      await reply.endSession();
      return { detail: messages.users.loggedOut };
    },
  });
  done();
};

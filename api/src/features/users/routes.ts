import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../lib/client-network';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import { trimFields } from '../../lib/hooks';
import { sha256Hex } from '../../lib/tokens';
import { currentUser, requireUser } from '../../plugins/session';
import { messages } from '../../texts';
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
  signupChallengeSchema,
  suspensionSchema,
  type CheckUsernameQuery,
  type LoginBody,
  type RegisterBody,
} from './schemas';
import { unsuspendMember } from '../admin';
import { authenticate, isUsernameTaken, registerUser, toPublicUser } from './service';
import { userTexts } from './texts';

/** A request a browser says came from another site (or whose Referer names another host). */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'cross-site' || site === 'same-site';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host !== request.headers.host;
  } catch {
    return true;
  }
}

export const usersRoutes: FastifyPluginCallback = (app, _options, done) => {
  const db = app.database.db;

  app.get('/me/', { preValidation: requireUser, schema: { response: { 200: publicUserSchema } } }, (request) =>
    toPublicUser(currentUser(request)),
  );

  // The page a suspended member lands on reads why and until when (their session still names them; plugins/session.ts).
  app.get(
    '/me/suspension/',
    {
      schema: {
        summary: "The caller's suspension: why and until when (404 when the caller is not a suspended member)",
        tags: ['users'],
        response: { 200: suspensionSchema, ...errorResponses(404) },
      },
    },
    (request, reply) => {
      const { suspension } = request;
      if (!suspension) throw new HttpError(404, messages.admin.notSuspendedSelf);
      return reply.header('cache-control', 'private, no-store').send({ reason: suspension.reason, until: suspension.until });
    },
  );

  app.get<{ Querystring: CheckUsernameQuery }>(
    '/check-username/',
    {
      schema: { querystring: checkUsernameQuerySchema, response: { 200: detailSchema, 409: detailSchema } },
      config: { validationMessages: checkUsernameMessages },
    },
    async (request, reply) => {
      if (await isUsernameTaken(db, request.query.username)) {
        return reply.code(409).send({ detail: userTexts.usernameTaken });
      }
      return { detail: userTexts.usernameAvailable };
    },
  );

  app.get(
    '/register/challenge/',
    {
      schema: {
        summary: 'A proof-of-work puzzle for sign-up (ALTCHA v2), needed once a network has made a few accounts within the hour',
        tags: ['users'],
        response: { 200: signupChallengeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.signupChallenges.issue(clientNetwork(request.ip));
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/register/',
    {
      preValidation: trimFields(registerTrimmedFields),
      schema: {
        summary:
          'Sign up. Every valid sign-up gets the same answer; the address is mailed a confirmation link, or, if it already has an account, a notice',
        tags: ['users'],
        body: registerBodySchema,
        response: { 201: detailSchema, ...errorResponses(400, 409, 429) },
      },
      config: { validationMessages: registerMessages, rateLimit: 'register', csrf: 'json-only' },
    },
    async (request, reply) => {
      const network = clientNetwork(request.ip);
      await app.signupChallenges.refuseEarly(network, request.body.altcha);
      const registration = await registerUser(db, request.body, (trx) =>
        app.signupChallenges.reserveSignup(trx, network, request.body.altcha),
      );
      if (registration.kind === 'created') {
        const { id, language } = registration;
        app.verification.sendLink({ id, first_name: request.body.first_name, language }, request.body.email, 'signup');
      } else if (registration.kind === 'address-in-use') {
        app.verification.tellOwner(request.body.email, 'signup');
      }
      return reply.code(201).send({ detail: messages.verification.registered });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/login/',
    {
      preValidation: trimFields(loginTrimmedFields),
      schema: { body: loginBodySchema, response: { 200: publicUserSchema } },
      config: { validationMessages: loginMessages, rateLimit: 'login', csrf: 'json-only' },
    },
    async (request, reply) => {
      // Per account as well as per address: sixty addresses must not get sixty times the guesses.
      const account = sha256Hex(request.body.email.toLowerCase());
      await app.rateLimits.hit('loginAccount', account, messages.errors.tooManySignIns);
      const user = await authenticate(db, request.body.email, request.body.password);
      await app.rateLimits.reset('loginAccount', account);
      if (user.suspensionEnded) await unsuspendMember(db, app.books.listings, null, user.id);
      await reply.startSession(user.id);
      return toPublicUser(user);
    },
  );

  // GET per the contract (docs/product.md §7); POST too (what BookNook's own pages use: CSRF-checked).
  // A GET from another site (a link, an image) must not sign a member out: browsers say where a
  // request comes from in Sec-Fetch-Site, older ones in Referer.
  // Two routes, not one with two methods: each is its own operation in the OpenAPI document.
  const logout = { schema: { summary: 'Sign out', tags: ['users'], response: { 200: detailSchema, ...errorResponses(403) } } };
  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' && isCrossSite(request)) throw new HttpError(403, userTexts.logoutCrossSite);
    await reply.endSession();
    return { detail: userTexts.loggedOut };
  };
  app.get('/logout/', logout, signOut);
  app.post('/logout/', logout, signOut);
  done();
};

import type { FastifyPluginCallback } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { publicUserSchema, startMemberSession } from '../users';
import { passkeySettings } from './config';
import { deviceLabel } from './device-label';
import {
  addPasskeyBodySchema,
  addPasskeyMessages,
  ceremonyOptionsSchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeySchema,
  signInBodySchema,
  signInMessages,
  type AddPasskeyBody,
  type PasskeyIdParams,
  type SignInBody,
} from './schemas';
import { Passkeys } from './service';
import { passkeyTexts as T } from './texts';

/** Passkeys (issue 36.2), under /users/: a member adds, lists and removes theirs; anyone signs in with one. */
export const passkeyRoutes: FastifyPluginCallback = (app, _options, done) => {
  const passkeys = new Passkeys(app.database.db, passkeySettings(app.config));
  const tags = ['users'];
  const noStore = 'private, no-store';

  app.post(
    '/passkeys/registration/options/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Options for the browser to make a passkey for the signed-in member (the challenge lasts 5 minutes, once)',
        tags,
        response: { 200: ceremonyOptionsSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => reply.header('cache-control', noStore).send(await passkeys.registrationOptions(currentUser(request))),
  );

  app.post<{ Body: AddPasskeyBody }>(
    '/passkeys/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Add the passkey the browser made from the registration options; it is named after the device unless `name` says',
        tags,
        body: addPasskeyBodySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: { validationMessages: addPasskeyMessages },
    },
    async (request, reply) => {
      const { response, name } = request.body;
      const added = await passkeys.add(
        currentUser(request).id,
        response as RegistrationResponseJSON,
        name?.trim() || deviceLabel(request.headers['user-agent']),
      );
      return reply.code(201).send(added);
    },
  );

  app.get(
    '/passkeys/',
    {
      preValidation: requireUser,
      schema: { summary: 'My passkeys, oldest first', tags, response: { 200: passkeyListSchema, ...errorResponses(401, 403) } },
    },
    async (request, reply) => reply.header('cache-control', noStore).send({ results: await passkeys.list(currentUser(request).id) }),
  );

  app.delete<{ Params: PasskeyIdParams }>(
    '/passkeys/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Remove one of my passkeys (404 for one that is not mine)',
        tags,
        params: passkeyIdParamsSchema,
        response: { 200: detailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await passkeys.remove(currentUser(request).id, request.params.id);
      return { detail: T.removed };
    },
  );

  app.post(
    '/passkeys/authentication/options/',
    {
      schema: {
        summary: 'Options for the browser to sign in with a passkey it holds for this site (the challenge lasts 5 minutes, once)',
        tags,
        response: { 200: ceremonyOptionsSchema, ...errorResponses(429) },
      },
      config: { rateLimit: 'login', csrf: 'json-only' },
    },
    async (_request, reply) => reply.header('cache-control', noStore).send(await passkeys.authenticationOptions()),
  );

  app.post<{ Body: SignInBody }>(
    '/passkeys/authentication/',
    {
      schema: {
        summary: 'Sign in with the passkey answer to the sign-in options (403 with the reason for a suspended member)',
        tags,
        body: signInBodySchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 403, 429) },
      },
      config: { validationMessages: signInMessages, rateLimit: 'login', csrf: 'json-only' },
    },
    async (request, reply) => {
      const userId = await passkeys.authenticate(request.body.response as AuthenticationResponseJSON);
      return startMemberSession(app, reply, userId);
    },
  );
  done();
};

import type { FastifyPluginCallback } from 'fastify';
import { errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import { checkEndpoint } from './endpoint-guard';
import { vapidKeys } from './keys';
import { MAX_SUBSCRIPTIONS_PER_MEMBER } from './limits';
import {
  publicKeySchema,
  subscribeBodySchema,
  subscribeMessages,
  subscriptionSchema,
  unsubscribeBodySchema,
  unsubscribeMessages,
  type SubscribeBody,
  type UnsubscribeBody,
} from './schemas';
import { pushTexts as T } from './texts';

/** The P-256 public key a browser subscribes with: 65 bytes, uncompressed (0x04 first). Its auth secret: 16 bytes. */
function keysAreWellFormed(keys: SubscribeBody['keys']): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  return point.length === 65 && point[0] === 0x04 && Buffer.from(keys.auth, 'base64url').length === 16;
}

/** Web Push (issue 41), under /push/: the site's public key, and a member's browsers subscribing and leaving. */
export const pushRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { subscriptions } = app.push;
  const allowHttp = app.config.webPushAllowHttp;
  const tags = ['push'];

  app.get(
    '/key/',
    { schema: { summary: 'The site’s VAPID public key, for PushManager.subscribe()', tags, response: { 200: publicKeySchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send({ key: (await vapidKeys(app.database.db)).publicKey }),
  );

  app.post<{ Body: SubscribeBody }>(
    '/subscriptions/',
    {
      preValidation: requireUser,
      schema: {
        summary: `Save this browser’s push subscription for the signed-in member (one per browser, at most ${MAX_SUBSCRIPTIONS_PER_MEMBER}); https:// endpoints on public addresses only`,
        tags,
        body: subscribeBodySchema,
        response: { 201: subscriptionSchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: { validationMessages: subscribeMessages },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      const check = checkEndpoint(endpoint, allowHttp);
      if (!check.ok) return reply.code(400).send({ detail: check.detail });
      if (!keysAreWellFormed(keys)) return reply.code(400).send({ detail: T.keysInvalid });
      const saved = await subscriptions.subscribe(currentUser(request).id, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      if (saved === 'too-many') return reply.code(409).send({ detail: T.tooMany(MAX_SUBSCRIPTIONS_PER_MEMBER) });
      return reply.code(201).send({ endpoint });
    },
  );

  app.delete<{ Body: UnsubscribeBody }>(
    '/subscriptions/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Stop pushes to this browser',
        tags,
        body: unsubscribeBodySchema,
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
      config: { validationMessages: unsubscribeMessages },
    },
    async (request, reply) => {
      if (!(await subscriptions.unsubscribe(currentUser(request).id, request.body.endpoint)))
        return reply.code(404).send({ detail: T.notFound });
      return reply.code(204).send();
    },
  );

  done();
};

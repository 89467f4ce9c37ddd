import type { FastifyPluginCallback } from 'fastify';
import { VERSION_PATTERN, UNVERSIONED } from '../../deploys/site';
import { HttpError } from '../../lib/http-error';
import { errorResponses, type SchemaType } from '../../lib/schemas';
import { messages } from '../../messages';
import type { FieldMessages } from '../../plugins/errors';
import { isLocalRequest } from '../operations/routes';
import { CanaryWatch } from './canary-watch';
import { listRemoteHealth, recordRemoteEvent } from './store';

// The browser says, once per page session and remote version, that it loaded a remote and whether it met an error in
// it (shell/src/federation/remote-health.ts). The figures feed /metrics, the canary watch and `npm run deploy -- status`.

const remoteEventSchema = {
  type: 'object',
  required: ['remote', 'version', 'kind'],
  additionalProperties: false,
  properties: {
    remote: { type: 'string', enum: ['mfe_browse', 'mfe_sell', 'mfe_account'] },
    version: { type: 'string', pattern: `^(${UNVERSIONED}|${VERSION_PATTERN.source.slice(1, -1)})$` },
    kind: { type: 'string', enum: ['session', 'error'] },
  },
} as const;
type RemoteEvent = SchemaType<typeof remoteEventSchema>;

const remoteEventMessages: FieldMessages = {
  remote: { default: messages.remoteHealth.remoteInvalid },
  version: { default: messages.remoteHealth.versionInvalid },
  kind: { default: messages.remoteHealth.kindInvalid },
};

/** POST /api/v1/remote-events/ (under the API prefix). */
export const remoteEventRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { siteDir, webRoot } = app.config;
  const watch = siteDir ? new CanaryWatch(siteDir, webRoot, app.log) : null;
  app.post<{ Body: RemoteEvent }>(
    '/remote-events/',
    {
      schema: {
        summary: 'Report that this browser session loaded a remote version, or met an error in it',
        tags: ['operations'],
        body: remoteEventSchema,
        response: { 204: { type: 'null' }, ...errorResponses(400, 415, 429) },
      },
      config: { validationMessages: remoteEventMessages, rateLimit: 'remoteEvent' },
    },
    async (request, reply) => {
      const { remote, version, kind } = request.body;
      // Only versions the site has: anything else would be an endless supply of metric labels.
      if (watch && !(await watch.knows(remote, version))) {
        throw new HttpError(400, messages.remoteHealth.versionInvalid);
      }
      app.metrics.remoteEvents.inc({ remote, version, kind });
      const health = await recordRemoteEvent(app.database.db, remote, version, kind);
      if (watch) {
        await watch.judge(health).catch((error: unknown) => request.log.error({ err: error }, 'The canary watch failed'));
      }
      return reply.code(204).send();
    },
  );
  done();
};

/** GET /internal/remote-health: the figures for `npm run deploy -- status`, to the server itself only (never via nginx). */
export const remoteHealthInternalRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/internal/remote-health', async (request, reply) => {
    if (!isLocalRequest(request)) throw new HttpError(403, messages.operations.localOnly);
    return reply.header('cache-control', 'no-store').send({ versions: await listRemoteHealth(app.database.db) });
  });
  done();
};

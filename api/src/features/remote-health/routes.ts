import type { FastifyPluginCallback } from 'fastify';
import { VERSION_PATTERN, UNVERSIONED } from '../../deploys/site';
import { clientNetwork } from '../../lib/client-network';
import { HttpError } from '../../lib/http-error';
import { errorResponses, type SchemaType } from '../../lib/schemas';
import type { FieldMessages } from '../../plugins/errors';
import { isLocalRequest, operationTexts } from '../operations';
import { issueAssignment, networkKey, readAssignment, REMOTE_NAMES, type Assignment } from './assignment';
import { CanaryWatch } from './canary-watch';
import { listRemoteHealth, recordRemoteReport } from './store';
import { remoteHealthTexts } from './texts';

// The browser says, once per page and remote version, that it loaded a remote and whether it met an error in it
// (shell/src/federation/remote-health.ts), with the assignment the server put in its page (assignment.ts). The figures
// feed /metrics, the canary watch and `npm run deploy -- status`.

/** A signed assignment is about 200 characters; room to spare, but no more. */
const ASSIGNMENT_MAX_LENGTH = 1000;

const remoteEventSchema = {
  type: 'object',
  required: ['remote', 'version', 'kind'],
  additionalProperties: false,
  properties: {
    remote: { type: 'string', enum: ['mfe_browse', 'mfe_sell', 'mfe_account'] },
    version: { type: 'string', pattern: `^(${UNVERSIONED}|${VERSION_PATTERN.source.slice(1, -1)})$` },
    kind: { type: 'string', enum: ['session', 'error'] },
    assignment: {
      type: 'string',
      maxLength: ASSIGNMENT_MAX_LENGTH,
      description: "The page's canary assignment, as the server put it in the page. A report without a valid one counts nowhere.",
    },
  },
} as const;
type RemoteEvent = SchemaType<typeof remoteEventSchema>;

const remoteEventMessages: FieldMessages = {
  remote: { default: remoteHealthTexts.remoteInvalid },
  version: { default: remoteHealthTexts.versionInvalid },
  kind: { default: remoteHealthTexts.kindInvalid },
  assignment: { default: remoteHealthTexts.assignmentInvalid },
};

/** POST /api/v1/remote-events/ (under the API prefix). */
export const remoteEventRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { siteDir, webRoot } = app.config;
  const watch = siteDir ? new CanaryWatch(siteDir, webRoot, app.log) : null;
  if (!watch) app.log.info('Remote reports are answered but not counted: without SITE_DIR the API cannot confirm versions');
  app.post<{ Body: RemoteEvent }>(
    '/remote-events/',
    {
      schema: {
        summary: 'Report that this page loaded a remote version, or met an error in it',
        description: "Counted only with the page's assignment for that version, once per assignment and once per client network.",
        tags: ['operations'],
        body: remoteEventSchema,
        response: { 204: { type: 'null' }, ...errorResponses(400, 415, 429) },
      },
      // No token: a report touches no member's data and is sent before the page may hold a csrftoken cookie; JSON only
      // still keeps other sites' forms out.
      config: { validationMessages: remoteEventMessages, rateLimit: 'remoteEvent', csrf: 'json-only' },
    },
    async (request, reply) => {
      const { remote, version, kind, assignment } = request.body;
      // An API that cannot confirm versions records nothing: each invented one would be a new metric series and row.
      if (!watch) return reply.code(204).send();
      if (!(await watch.knows(remote, version))) throw new HttpError(400, remoteHealthTexts.versionInvalid);
      // Without the page's assignment for this very version (an old page, a forged report), the report counts nowhere.
      const assigned = assignment === undefined ? undefined : await readAssignment(app.database.db, assignment);
      if (assigned?.versions[remote] !== version) return reply.code(204).send();
      const network = await networkKey(app.database.db, clientNetwork(request.ip));
      const health = await recordRemoteReport(app.database.db, { remote, version, kind, network, assignment: assigned.id });
      if (!health) return reply.code(204).send();
      app.metrics.remoteEvents.inc({ remote, version, kind });
      await watch.judge(health).catch((error: unknown) => request.log.error({ err: error }, 'The canary watch failed'));
      return reply.code(204).send();
    },
  );
  done();
};

/**
 * To the server itself only (never via nginx): GET /internal/remote-health, the figures for `npm run deploy -- status`;
 * GET /internal/remote-assignment?mfe_browse=v…, a page's assignment for the server renderer (null when the site does
 * not have those versions, or the API has no SITE_DIR to tell).
 */
export const remoteHealthInternalRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { siteDir, webRoot } = app.config;
  const watch = siteDir ? new CanaryWatch(siteDir, webRoot, app.log) : null;
  app.get('/internal/remote-health', async (request, reply) => {
    if (!isLocalRequest(request)) throw new HttpError(403, operationTexts.localOnly);
    return reply.header('cache-control', 'no-store').send({ versions: await listRemoteHealth(app.database.db) });
  });
  app.get<{ Querystring: Record<string, unknown> }>('/internal/remote-assignment', async (request, reply) => {
    if (!isLocalRequest(request)) throw new HttpError(403, operationTexts.localOnly);
    const versions: Assignment['versions'] = {};
    for (const name of REMOTE_NAMES) {
      const version = request.query[name];
      // Releases only (a build in place has no canary to judge), and only those the site has.
      if (typeof version === 'string' && VERSION_PATTERN.test(version) && (await watch?.knows(name, version))) versions[name] = version;
    }
    const assignment = Object.keys(versions).length > 0 ? await issueAssignment(app.database.db, versions) : null;
    return reply.header('cache-control', 'no-store').send({ assignment });
  });
  done();
};

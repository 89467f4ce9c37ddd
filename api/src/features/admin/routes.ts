import type { FastifyPluginCallback } from 'fastify';
import { trimFields } from '../../lib/hooks';
import { detailSchema, errorResponses } from '../../lib/schemas';
import { HttpError } from '../../lib/http-error';
import { inLanguage } from '../../lib/language';
import { messages } from '../../texts';
import { currentUser, requireAdmin } from '../../plugins/session';
import { auditPage } from './audit';
import { blockDomain, blockedDomains, unblockDomain } from './blocked-domains';
import { findMembers, setModerator } from './members';
import {
  auditListSchema,
  auditQuerySchema,
  blockedDomainListSchema,
  domainBodySchema,
  domainMessages,
  domainParamsSchema,
  memberListSchema,
  memberParamsSchema,
  memberQueryMessages,
  memberQuerySchema,
  suspendBodySchema,
  suspendMessages,
  type AuditQuery,
  type DomainBody,
  type DomainParams,
  type MemberParams,
  type MemberQuery,
  type SuspendBody,
} from './schemas';
import type { Mailer } from '../../mail/mailer';
import { suspensionMail } from '../../mail/templates/suspension-mail';
import { suspendMember, unsuspendMember } from './suspensions';

const tags = ['admin'];

/** /api/v1/admin/: admins' tools against abuse (401 for guests, 403 for anyone else). */
export const adminRoutes: FastifyPluginCallback<{ mailer: Mailer }> = (app, { mailer }, done) => {
  const { db } = app.database;
  const { listings } = app.books;

  app.get<{ Querystring: MemberQuery }>(
    '/members/',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Members whose username or email begins with q (exact matches first; up to 20)',
        tags,
        querystring: memberQuerySchema,
        response: { 200: memberListSchema, ...errorResponses(400, 401, 403) },
      },
      config: { validationMessages: memberQueryMessages },
    },
    (request) => findMembers(db, request.query.q),
  );

  app.post<{ Params: MemberParams; Body: SuspendBody }>(
    '/members/:id/suspend/',
    {
      preValidation: [requireAdmin, trimFields(['reason'])],
      schema: {
        summary: 'Suspend a member: their listings leave Browse, their sessions end, sign-in is refused with the reason',
        tags,
        params: memberParamsSchema,
        body: suspendBodySchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { validationMessages: suspendMessages },
    },
    async (request) => {
      const until = request.body.until ? new Date(request.body.until) : null;
      if (until && until.getTime() <= Date.now()) {
        throw new HttpError(400, messages.admin.untilInPast, { until: messages.admin.untilInPast });
      }
      const suspension = { reason: request.body.reason, until };
      const member = await suspendMember(db, listings, currentUser(request), request.params.id, suspension);
      // Committed: their open streams end on every instance now, and they are told by mail as the dialog promises.
      await app.live.publish({ type: 'member-suspended', member_id: request.params.id });
      // In the member's language, not the admin's.
      const contact = `${app.config.publicUrl}/contact`;
      void inLanguage(member.language, () => suspensionMail(member.email, member.first_name, suspension, contact))
        .then((mail) => mailer.send({ ...mail, memberId: request.params.id }))
        .catch((error: unknown) => request.log.error({ err: error }, 'Could not mail a suspended member'));
      return { detail: messages.admin.memberSuspended };
    },
  );

  app.post<{ Params: MemberParams }>(
    '/members/:id/unsuspend/',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Lift a suspension: the listings come back and the member may sign in',
        tags,
        params: memberParamsSchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await unsuspendMember(db, listings, currentUser(request), request.params.id);
      return { detail: messages.admin.memberUnsuspended };
    },
  );

  for (const [path, moderator] of [
    ['make-moderator', true],
    ['unmake-moderator', false],
  ] as const) {
    app.post<{ Params: MemberParams }>(
      `/members/:id/${path}/`,
      {
        preValidation: requireAdmin,
        schema: {
          summary: moderator ? 'Make a member a moderator' : 'Make a moderator a member again (not an admin)',
          tags,
          params: memberParamsSchema,
          response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await setModerator(db, currentUser(request), request.params.id, moderator);
        return { detail: moderator ? messages.admin.madeModerator : messages.admin.unmadeModerator };
      },
    );
  }

  app.get(
    '/blocked-domains/',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Email domains sign-ups are refused from',
        tags,
        response: { 200: blockedDomainListSchema, ...errorResponses(401, 403) },
      },
    },
    () => blockedDomains(db),
  );

  app.post<{ Body: DomainBody }>(
    '/blocked-domains/',
    {
      preValidation: [requireAdmin, trimFields(['domain', 'reason'])],
      schema: {
        summary: 'Refuse sign-ups from a domain and its subdomains (answered like any sign-up, making no account)',
        tags,
        body: domainBodySchema,
        response: { 201: detailSchema, ...errorResponses(400, 401, 403, 409) },
      },
      config: { validationMessages: domainMessages },
    },
    async (request, reply) => {
      await blockDomain(db, currentUser(request), request.body.domain, request.body.reason);
      return reply.code(201).send({ detail: messages.admin.domainBlocked });
    },
  );

  app.delete<{ Params: DomainParams }>(
    '/blocked-domains/:domain/',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'Allow sign-ups from a domain again',
        tags,
        params: domainParamsSchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await unblockDomain(db, currentUser(request), request.params.domain);
      return { detail: messages.admin.domainUnblocked };
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/audit/',
    {
      preValidation: requireAdmin,
      schema: {
        summary: 'What moderators and admins did, newest first',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => auditPage(db, request.query.limit, request.query.offset),
  );

  done();
};

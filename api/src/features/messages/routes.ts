import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { dropEmptyQueryParams, trimFields } from '../../lib/hooks';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import { MESSAGE_LIMITS } from '../../limits';
import { messages } from '../../texts';
import { currentUser, requireUser } from '../../plugins/session';
import { requireVerifiedEmail } from '../users';
import { EventStream } from './event-stream';
import { scheduleUnreadMail } from './unread-mail';
import { messageForMember, type LiveHub } from './live';
import {
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  eventsQuerySchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  pagingMessages,
  readBodySchema,
  readMessages,
  sendMessageBodySchema,
  sendMessageMessages,
  startConversationBodySchema,
  startConversationMessages,
  unreadSchema,
  type ConversationIdParams,
  type ConversationListQuery,
  type EventsQuery,
  type MessagePageQuery,
  type ReadBody,
  type SendMessageBody,
  type StartConversationBody,
} from './schemas';
import { latestMessageId, loadLiveMessages } from './live-replay';
import type { ConversationsService } from './service';
import { streamFramesSchema } from './stream-events';
import { conversationTexts } from './texts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams and the feed that fills them. */
    live: LiveHub;
    conversations: ConversationsService;
  }
}

const M = conversationTexts;
const TAGS = ['conversations'];
/** How long a member over their stream limit, or a full instance, is asked to wait. */
const STREAM_RETRY_SECONDS = 30;

/** The id a reconnecting EventSource sends (or a client names in the query), if it is one. */
function lastEventIdOf(request: FastifyRequest<{ Querystring: EventsQuery }>): number | undefined {
  const header = request.headers['last-event-id'];
  const raw = typeof header === 'string' && header.trim() !== '' ? header.trim() : request.query.last_event_id;
  if (raw === undefined) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

/** The conversations between members (docs/architecture.md §11). */
export const conversationsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = app.conversations;
  const { live } = app;

  app.get<{ Querystring: ConversationListQuery }>(
    '/',
    {
      preValidation: [requireUser, dropEmptyQueryParams],
      schema: {
        summary: "The caller's conversations that have messages, the latest first",
        tags: TAGS,
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errorResponses(400, 401) },
      },
      config: { validationMessages: pagingMessages },
    },
    (request) => service.list(currentUser(request), request.query),
  );

  app.post<{ Body: StartConversationBody }>(
    '/',
    {
      preValidation: requireUser,
      schema: {
        summary: "Open the caller's conversation with a book's seller: 201 when it starts, 200 when it already exists",
        tags: TAGS,
        body: startConversationBodySchema,
        response: { 200: conversationSchema, 201: conversationSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { validationMessages: startConversationMessages, rateLimitedByHandler: 'conversationStart' },
    },
    async (request, reply) => {
      const member = currentUser(request);
      requireVerifiedEmail(member);
      const { conversation, created } = await service.start(member, request.body.book_id);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/unread/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'How many of the caller’s conversations have unread messages (the header’s badge)',
        tags: TAGS,
        response: { 200: unreadSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread_conversations: await service.unreadCount(currentUser(request)) }),
  );

  app.get<{ Querystring: EventsQuery }>(
    '/events/',
    {
      preValidation: [requireUser, dropEmptyQueryParams],
      schema: {
        summary: 'Server-Sent Events for the caller: new messages, reads, changed conversations and notifications',
        tags: TAGS,
        querystring: eventsQuerySchema,
        response: {
          200: streamFramesSchema,
          ...errorResponses(401, 429, 503),
        },
      },
      config: { openapiProduces: 'text/event-stream' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sessionTokenHash = request.sessionTokenHash;
      if (sessionTokenHash === null) throw new HttpError(401, messages.errors.notAuthenticated);
      const admission = live.admit(user.id);
      if (admission === 'member-limit') throw new HttpError(429, M.tooManyStreams, undefined, STREAM_RETRY_SECONDS);
      if (admission === 'instance-limit') {
        throw new HttpError(503, messages.errors.serviceUnavailable, undefined, STREAM_RETRY_SECONDS);
      }
      const lastEventId = lastEventIdOf(request);

      reply.hijack();
      const stream = new EventStream(user.id, sessionTokenHash, reply.raw, () => live.remove(stream));
      // The client may have gone while its session was checked: then there is nothing to hold a slot for.
      if (stream.gone) return;
      // Listening before the replay is read: a message sent meanwhile is held, not lost.
      live.add(stream);
      stream.open(MESSAGE_LIMITS.retryMs);
      try {
        let latest: number;
        if (lastEventId === undefined) {
          latest = await latestMessageId(app.database.db, user.id);
        } else {
          const missed = await loadLiveMessages(app.database.db, {
            viewerId: user.id,
            afterId: lastEventId,
            limit: MESSAGE_LIMITS.replayMax + 1,
          });
          if (missed.length > MESSAGE_LIMITS.replayMax) {
            stream.sendFirst('resync', {});
            latest = await latestMessageId(app.database.db, user.id);
          } else {
            for (const message of missed) stream.sendFirst('message', messageForMember(message, user.id), message.id);
            latest = missed[missed.length - 1]?.id ?? lastEventId;
          }
        }
        stream.sendFirst('ready', { latest_message_id: latest }, latest);
        stream.release();
      } catch (error) {
        // The database is away: the client reconnects in a few seconds.
        request.log.warn({ err: error }, 'could not open a conversation event stream');
        stream.end();
      }
    },
  );

  app.get<{ Params: ConversationIdParams }>(
    '/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'One conversation: its book, the other member and what the caller may do (404 unless the caller may read it)',
        tags: TAGS,
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.get(currentUser(request), request.params.id),
  );

  app.get<{ Params: ConversationIdParams; Querystring: MessagePageQuery }>(
    '/:id/messages/',
    {
      preValidation: [requireUser, dropEmptyQueryParams],
      schema: {
        summary: 'A page of a conversation’s messages, oldest first, paging upward with before',
        tags: TAGS,
        params: conversationIdParamsSchema,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401, 404) },
      },
      config: { validationMessages: pagingMessages },
    },
    (request) => service.page(currentUser(request), request.params.id, request.query.before, request.query.limit),
  );

  app.post<{ Params: ConversationIdParams; Body: SendMessageBody }>(
    '/:id/messages/',
    {
      preValidation: [requireUser, trimFields(['body'])],
      schema: {
        summary: 'Send a message (plain text, 1–2000 characters)',
        tags: TAGS,
        params: conversationIdParamsSchema,
        body: sendMessageBodySchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { validationMessages: sendMessageMessages, rateLimit: 'messageSend' },
    },
    async (request, reply) => {
      const member = currentUser(request);
      const message = await service.send(member, request.params.id, request.body.body);
      // If the recipient has not read it in a while, they are mailed (once for the conversation).
      await scheduleUnreadMail(app.jobs, app.config.unreadEmailDelaySeconds, {
        conversation_id: request.params.id,
        sender_id: member.id,
      }).catch((error: unknown) => request.log.error({ err: error }, 'the unread-message mail could not be scheduled'));
      return reply.code(201).send(message);
    },
  );

  app.post<{ Params: ConversationIdParams; Body: ReadBody }>(
    '/:id/read/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'The caller has read the conversation up to last_read_id; answers the caller’s new unread count',
        tags: TAGS,
        params: conversationIdParamsSchema,
        body: readBodySchema,
        response: { 200: unreadSchema, ...errorResponses(400, 401, 404) },
      },
      config: { validationMessages: readMessages },
    },
    async (request) => ({
      unread_conversations: await service.markRead(currentUser(request), request.params.id, request.body.last_read_id),
    }),
  );

  app.post<{ Params: ConversationIdParams }>(
    '/:id/block/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Block the other member: no new messages either way, in any conversation',
        tags: TAGS,
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => service.block(currentUser(request), request.params.id),
  );

  app.delete<{ Params: ConversationIdParams }>(
    '/:id/block/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Unblock the other member',
        tags: TAGS,
        params: conversationIdParamsSchema,
        response: { 200: conversationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.unblock(currentUser(request), request.params.id),
  );

  done();
};

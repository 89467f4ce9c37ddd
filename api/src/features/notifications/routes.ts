import type { FastifyPluginCallback } from 'fastify';
import { dropEmptyQueryParams } from '../../lib/hooks';
import { errorResponses } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import {
  markReadBodySchema,
  markReadMessages,
  notificationListMessages,
  notificationListQuerySchema,
  notificationListSchema,
  unreadNotificationsSchema,
  type MarkReadBody,
  type NotificationListQuery,
} from './schemas';
import type { NotificationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

const tags = ['notifications'];

/** The bell (issue 25): /notifications/. */
export const notificationsRoutes: FastifyPluginCallback = (app, _options, done) => {
  const service = app.notifications;

  app.get<{ Querystring: NotificationListQuery }>(
    '/',
    {
      preValidation: [requireUser, dropEmptyQueryParams],
      schema: {
        summary: 'My notifications, newest first; page with before=<last id>',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
      config: { validationMessages: notificationListMessages },
    },
    (request) => service.list(currentUser(request).id, request.query),
  );

  app.get(
    '/unread/',
    {
      preValidation: requireUser,
      schema: { summary: 'How many of my notifications are unread (the bell’s count)', tags, response: { 200: unreadNotificationsSchema } },
    },
    async (request) => ({ unread: await service.unread(currentUser(request).id) }),
  );

  app.post<{ Body: MarkReadBody }>(
    '/read/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Mark my notifications up to one as read (those the member has seen)',
        tags,
        body: markReadBodySchema,
        response: { 200: unreadNotificationsSchema, ...errorResponses(400, 401) },
      },
      config: { validationMessages: markReadMessages },
    },
    async (request) => ({ unread: await service.markRead(currentUser(request).id, request.body.up_to_id) }),
  );
  done();
};

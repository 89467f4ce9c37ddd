import { featurePlugin } from '../../lib/feature-plugin';
import { NoticePushes } from './notice-push';
import { Notifier } from './notifier';
import { notificationsRoutes } from './routes';
import { NotificationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/** The bell: what is told to a member, live (mail-delivery mails what they chose), under /notifications. */
export default featurePlugin(
  'notifications',
  async (api, { root }) => {
    const { jobs, live } = root;
    const db = root.database.db;
    root.decorate('notifier', new Notifier(db, live, jobs, new NoticePushes(db, root.push)));
    root.decorate('notifications', new NotificationsService(db, root.storage, live));
    await api.register(notificationsRoutes, { prefix: '/notifications' });
  },
  ['messages', 'push'],
);

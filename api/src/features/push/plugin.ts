import { featurePlugin } from '../../lib/feature-plugin';
import { pushRoutes } from './routes';
import { PushSender } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes to a member's browsers (features that tell members something call it beside the bell and mail). */
    push: PushSender;
  }
}

/** Web Push, under /push. */
export default featurePlugin('push', async (api, { root }) => {
  const { config } = root;
  const sender = new PushSender(root.database.db, { allowHttp: config.webPushAllowHttp, mailFrom: config.mailFrom }, root.log);
  root.decorate('push', sender);
  // Pushes under way finish before the database they read closes.
  root.addHook('onClose', () => sender.idle());
  await api.register(pushRoutes, { prefix: '/push' });
});

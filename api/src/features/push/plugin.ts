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
  root.decorate('push', new PushSender(root.database.db, { allowHttp: config.webPushAllowHttp, mailFrom: config.mailFrom }, root.log));
  await api.register(pushRoutes, { prefix: '/push' });
});

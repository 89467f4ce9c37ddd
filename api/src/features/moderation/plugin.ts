import { featurePlugin } from '../../lib/feature-plugin';
import { moderationRoutes } from './routes';

/** The moderators' desk, under /moderation. */
export default featurePlugin('moderation', async (api) => {
  await api.register(moderationRoutes, { prefix: '/moderation' });
});

import { featurePlugin } from '../../lib/feature-plugin';
import { healthRoutes } from './routes';

/** Liveness and readiness, at the API's root. */
export default featurePlugin('health', async (api, { root }) => {
  await api.register(healthRoutes, { mailer: root.mailer });
});

import { featurePlugin } from '../../lib/feature-plugin';
import { passkeyRoutes } from './routes';

/** Passkeys, under /users. */
export default featurePlugin('passkeys', async (api) => {
  await api.register(passkeyRoutes, { prefix: '/users' });
});

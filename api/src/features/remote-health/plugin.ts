import { featurePlugin } from '../../lib/feature-plugin';
import { remoteEventRoutes } from './routes';

/** What browsers report of the remotes they load (the operators' side is at the root: remoteHealthInternalRoutes). */
export default featurePlugin('remote-health', async (api) => {
  await api.register(remoteEventRoutes);
});

import { featurePlugin } from '../../lib/feature-plugin';
import { reportsRoutes } from './routes';

/** Members' reports of books, under /reports. */
export default featurePlugin('reports', async (api) => {
  await api.register(reportsRoutes, { prefix: '/reports' });
});

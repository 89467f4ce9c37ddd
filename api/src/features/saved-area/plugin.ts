import { featurePlugin } from '../../lib/feature-plugin';
import { savedAreaRoutes } from './routes';
import { SavedAreas } from './service';

/** A member's saved area, under /users. */
export default featurePlugin('saved-area', async (api, { root }) => {
  root.decorate('savedAreas', new SavedAreas(root.database.db));
  await api.register(savedAreaRoutes, { prefix: '/users' });
});

import { featurePlugin } from '../../lib/feature-plugin';
import { bookmarksRoutes } from './routes';

/** A member's bookmarks, under /bookmarks. */
export default featurePlugin('bookmarks', async (api) => {
  await api.register(bookmarksRoutes, { prefix: '/bookmarks' });
});

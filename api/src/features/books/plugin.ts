import { featurePlugin } from '../../lib/feature-plugin';
import { booksRoutes } from './routes';

/** Books: Browse, a book's page, selling and editing, under /books. */
export default featurePlugin('books', async (api) => {
  await api.register(booksRoutes, { prefix: '/books' });
});

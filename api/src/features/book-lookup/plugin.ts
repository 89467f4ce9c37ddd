import { featurePlugin } from '../../lib/feature-plugin';
import { OpenLibraryCatalogue } from './open-library';
import { bookLookupRoutes } from './routes';
import { BookLookupService } from './service';

/** The ISBN look-up that fills a new listing's form (issue 40), under /books/lookup/. */
export default featurePlugin('book-lookup', async (api, { root }) => {
  const { bookLookupUrl, bookLookupTimeoutMs } = root.config;
  const catalogue = bookLookupUrl === undefined ? undefined : new OpenLibraryCatalogue(bookLookupUrl, bookLookupTimeoutMs);
  const service = new BookLookupService(root.database.db, root.images.storage, catalogue);
  await api.register(bookLookupRoutes(service), { prefix: '/books' });
});

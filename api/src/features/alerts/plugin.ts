import { featurePlugin } from '../../lib/feature-plugin';
import { printedIsbn } from '../books';
import { WANTED_MATCH_JOB, type WantedMatchJob } from '../listings';
import { WantedMatcher } from './matcher';
import { savedSearchesRoutes } from './routes';
import { SavedSearchesService } from './service';

/** Wanted books: saved searches (/saved-searches), and the members told when a book they want is listed. */
export default featurePlugin(
  'alerts',
  async (api, { root }) => {
    const { jobs, notifier } = root;
    const db = root.database.db;
    const matcher = new WantedMatcher(db);
    root.decorate('savedSearches', new SavedSearchesService(db));
    jobs.define<WantedMatchJob>({
      name: WANTED_MATCH_JOB,
      run: async ({ book_id: bookId }) => {
        const matches = await matcher.matchesFor(bookId);
        await notifier.notify(
          matches.map((match) => ({
            userId: match.userId,
            kind: 'wanted_listed' as const,
            bookId,
            savedSearchId: match.savedSearchId,
            // The ISBN as printed: a search without words is named by it on the bell, in mail and in pushes.
            details: { search: match.query, near: match.near, ...(match.isbn ? { isbn: printedIsbn(match.isbn) } : {}) },
          })),
        );
      },
    });
    await api.register(savedSearchesRoutes, { prefix: '/saved-searches' });
  },
  ['notifications'],
);

import { featurePlugin } from '../../lib/feature-plugin';
import { Offers } from './offers';
import { DealParts, Reservations } from './reservations';
import { dealRoutes } from './routes';

/** The deal (issue 37): reservations and offers, under /conversations/{id}/ and /offers/. */
export default featurePlugin(
  'deals',
  async (api, { root }) => {
    const parts = new DealParts(root.database.db, root.conversations, root.live, root.books.listings);
    await api.register(dealRoutes({ reservations: new Reservations(parts), offers: new Offers(parts) }));
  },
  ['messages'],
);

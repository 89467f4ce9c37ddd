import { featurePlugin } from '../../lib/feature-plugin';
import { LISTING_EXPIRY_JOB, LISTING_REMINDER_JOB, LISTING_SWEEP_JOB, ListingLifetimes, type ListingJob } from './lifetime';
import { ListingEvents } from './listing-events';
import { listingsRoutes } from './routes';

/** How long a listing lives: reminders, expiry, renewal (under /books), and what a new listing sets off. */
export default featurePlugin(
  'listings',
  async (api, { root }) => {
    const { config, jobs, notifier } = root;
    const db = root.database.db;
    const lifetimes = new ListingLifetimes(db, jobs, notifier, root.books.listings, {
      lifetimeSeconds: config.listingLifetimeSeconds,
      reminderSeconds: config.expiryReminderSeconds,
    });
    root.decorate('lifetimes', lifetimes);
    root.decorate('listingEvents', new ListingEvents(db, jobs, notifier, lifetimes));
    jobs.define<ListingJob>({
      name: LISTING_REMINDER_JOB,
      run: async ({ book_id }) => {
        await lifetimes.remindDue(book_id);
      },
    });
    jobs.define<ListingJob>({
      name: LISTING_EXPIRY_JOB,
      run: async ({ book_id }) => {
        await lifetimes.expireDue(book_id);
      },
    });
    jobs.define<object>({
      name: LISTING_SWEEP_JOB,
      cron: '17 * * * *',
      run: async () => {
        await lifetimes.remindDue();
        await lifetimes.expireDue();
      },
    });
    await api.register(listingsRoutes, { prefix: '/books' });
  },
  ['notifications'],
);

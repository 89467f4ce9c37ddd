import { featurePlugin } from '../../lib/feature-plugin';
import { Handovers } from './handovers';
import { DealModeration } from './moderation';
import { dealModerationRoutes } from './moderation-routes';
import { Offers } from './offers';
import { Ratings } from './ratings';
import { DealParts } from './deal-parts';
import type { DealNotices } from './notices';
import { Reservations } from './reservations';
import { dealRoutes } from './routes';
import { HANDOVER_REMINDER_CRON, HANDOVER_REMINDER_JOB, remindHandovers } from './reminders';
import { releaseStaleReservations, RESERVATION_SWEEP_JOB } from './sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** The deal's notices, for the books feature: a book deleted while reserved tells its buyer. */
    dealNotices: DealNotices;
  }
}

/** The deal (issue 37): reservations, offers, hand-overs and ratings, under /conversations/{id}/, /offers/ and /handovers/. */
export default featurePlugin(
  'deals',
  async (api, { root }) => {
    const parts = new DealParts(root.database.db, root.conversations, root.live, root.books.listings, root.notifier);
    root.decorate('dealNotices', parts.notices);
    const handovers = new Handovers(parts);
    root.jobs.define<object>({
      name: RESERVATION_SWEEP_JOB,
      cron: '23 * * * *',
      run: async () => {
        await releaseStaleReservations(parts);
      },
    });
    root.jobs.define<object>({
      name: HANDOVER_REMINDER_JOB,
      cron: HANDOVER_REMINDER_CRON,
      run: async () => {
        await remindHandovers(parts);
      },
    });
    await api.register(dealModerationRoutes(new DealModeration(root.database.db)));
    await api.register(
      dealRoutes({ reservations: new Reservations(parts), offers: new Offers(parts), handovers, ratings: new Ratings(parts, handovers) }),
    );
  },
  ['messages', 'notifications'],
);

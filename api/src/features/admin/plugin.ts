import { featurePlugin } from '../../lib/feature-plugin';
import { adminRoutes } from './routes';
import { liftEndedSuspensions } from './suspensions';

export const SUSPENSION_SWEEP_JOB = 'suspension-sweep';

/** The admins' tools (suspensions, blocked domains, the audit), under /admin. */
export default featurePlugin('admin', async (api, { root }) => {
  // Suspensions whose end has come (a member who signs in has theirs lifted at once).
  root.jobs.define<object>({
    name: SUSPENSION_SWEEP_JOB,
    cron: '17 * * * *',
    run: async () => {
      await liftEndedSuspensions(root.database.db, root.books.listings);
    },
  });
  await api.register(adminRoutes, { prefix: '/admin', mailer: root.mailer });
});

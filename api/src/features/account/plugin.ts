import { featurePlugin } from '../../lib/feature-plugin';
import { accountRoutes } from './routes';
import { AccountService } from './service';

/** A member's own account (profile, address, sessions, deletion), under /users. */
export default featurePlugin(
  'account',
  async (api, { root }) => {
    root.decorate(
      'account',
      new AccountService(root.database.db, {
        images: root.images,
        listings: root.books.listings,
        mailer: root.mailer,
        verification: root.verification,
        emailCodes: root.emailCodes,
        rateLimits: api.rateLimits,
        publicUrl: root.config.publicUrl,
        log: root.log,
      }),
    );
    await api.register(accountRoutes, { prefix: '/users' });
  },
  ['users'],
);

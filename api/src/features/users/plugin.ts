import { featurePlugin } from '../../lib/feature-plugin';
import { EmailCodes } from './email-code';
import { emailCodeRoutes } from './email-code-routes';
import { usersRoutes } from './routes';
import { SignupChallenges } from './signup-challenge';
import { AddressVerification } from './verification';
import { verificationRoutes } from './verification-routes';

/** Members: sign-up, sign-in, confirming an address and codes by mail, under /users. */
export default featurePlugin('users', async (api, { root }) => {
  const { config, log, mailer } = root;
  const db = root.database.db;
  const verification = new AddressVerification(db, { mailer, publicUrl: config.publicUrl, log });
  const challenges = new SignupChallenges(db, api.rateLimits, config.rateLimitMultiplier);
  root.decorate('verification', verification);
  root.decorate('signupChallenges', challenges);
  root.decorate('emailCodes', new EmailCodes(db, { mailer, rateLimits: api.rateLimits, challenges, publicUrl: config.publicUrl, log }));
  await api.register(usersRoutes, { prefix: '/users' });
  await api.register(verificationRoutes, { prefix: '/users' });
  await api.register(emailCodeRoutes, { prefix: '/users' });
});

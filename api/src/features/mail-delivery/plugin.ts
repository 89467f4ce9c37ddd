import { featurePlugin } from '../../lib/feature-plugin';
import { NOTIFICATION_MAIL_JOB, type NotificationMailJob } from '../notifications';
import { MailLinks } from './links';
import { mailNotification } from './notification-mail';
import { mailPreferencesRoutes, unsubscribeRoutes } from './routes';
import { MailSender } from './sender';

declare module 'fastify' {
  interface FastifyInstance {
    mailSender: MailSender;
  }
}

export const DIGEST_JOB = 'digest';
export const DIGEST_MAIL_JOB = 'digest-mail';

interface DigestMailJob {
  user_id: number;
}

/** Mail members choose: their choices (/users), one-click unsubscribe (/mail), notifications by mail, the digest. */
export default featurePlugin('mail-delivery', async (api, { root }) => {
  const { config, jobs } = root;
  const db = root.database.db;
  const links = new MailLinks(db, config.publicUrl);
  const sender = new MailSender(db, root.mailer, links, root.log);
  root.decorate('mailLinks', links);
  root.decorate('mailSender', sender);
  jobs.define<NotificationMailJob>({
    name: NOTIFICATION_MAIL_JOB,
    run: async (data) => {
      await mailNotification(db, sender, links, data);
    },
  });
  jobs.define<object>({
    name: DIGEST_JOB,
    cron: `0 ${config.digestHour} * * *`,
    run: async () => {
      const members = await db.selectFrom('digest_items').select('user_id').distinct().execute();
      const day = new Date().toISOString().slice(0, 10);
      for (const { user_id } of members) {
        await jobs.send(DIGEST_MAIL_JOB, { user_id } satisfies DigestMailJob, { singletonKey: `${user_id}:${day}` });
      }
    },
  });
  jobs.define<DigestMailJob>({
    name: DIGEST_MAIL_JOB,
    run: async ({ user_id }) => {
      await sender.sendDigest(user_id);
    },
  });
  await api.register(mailPreferencesRoutes, { prefix: '/users' });
  await api.register(unsubscribeRoutes, { prefix: '/mail' });
});

import type { FastifyInstance } from 'fastify';
import { WantedMatcher } from './features/alerts/matcher';
import { savedSearchesRoutes } from './features/alerts/routes';
import { SavedSearchesService } from './features/alerts/service';
import {
  LISTING_EXPIRY_JOB,
  LISTING_REMINDER_JOB,
  LISTING_SWEEP_JOB,
  ListingLifetimes,
  type ListingJob,
} from './features/listings/lifetime';
import { liftEndedSuspensions } from './features/admin/suspensions';
import { ListingEvents, WANTED_MATCH_JOB, type WantedMatchJob } from './features/listings/listing-events';
import { listingsRoutes } from './features/listings/routes';
import { MailLinks } from './features/mail-delivery/links';
import { mailNotification } from './features/mail-delivery/notification-mail';
import { mailPreferencesRoutes, unsubscribeRoutes } from './features/mail-delivery/routes';
import { MailSender } from './features/mail-delivery/sender';
import { mailUnread, UNREAD_MAIL_JOB, type UnreadMailJob } from './features/messages/unread-mail';
import { NOTIFICATION_MAIL_JOB, Notifier, type NotificationMailJob } from './features/notifications/notifier';
import { notificationsRoutes } from './features/notifications/routes';
import { NotificationsService } from './features/notifications/service';
import type { DurableJobs } from './jobs/durable-jobs';
import type { Mailer } from './mail/mailer';

// Between visits (issue 25): wanted books, the bell, mail members choose, listings that end. The
// services and their durable jobs are made here, so that app.ts stays the list of what the API is.

export const DIGEST_JOB = 'digest';
export const DIGEST_MAIL_JOB = 'digest-mail';

interface DigestMailJob {
  user_id: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: DurableJobs;
    notifier: Notifier;
    wantedMatcher: WantedMatcher;
    mailSender: MailSender;
  }
}

/** Make the services (decorating `app`) and declare their jobs; call before the routes that use them. */
export function setUpBetweenVisits(app: FastifyInstance, jobs: DurableJobs, mailer: Mailer): void {
  const { config } = app;
  const db = app.database.db;
  const notifier = new Notifier(db, app.live, jobs);
  const links = new MailLinks(db, config.publicUrl);
  const sender = new MailSender(db, mailer, links, app.log);
  const lifetimes = new ListingLifetimes(db, jobs, notifier, app.books.listings, {
    lifetimeSeconds: config.listingLifetimeSeconds,
    reminderSeconds: config.expiryReminderSeconds,
  });
  const matcher = new WantedMatcher(db);
  app.decorate('jobs', jobs);
  app.decorate('notifier', notifier);
  app.decorate('mailLinks', links);
  app.decorate('mailSender', sender);
  app.decorate('lifetimes', lifetimes);
  app.decorate('wantedMatcher', matcher);
  app.decorate('listingEvents', new ListingEvents(db, jobs, notifier, lifetimes));
  app.decorate('savedSearches', new SavedSearchesService(db));
  app.decorate('notifications', new NotificationsService(db, app.storage, app.live));

  jobs.define<NotificationMailJob>({
    name: NOTIFICATION_MAIL_JOB,
    run: async (data) => {
      await mailNotification(db, sender, links, data);
    },
  });
  // One waiting job per conversation and sender (pg-boss's 'short' policy); the job itself mails once per unread spell.
  jobs.define<UnreadMailJob>({
    name: UNREAD_MAIL_JOB,
    queue: { policy: 'short' },
    run: async (data) => {
      await mailUnread(db, sender, links, data);
    },
  });
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
          details: { search: match.query, near: match.near },
        })),
      );
    },
  });
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
      // Suspensions whose end has come (a member who signs in has theirs lifted at once).
      await liftEndedSuspensions(db, app.books.listings);
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
}

/** Their routes, under the API prefix. */
export async function betweenVisitsRoutes(api: FastifyInstance): Promise<void> {
  await api.register(notificationsRoutes, { prefix: '/notifications' });
  await api.register(savedSearchesRoutes, { prefix: '/saved-searches' });
  await api.register(listingsRoutes, { prefix: '/books' });
  await api.register(mailPreferencesRoutes, { prefix: '/users' });
  await api.register(unsubscribeRoutes, { prefix: '/mail' });
}

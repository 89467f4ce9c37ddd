import { MESSAGE_LIMITS } from '../../limits';
import { featurePlugin } from '../../lib/feature-plugin';
import { ConversationReports } from './conversation-reports';
import { LiveHub, type LiveMessage } from './live';
import { MessagePushes } from './message-push';
import { loadLiveMessages } from './live-replay';
import { conversationReportRoutes } from './report-routes';
import { conversationsRoutes } from './routes';
import { ConversationsService } from './service';
import { mailUnread, UNREAD_MAIL_JOB, type UnreadMailJob } from './unread-mail';

/** Conversations between members, their live stream and their reports, under /conversations. */
export default featurePlugin(
  'messages',
  async (api, { root }) => {
    const { database, config, jobs } = root;
    const db = database.db;
    const live = new LiveHub({
      db,
      listenUrl: database.url,
      log: root.log,
      streamsPerMember: MESSAGE_LIMITS.streamsPerMember,
      streamsPerInstance: config.maxEventStreams,
      heartbeatMs: MESSAGE_LIMITS.heartbeatSeconds * 1000,
      loadMessage: async (id): Promise<LiveMessage | undefined> => (await loadLiveMessages(db, { id }))[0],
    });
    root.decorate('live', live);
    root.decorate('conversations', new ConversationsService(db, root.storage, live, api.rateLimits, new MessagePushes(db, root.push)));
    root.decorate('conversationReports', new ConversationReports(db, root.storage));
    // One waiting job per conversation and sender (pg-boss's 'short' policy); the job itself mails once per unread spell.
    jobs.define<UnreadMailJob>({
      name: UNREAD_MAIL_JOB,
      queue: { policy: 'short' },
      run: async (data) => {
        await mailUnread(db, root.mailSender, root.mailLinks, data);
      },
    });
    await api.register(conversationsRoutes, { prefix: '/conversations' });
    await api.register(conversationReportRoutes);
  },
  ['push'],
);

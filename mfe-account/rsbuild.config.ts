import { defineRemoteConfig } from '@booknook/platform/build/remote-config';
import { devPorts } from '@booknook/platform/build/federation';
import pkg from './package.json';

export default defineRemoteConfig({
  name: 'mfe_account',
  port: devPorts.account,
  title: 'BookNook — Account (standalone)',
  version: pkg.version,
  exposes: {
    './MyBooksPage': './src/pages/my-books-page.tsx',
    './BookmarksPage': './src/pages/bookmarks-page.tsx',
    './ModerationPage': './src/pages/moderation-page.tsx',
    './MessagesPage': './src/pages/messages-page.tsx',
    './ProfilePage': './src/pages/profile-page.tsx',
    './AlertsPage': './src/pages/alerts-page.tsx',
    './NotificationsPage': './src/pages/notifications-page.tsx',
    './AdminPage': './src/pages/admin-page.tsx',
  },
});

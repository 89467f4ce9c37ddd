import { defineRemoteConfig } from '@booknook/platform/build/remote-config';
import { devPorts } from '@booknook/platform/build/federation';
import pkg from './package.json';

export default defineRemoteConfig({
  name: 'mfe_browse',
  port: devPorts.browse,
  title: 'BookNook — Browse (standalone)',
  version: pkg.version,
  exposes: {
    './BrowsePage': './src/pages/browse-page.tsx',
    './BookDetailPage': './src/pages/book-detail-page.tsx',
    './MemberPage': './src/pages/member-page.tsx',
  },
  // Browse, a book's page and a member's page are rendered on the server (guests, link previews, crawlers).
  serverEntry: './src/server.ts',
});

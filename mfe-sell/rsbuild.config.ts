import { defineRemoteConfig } from '@booknook/shared-ui/build/remote-config';
import { devPorts } from '@booknook/shared-ui/build/federation';
import pkg from './package.json';

export default defineRemoteConfig({
  name: 'mfe_sell',
  port: devPorts.sell,
  title: 'BookNook — Sell (standalone)',
  version: pkg.version,
  exposes: {
    './SellPage': './src/pages/sell-page.tsx',
  },
});

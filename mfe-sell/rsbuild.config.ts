import { defineRemoteConfig } from '@booknook/platform/build/remote-config';
import { devPorts } from '@booknook/platform/build/federation';
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

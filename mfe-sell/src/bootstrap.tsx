import { mountDevHarness } from '@booknook/platform/dev/harness';
import SellPage from './pages/sell-page';

mountDevHarness('mfe-sell', [
  { path: '/sell', element: <SellPage /> },
  { path: '*', element: <SellPage /> },
]);

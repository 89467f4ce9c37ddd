import { PlaceholderPage } from '@booknook/shared-ui';

export default function SellPage() {
  return <PlaceholderPage title="Sell Your Book" buildMarker={process.env.BUILD_MARKER ?? 'dev'} />;
}

import { PlaceholderPage } from '@booknook/shared-ui';

export default function BrowsePage() {
  return <PlaceholderPage title="Browse Books" buildMarker={process.env.BUILD_MARKER ?? 'dev'} />;
}

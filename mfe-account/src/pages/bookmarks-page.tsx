import { PlaceholderPage } from '@booknook/shared-ui';

export default function BookmarksPage() {
  return <PlaceholderPage title="My BookMarks" buildMarker={process.env.BUILD_MARKER ?? 'dev'} />;
}

import { PlaceholderPage } from '@booknook/shared-ui';

export default function ModerationPage() {
  return <PlaceholderPage title="Moderation" buildMarker={process.env.BUILD_MARKER ?? 'dev'} />;
}

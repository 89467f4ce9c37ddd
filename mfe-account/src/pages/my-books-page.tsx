import { PlaceholderPage } from '@booknook/shared-ui';

export default function MyBooksPage() {
  return <PlaceholderPage title="My Books" buildMarker={process.env.BUILD_MARKER ?? 'dev'} />;
}

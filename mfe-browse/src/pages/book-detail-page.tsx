import { PlaceholderPage } from '@booknook/shared-ui';
import { useParams } from 'react-router-dom';

export default function BookDetailPage() {
  const { bookId } = useParams();
  return <PlaceholderPage title={`Book ${bookId ?? ''}`} buildMarker={process.env.BUILD_MARKER ?? 'dev'} />;
}

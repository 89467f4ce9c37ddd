import { Page } from '@booknook/shared-ui';
import { BookmarksGrid } from '../features/bookmarks/components/bookmarks-grid';
import { BuildMarker } from '../lib/build-marker';
import { messages } from '../messages';

/** /bookmarks (and /bookMarks): the books a member saved. Guests see the empty state with a way to Browse. */
export default function BookmarksPage() {
  return (
    <Page>
      <h1>{messages.bookmarks.title}</h1>
      <BookmarksGrid />
      <BuildMarker />
    </Page>
  );
}

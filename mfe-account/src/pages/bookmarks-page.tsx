import { Page, PageTitle } from '@booknook/design-system';
import { BookmarksGrid } from '../features/bookmarks/components/bookmarks-grid';
import { messages } from '../messages';

/** /bookmarks (and /bookMarks): the books a member saved. Guests see the empty state with a way to Browse. */
export default function BookmarksPage() {
  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={messages.bookmarks.pageTitle} />
      <h1>{messages.bookmarks.title}</h1>
      <BookmarksGrid />
    </Page>
  );
}

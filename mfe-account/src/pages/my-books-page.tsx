import { MyBooksScreen } from '../features/my-books/components/my-books-screen';
import { MembersPage } from '../lib/members-page';
import { messages } from '../messages';

/** /mybooks: a member's own listings (guests are sent to sign in and come back). */
export default function MyBooksPage() {
  return (
    <MembersPage title={messages.myBooks.title} intro={messages.myBooks.intro}>
      <MyBooksScreen />
    </MembersPage>
  );
}

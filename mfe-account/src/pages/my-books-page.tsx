import styled from 'styled-components';
import { Page } from '@booknook/shared-ui';
import { MyBooksScreen } from '../features/my-books/components/my-books-screen';
import { BuildMarker } from '../lib/build-marker';
import { MembersOnly } from '../lib/members-only';
import { messages } from '../messages';

const Intro = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /mybooks: a member's own listings (guests are sent to sign in and come back). */
export default function MyBooksPage() {
  return (
    <Page>
      <h1>{messages.myBooks.title}</h1>
      <Intro>{messages.myBooks.intro}</Intro>
      <MembersOnly>
        <MyBooksScreen />
      </MembersOnly>
      <BuildMarker />
    </Page>
  );
}

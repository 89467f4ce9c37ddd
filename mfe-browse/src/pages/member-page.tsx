import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookCard, BookGrid, media, Page, PageTitle } from '@booknook/design-system';
import { detailView } from '../features/book-detail/components/detail-message';
import { Ratings } from '../features/member/components/ratings';
import { useMember } from '../features/member/hooks/use-member';
import { formatMonth, type MemberProfile } from '../features/member/member';
import { messages } from '../messages';

const t = messages.member;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
    align-items: start;
    gap: 2rem;
  }
`;

const Card = styled.section`
  display: grid;
  gap: 0.4rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.6rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Strong = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Suspended = styled.p`
  && {
    margin-top: 0.5rem;
    padding: 0.6rem 0.8rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Main = styled.div`
  display: grid;
  gap: 2rem;
  min-width: 0;
`;

const Books = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

/** The card widths of the grid: two across on a phone, three from 640 px, four beside the summary from 1280 px. */
const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 640px) 33vw, 50vw';

function MemberDetails({ member }: { member: MemberProfile }) {
  return (
    <Layout>
      <Card aria-labelledby="member-name" data-testid="member-summary">
        <h1 id="member-name">{member.first_name}</h1>
        <p>{t.memberSince(formatMonth(member.member_since))}</p>
        {member.area && <p>{t.area(member.area)}</p>}
        <Strong data-testid="handovers">{t.handovers(member.handovers_completed)}</Strong>
        {member.replies_within_hours !== null && <p>{t.repliesWithin(member.replies_within_hours)}</p>}
        {member.suspended && (
          <Suspended role="status" data-testid="member-suspended">
            {t.suspended}
          </Suspended>
        )}
      </Card>
      <Main>
        <Ratings ratings={member.ratings} />
        <Books aria-labelledby="member-books-heading">
          <h2 id="member-books-heading">{t.books}</h2>
          {member.books.length === 0 ? (
            <p>{t.noBooks}</p>
          ) : (
            <BookGrid>
              {member.books.map((book) => (
                <li key={book.id}>
                  <BookCard book={book} to={`/books/${book.id}`} coverSizes={CARD_SIZES} />
                </li>
              ))}
            </BookGrid>
          )}
        </Books>
      </Main>
    </Layout>
  );
}

/** /members/:username (issue 37): a member's public page, rendered on the server like a book's. */
export default function MemberPage() {
  const { username } = useParams();
  const { member, error, notFound } = useMember(username);

  const { content, title } = detailView(
    { value: member, error, notFound },
    t,
    (value) => <MemberDetails member={value} />,
    (value) => t.pageTitle(value.first_name),
  );
  return (
    <Page data-build={process.env.BUILD_MARKER}>
      <PageTitle title={title} />
      {content}
    </Page>
  );
}

import styled from 'styled-components';
import { Page, PageTitle } from '@booknook/design-system';
import { SellBookForm } from '../features/sell-book/components/sell-book-form';
import { messages } from '../messages';

const Column = styled(Page)`
  max-width: 1080px;
`;

const Intro = styled.p`
  margin: -0.25rem 0 1.25rem;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /sell: list a book (docs/product.md §2 "Sell Your Book"). Exposed to the shell as `./SellPage`. */
export default function SellPage() {
  return (
    <Column data-build={process.env.BUILD_MARKER}>
      <PageTitle title={messages.title} />
      <h1>{messages.title}</h1>
      <Intro>{messages.intro}</Intro>
      <SellBookForm />
    </Column>
  );
}

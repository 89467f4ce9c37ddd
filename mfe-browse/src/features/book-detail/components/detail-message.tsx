import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant, sharedMessages, Spinner } from '@booknook/design-system';
import { messages } from '../../../messages';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  max-width: 560px;
  margin: 2rem auto;
  padding: 2.5rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** In place of a book that cannot be shown: the page's heading, why, and a way on. */
export function DetailMessage({
  title,
  body,
  action,
  alert = false,
}: {
  title: string;
  body: string;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Box role={alert ? 'alert' : undefined}>
      <h1>{title}</h1>
      <p>{body}</p>
      {action}
    </Box>
  );
}

const BrowseLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** What a page about one thing (a book, a member) is called, and says, before and instead of the thing itself. */
export interface DetailTexts {
  notFoundTitle: string;
  notFoundBody: string;
  notFoundPageTitle: string;
  errorPageTitle: string;
  loading: string;
  loadingPageTitle: string;
}

/**
 * A page about one thing: not found (with a way back to Browse), failed, loading, or the thing drawn by `render`;
 * and the page's title for each.
 */
export function detailView<T>(
  { value, error, notFound }: { value: T | undefined; error: unknown; notFound: boolean },
  texts: DetailTexts,
  render: (value: T) => ReactNode,
  titleOf: (value: T) => string,
): { content: ReactNode; title: string } {
  if (notFound) {
    const action = <BrowseLink to="/books">{messages.browse.title}</BrowseLink>;
    return {
      content: <DetailMessage title={texts.notFoundTitle} body={texts.notFoundBody} action={action} />,
      title: texts.notFoundPageTitle,
    };
  }
  if (error) {
    return {
      content: <DetailMessage alert title={sharedMessages.errorStateTitle} body={sharedMessages.errorStateBody} />,
      title: texts.errorPageTitle,
    };
  }
  if (value === undefined) return { content: <Spinner label={texts.loading} />, title: texts.loadingPageTitle };
  return { content: render(value), title: titleOf(value) };
}

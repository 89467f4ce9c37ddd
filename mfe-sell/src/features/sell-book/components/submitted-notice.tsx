import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, buttonStyles, type ButtonVariant } from '@booknook/design-system';
import { messages } from '../../../messages';
import { CheckIcon } from './icons';
import { Hint } from './sell-book-form-layout';

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  padding: 1.25rem 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.successSoft};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  h2 {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.2rem;
    line-height: 1.3;
  }
  h2 svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** After a successful listing: the server's word, the new state (waiting for review), the way to My Books, and "List another". */
export function SubmittedNotice({ name, detail, onListAnother }: { name: string; detail: string; onListAnother: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // Focusing brings it into view and has screen readers announce it.
    box.current?.focus();
  }, []);
  return (
    <Box ref={box} tabIndex={-1} role="status" aria-labelledby="sell-submitted-title" data-testid="sell-submitted">
      <h2 id="sell-submitted-title">
        <CheckIcon />
        {messages.success.title}
      </h2>
      <p>{detail}</p>
      <p>
        {messages.success.body(name)} <Badge>{messages.success.status}</Badge>
      </p>
      <Row>
        <ButtonLink to="/mybooks">{messages.success.myBooks}</ButtonLink>
        <Button type="button" $variant="ghost" onClick={onListAnother} aria-describedby="sell-another-hint">
          {messages.success.another}
        </Button>
      </Row>
      <Hint id="sell-another-hint">{messages.success.anotherHint}</Hint>
    </Box>
  );
}

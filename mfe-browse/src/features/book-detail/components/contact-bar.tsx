import styled from 'styled-components';
import { Button, media, unavailable, visuallyHidden } from '@booknook/design-system';
import { messages } from '../../../messages';

const t = messages.detail;

/**
 * The book page's actions (issue 26): "Message seller" first, the bookmark beside it. On a phone the bar is the last
 * thing in the page's grid and sticks to the bottom of the screen while the page scrolls (sticky, so it comes to
 * rest above the footer rather than over it); from the medium breakpoint up it sits under the price.
 */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: grid;
  gap: 0.4rem;
  margin: 0 -1rem;
  padding: 0.65rem 1rem calc(0.65rem + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 12px rgba(18, 24, 31, 0.08);
  ${media.md} {
    position: static;
    grid-column: 2;
    grid-row: 2;
    margin: 0;
    padding: 0;
    background: none;
    border: none;
    box-shadow: none;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.6rem;
`;

const Message = styled(Button)`
  flex: 1;
  min-height: 48px;
  font-size: 1.05rem;
`;

const Heart = styled.button<{ $on: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $on }) => ($on ? theme.colors.accentSoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: progress;
  }
  span {
    ${visuallyHidden}
  }
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
  >
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.7 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
      strokeLinejoin="round"
    />
  </svg>
);

export interface ContactBarProps {
  /** Why the seller cannot be messaged (sold, ended, address not confirmed); null when they can. */
  blockedReason: string | null;
  /** The member's own book: nobody to message. */
  ownBook: boolean;
  messageBusy: boolean;
  onMessage: () => void;
  bookmarked: boolean;
  bookmarkBusy: boolean;
  onBookmark: () => void;
}

export function ContactBar({ blockedReason, ownBook, messageBusy, onMessage, bookmarked, bookmarkBusy, onBookmark }: ContactBarProps) {
  return (
    <Bar data-testid="contact-bar">
      <Row>
        <Heart type="button" $on={bookmarked} {...unavailable(bookmarkBusy)} onClick={onBookmark} data-testid="bookmark-button">
          <HeartIcon filled={bookmarked} />
          <span>{bookmarked ? t.removeBookmark : t.addBookmark}</span>
        </Heart>
        {!ownBook && (
          <Message
            type="button"
            disabled={blockedReason !== null}
            aria-describedby={blockedReason ? 'message-blocked-reason' : undefined}
            {...(blockedReason ? {} : unavailable(messageBusy))}
            onClick={onMessage}
          >
            {t.message}
          </Message>
        )}
      </Row>
      {!ownBook && blockedReason && (
        <Reason id="message-blocked-reason" data-testid="message-blocked-reason">
          {blockedReason}
        </Reason>
      )}
    </Bar>
  );
}

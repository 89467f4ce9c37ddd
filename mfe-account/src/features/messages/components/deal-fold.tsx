import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import type { Handover } from '../api/deal';
import { dayAndTime } from '../../../lib/dates';

const t = messages.deal;

/** The whole bar is a 44px target, kept at the top of the bar while its body scrolls. */
const Toggle = styled.button`
  position: sticky;
  top: -0.5rem;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-width: 0;
  min-height: 44px;
  margin: -0.5rem 0;
  padding: 0.5rem 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  font-size: 0.9rem;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  /* One line where it fits; on a phone a second, so that the place is not cut off. */
  .summary {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
  }
  .next {
    font-weight: 700;
  }
  svg {
    flex: none;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
`;

/** What waits for this member, said in the folded line so that a folded bar never hides a question. */
function nextStep(handover: Handover, name: string, now: Date): string | null {
  if (handover.my_outcome === null) return new Date(handover.at) <= now ? t.howDidItGo : null;
  return handover.rated_by_me ? null : t.rate(name);
}

/** "Reserved · Hand-over Sat 28 Nov, 15:00 at Patan Durbar Square". */
function summaryOf(conversation: Conversation, handover: Handover): string {
  const parts = [
    conversation.book.status === 'sold' ? t.fold.sold : conversation.reserved_here ? t.fold.reserved : null,
    t.fold.handover(dayAndTime(new Date(handover.at)), handover.place),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Once a hand-over is agreed the bar has said most of what it has to: it folds to one line (the state, the time and
 * the place, and what waits for this member) so that the messages keep the screen, and opens as a disclosure. Folded,
 * its body is hidden, not removed, so a half-written rating survives folding; and the body is the same element
 * before and after the agreement, so nothing in it is rebuilt when the agreement arrives.
 */
export function DealFold({ conversation, name, children }: { conversation: Conversation; name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  /** Whether the member was last working in the bar (a button they used may since have gone, taking focus with it). */
  const workingHere = useRef(false);
  const handover = conversation.handover;
  const agreed = handover && (handover.state === 'accepted' || handover.state === 'done') ? handover : null;
  const wasAgreed = useRef(agreed !== null);
  useLayoutEffect(() => {
    // The agreement arrived (their own Accept, or the other side's live): the bar folds; focus that was in it goes to
    // the folded line, not to the page's start.
    if (agreed && !wasAgreed.current && workingHere.current) toggle.current?.focus();
    wasAgreed.current = agreed !== null;
  }, [agreed]);
  const next = agreed && nextStep(agreed, name, new Date());
  return (
    <>
      {agreed && (
        <Toggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-deal`}
          onClick={() => setOpen(!open)}
          data-testid="deal-fold"
        >
          <span className="summary">
            {summaryOf(conversation, agreed)}
            {next && <span className="next"> · {next}</span>}
          </span>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Toggle>
      )}
      <Body
        id={`${id}-deal`}
        hidden={agreed !== null && !open}
        onFocus={() => (workingHere.current = true)}
        onBlur={(event) => {
          // A blur with nowhere to go is a button that went away: the member is still working here.
          if (event.relatedTarget) workingHere.current = event.currentTarget.contains(event.relatedTarget);
        }}
      >
        {children}
      </Body>
    </>
  );
}

import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Spinner, unavailable } from '@booknook/design-system';
import { messages } from '../../../messages';
import type { Message } from '../api/conversations';
import { dayHeading, fullDateTime, sameDay, timeOfDay } from '../../../lib/times';

const t = messages.conversation;
/** Within this distance of the bottom the view follows new messages; further up, the member is reading and stays put. */
const FOLLOW_WITHIN_PX = 120;

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1rem 0.75rem;
  background: ${({ theme }) => theme.colors.background};
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

const Earlier = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  margin-bottom: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Day = styled.h3`
  align-self: center;
  margin: 0.75rem 0 0.25rem;
  padding: 0.15rem 0.65rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(85%, 36rem);
  padding: 0.5rem 0.75rem 0.35rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $mine }) => ($mine ? 'border-bottom-right-radius: 4px;' : 'border-bottom-left-radius: 4px;')}
  background: ${({ theme, $mine }) => ($mine ? theme.colors.accentSoft : theme.colors.surface)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? '#fcd9bd' : theme.colors.border)};
`;

/** What a member wrote, as text: never HTML, links not made clickable, long words broken. */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0.15rem 0 0;
  text-align: right;
  font-size: 0.72rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  margin: auto;
  max-width: 32ch;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface MessageHistoryProps {
  label: string;
  messages: readonly Message[];
  loaded: boolean;
  /** The other member has read up to this id (seen marks). */
  otherReadId: number;
  /** Names the writer in a moderator's reading (from_me is the buyer there). */
  sides?: { mine: string; theirs: string };
  hasEarlier: boolean;
  loadingEarlier: boolean;
  earlierFailed: boolean;
  onLoadEarlier: () => void;
  /** Draws an offer (a message of kind 'offer') as a card, with its answers; without it the offer's words show. */
  renderOffer?: (message: Message) => ReactNode;
}

/** A conversation's messages by day, oldest at the top; it keeps to the newest unless the member scrolled up to read. */
export function MessageHistory(props: MessageHistoryProps) {
  const {
    label,
    messages: list,
    loaded,
    otherReadId,
    sides,
    hasEarlier,
    loadingEarlier,
    earlierFailed,
    onLoadEarlier,
    renderOffer,
  } = props;
  const log = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ first: number | undefined; last: number | undefined; height: number; atBottom: boolean }>({
    first: undefined,
    last: undefined,
    height: 0,
    atBottom: true,
  });

  // After each change: earlier messages added above keep the view where it was; new ones below are followed when at the bottom.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const before = anchor.current;
    const first = list[0]?.id;
    const last = list[list.length - 1]?.id;
    if (before.first !== undefined && first !== undefined && first < before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (before.atBottom || (last !== before.last && list[list.length - 1]?.from_me === true)) {
      element.scrollTop = element.scrollHeight;
    }
    anchor.current = { first, last, height: element.scrollHeight, atBottom: true };
    anchor.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX;
  }, [list]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    anchor.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX;
    anchor.current.height = element.scrollHeight;
  };

  const now = new Date();
  const lastMine = [...list].reverse().find((message) => message.from_me)?.id;

  return (
    // A log: screen readers announce messages as they are added, politely.
    <Log ref={log} role="log" aria-label={label} tabIndex={0} onScroll={onScroll} data-testid="message-history">
      {hasEarlier && (
        <Earlier>
          <Button type="button" $variant="ghost" {...unavailable(loadingEarlier)} onClick={onLoadEarlier}>
            {t.earlier}
          </Button>
          {earlierFailed && <span role="alert">{t.earlierFailed}</span>}
        </Earlier>
      )}
      {!loaded && <Spinner />}
      {loaded && list.length === 0 && <Empty>{t.noMessages}</Empty>}
      {list.map((message, index) => {
        const at = new Date(message.created_at);
        const previous = list[index - 1];
        const newDay = !previous || !sameDay(new Date(previous.created_at), at);
        const writer = sides ? (message.from_me ? sides.mine : sides.theirs) : undefined;
        return (
          <Fragment key={message.id}>
            {newDay && <Day>{dayHeading(at, now, t)}</Day>}
            <Bubble $mine={message.from_me} data-testid="message" data-mine={message.from_me}>
              {message.kind === 'offer' && renderOffer ? (
                renderOffer(message)
              ) : (
                <Body>
                  {writer && <strong>{writer}: </strong>}
                  {message.body}
                </Body>
              )}
              <Meta>
                <time dateTime={message.created_at} title={fullDateTime(at)}>
                  {timeOfDay(at)}
                </time>
                {!sides && message.id === lastMine && (
                  <span data-testid="receipt">
                    {' · '}
                    {otherReadId >= message.id ? t.seen : t.sent}
                  </span>
                )}
              </Meta>
            </Bubble>
          </Fragment>
        );
      })}
    </Log>
  );
}

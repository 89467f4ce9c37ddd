import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, BookCover, Button, unavailable } from '@booknook/design-system';
import { relativeTime, shortDate } from '../../../lib/dates';
import { useRenewListing } from '../../../lib/renew-listing';
import { fullDateTime } from '../../../lib/times';
import type { Notification } from '../api/notifications';
import { describeNotification } from '../model/describe-notification';
import { notificationsMessages as t } from '../notifications-messages';
import { KindIcon } from './kind-icon';

const THUMB_WIDTH = 56;

const Item = styled.article<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: ${THUMB_WIDTH}px minmax(0, 1fr);
  gap: 0.85rem;
  padding: 0.85rem;
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-left-width: ${({ $unread }) => ($unread ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accentSoft : theme.colors.surface)};
`;

const Thumb = styled.div`
  width: ${THUMB_WIDTH}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

/** In place of a cover once the book is gone: the kind's picture, large. */
const IconThumb = styled(Thumb)`
  display: grid;
  place-items: center;
  aspect-ratio: 3 / 4;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
`;

const Body = styled.div`
  display: grid;
  gap: 0.3rem;
  align-content: start;
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Kind = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.2rem 0.4rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The separator stays with the time it introduces when the line wraps. */
const When = styled.span`
  display: inline-flex;
  gap: 0.4rem;
  white-space: nowrap;
`;

const Text = styled.p<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  line-height: 1.4;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.border};
    text-underline-offset: 0.2em;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration-color: currentColor;
  }
`;

const Detail = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Renewal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.25rem;
  p {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface NotificationItemProps {
  notification: Notification;
  /** Unread when the page was opened: it keeps its look for this visit, although it is now marked read. */
  unread: boolean;
  now: Date;
}

/** One notification: the book's cover, the kind and when, what happened (linking to its page), and Renew where it applies. */
export function NotificationItem({ notification, unread, now }: NotificationItemProps) {
  const { book, kind } = notification;
  const view = describeNotification(notification, now);
  const renewListing = useRenewListing(t.renewFailed);
  const [renewing, setRenewing] = useState(false);
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  const created = new Date(notification.created_at);

  const renew = async () => {
    if (!book) return;
    setRenewing(true);
    const renewal = await renewListing(book.id);
    setRenewing(false);
    if (renewal) setRenewedUntil(shortDate(new Date(renewal.expires_at), now));
  };

  return (
    <Item $unread={unread} data-testid="notification" data-unread={unread}>
      {book ? (
        <Thumb>
          <BookCover book={{ book_image: book.book_image, book_image_variants: [] }} alt="" sizes={`${THUMB_WIDTH}px`} />
        </Thumb>
      ) : (
        <IconThumb>
          <KindIcon kind={kind} size={24} />
        </IconThumb>
      )}
      <Body>
        <Kind>
          {unread && <Badge $tone="accent">{t.unread}</Badge>}
          <KindIcon kind={kind} />
          <span>{t.kinds[kind]}</span>
          <When>
            <span aria-hidden="true">·</span>
            <time dateTime={notification.created_at} title={fullDateTime(created)}>
              {relativeTime(created, now)}
            </time>
          </When>
        </Kind>
        <Text $unread={unread}>{view.href ? <Link to={view.href}>{view.text}</Link> : view.text}</Text>
        {view.detail && !renewedUntil && <Detail>{view.detail}</Detail>}
        {view.renewable && book && (
          <Renewal>
            {renewedUntil ? (
              <p role="status">{t.renewed(renewedUntil)}</p>
            ) : (
              <Button
                type="button"
                $variant="outline"
                aria-label={t.renewLabel(book.name)}
                {...unavailable(renewing)}
                onClick={() => void renew()}
              >
                {t.renew}
              </Button>
            )}
          </Renewal>
        )}
      </Body>
    </Item>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, Spinner, unavailable } from '@booknook/design-system';
import { useNotifications } from '../hooks/use-notifications';
import { notificationsMessages as t } from '../notifications-messages';
import { NotificationItem } from './notification-item';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0 0 1rem;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.6rem;
  max-width: 46rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  max-width: 46rem;
  margin-top: 1rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

function OtherPages() {
  return (
    <Links>
      <Link to="/alerts">{t.wantedLink}</Link>
      <Link to="/profile#mail">{t.emailChoices}</Link>
    </Links>
  );
}

/** /notifications: what happened, newest first, with "Show more"; opening it marks what it shows as read. */
export function NotificationsScreen() {
  const list = useNotifications();
  if (list.failed) {
    return (
      <ErrorState
        body={t.loadFailed}
        action={
          <Button type="button" onClick={list.retry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!list.loaded) return <Spinner />;
  if (list.notifications.length === 0) {
    return (
      <>
        <EmptyState title={t.emptyTitle} body={t.emptyBody} />
        <OtherPages />
      </>
    );
  }
  const now = new Date();
  return (
    <>
      <OtherPages />
      <List aria-label={t.listLabel}>
        {list.notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} unread={!notification.read || list.unreadIds.has(notification.id)} now={now} />
          </li>
        ))}
      </List>
      {(list.hasMore || list.olderFailed) && (
        <More>
          {list.olderFailed && <p role="alert">{t.moreFailed}</p>}
          <Button type="button" $variant="outline" {...unavailable(list.loadingOlder)} onClick={() => void list.loadOlder()}>
            {t.more}
          </Button>
        </More>
      )}
    </>
  );
}

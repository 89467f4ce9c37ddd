import { NotificationsScreen } from '../features/notifications/components/notifications-screen';
import { MembersPage } from '../lib/members-page';
import { messages } from '../messages';

/** /notifications, the bell's list (issue 25). Guests sign in and come back. */
export default function NotificationsPage() {
  return (
    <MembersPage title={messages.notifications.title} intro={messages.notifications.intro}>
      <NotificationsScreen />
    </MembersPage>
  );
}

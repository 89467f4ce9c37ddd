import { AlertsScreen } from '../features/alerts/components/alerts-screen';
import { MembersPage } from '../lib/members-page';
import { messages } from '../messages';

/** /alerts, "Wanted books": the searches a member saved on Browse (issue 25). Guests sign in and come back. */
export default function AlertsPage() {
  return (
    <MembersPage title={messages.alerts.title} intro={messages.alerts.intro}>
      <AlertsScreen />
    </MembersPage>
  );
}

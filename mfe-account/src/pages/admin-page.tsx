import { AdminScreen } from '../features/admin/components/admin-screen';
import { MembersPage } from '../lib/members-page';
import { messages } from '../messages';

/** /admin: admins suspend members, choose moderators, block email domains and read the audit log (issue 28). */
export default function AdminPage() {
  return (
    <MembersPage title={messages.admin.title} intro={messages.admin.intro}>
      <AdminScreen />
    </MembersPage>
  );
}

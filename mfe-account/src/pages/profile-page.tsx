import styled from 'styled-components';
import { media } from '@booknook/design-system';
import { useSession } from '@booknook/platform';
import { DataDownload, DeleteAccount } from '../features/profile/components/data-and-deletion';
import { DetailsForm } from '../features/profile/components/details-form';
import { EmailForm } from '../features/profile/components/email-form';
import { MailPreferencesSection } from '../features/profile/components/mail-preferences';
import { PasskeysSection } from '../features/profile/components/passkeys-section';
import { PasswordForm } from '../features/profile/components/password-form';
import { PushSection } from '../features/profile/components/push-section';
import { SavedAreaSection } from '../features/profile/components/saved-area-section';
import { SessionsList } from '../features/profile/components/sessions-list';
import { MembersPage } from '../lib/members-page';
import { messages } from '../messages';

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
`;

function ProfileScreen() {
  const { session } = useSession();
  if (session.status !== 'authenticated') return null;
  const user = session.user;
  return (
    <Columns>
      <Stack>
        <DetailsForm user={user} />
        <SavedAreaSection />
        <MailPreferencesSection />
        <PushSection />
        <SessionsList />
        <DataDownload />
      </Stack>
      <Stack>
        <EmailForm user={user} />
        <PasswordForm />
        <PasskeysSection />
        <DeleteAccount />
      </Stack>
    </Columns>
  );
}

/** /profile: a member's own details, the mail they get, password, passkeys, sessions and data (guests sign in and come back). */
export default function ProfilePage() {
  return (
    <MembersPage title={messages.profile.title} intro={messages.profile.intro}>
      <ProfileScreen />
    </MembersPage>
  );
}

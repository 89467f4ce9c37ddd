import { useSWRConfig } from 'swr';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, ErrorState, type ButtonVariant } from '@booknook/design-system';
import { useSession } from '@booknook/platform';
import { messages } from '../../../messages';
import { AuditSection } from './audit-section';
import { DomainsSection } from './domains-section';
import { MembersSection } from './members-section';

const text = messages.admin;

const Sections = styled.div`
  display: grid;
  gap: 2rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

const HomeLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** Who is an admin is the API's decision; the session says so, and anyone else sees a refusal. */
export function AdminScreen() {
  const { session } = useSession();
  const { mutate } = useSWRConfig();
  if (session.user && !session.user.is_admin) {
    return (
      <ErrorState
        title={text.notAllowedTitle}
        body={text.notAllowedBody}
        action={
          <HomeLink to="/" $variant="outline">
            {text.backHome}
          </HomeLink>
        }
      />
    );
  }
  // Every action lands in the audit log, and may change the lists: reload what the screen shows.
  const reloadAdminLists = async () => {
    await mutate((key) => typeof key === 'string' && key.startsWith('/admin/'));
  };
  return (
    <Sections>
      <MembersSection onChanged={reloadAdminLists} />
      <DomainsSection onChanged={reloadAdminLists} />
      <AuditSection />
    </Sections>
  );
}

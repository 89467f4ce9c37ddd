import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@booknook/design-system';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { getJson, suspendMember, type AdminMember } from '../features/admin/api/admin';
import { messages } from '../messages';
import AdminPage from './admin-page';

jest.mock('../features/admin/api/admin', () => ({
  ...jest.requireActual<object>('../features/admin/api/admin'),
  getJson: jest.fn(),
  suspendMember: jest.fn(),
}));
jest.spyOn(notify, 'success').mockImplementation(() => undefined);

const t = messages.admin;
const read = jest.mocked(getJson);
const suspend = jest.mocked(suspendMember);

const rabin: AdminMember = {
  id: 7,
  username: 'rabin',
  email: 'rabin@example.com',
  first_name: 'Rabin',
  last_name: 'Karki',
  date_joined: '2026-11-01T10:00:00Z',
  is_moderator: false,
  is_admin: false,
  suspended_at: null,
  suspended_until: null,
  suspension_reason: null,
};

beforeEach(() => {
  read.mockImplementation((key: string) => {
    if (key.startsWith('/admin/members/')) return Promise.resolve({ items: [rabin], count: 1 });
    if (key.startsWith('/admin/audit/'))
      return Promise.resolve({
        items: [
          {
            id: 1,
            actor_id: null,
            actor_name: 'mina',
            action: 'reject-book',
            target_type: 'book',
            target_id: 3,
            target_label: 'Blurry Atlas',
            reason: 'Blurry cover',
            created_at: '2026-11-20T10:00:00Z',
          },
          {
            id: 2,
            actor_id: 7,
            actor_name: 'mina',
            action: 'hide-rating',
            target_type: 'rating',
            target_id: 31,
            target_label: 'Palpasa Cafe',
            reason: 'Both say the other did not come',
            created_at: '2026-11-21T10:00:00Z',
          },
        ],
        count: 2,
      });
    return Promise.resolve({ items: [], count: 0 });
  });
  suspend.mockResolvedValue({ detail: 'Suspended.' });
});

it('refuses a member who is not an admin', () => {
  renderWithProviders(<AdminPage />, { session: { status: 'authenticated', user: testUser } });
  expect(screen.getByRole('heading', { name: t.notAllowedTitle })).toBeInTheDocument();
  expect(read).not.toHaveBeenCalled();
});

it('finds a member and suspends them with a reason; the audit log names a deleted actor', async () => {
  renderWithProviders(<AdminPage />, { session: { status: 'authenticated', user: { ...testUser, is_admin: true, is_moderator: true } } });
  expect(await screen.findByText(t.audit.formerMember('mina'))).toBeInTheDocument();
  // The deal's moderation actions read as words, not as the API's action names.
  expect(screen.getByText(`${t.audit.actions['hide-rating']}`, { exact: false })).toHaveTextContent(
    `mina · ${t.audit.actions['hide-rating']}: Palpasa Cafe`,
  );
  expect(screen.getByText(t.domains.none)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(t.members.searchLabel), { target: { value: 'rab' } });
  fireEvent.click(screen.getByRole('button', { name: t.members.search }));
  const card = await screen.findByRole('listitem', { name: 'rabin' });
  fireEvent.click(within(card).getByRole('button', { name: t.members.suspend }));
  const dialog = screen.getByRole('dialog', { name: t.suspend.title('rabin') });
  fireEvent.change(within(dialog).getByLabelText(t.suspend.reasonLabel), { target: { value: ' Spam listings ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: t.suspend.confirm }));
  await waitFor(() => expect(suspend).toHaveBeenCalledWith(7, 'Spam listings', null));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import { DetailsForm } from './details-form';

// Issue 36: text typed into a form right after it appears is never lost when the form is filled in again (the
// member's details arriving anew); fields the person has not touched take the new values.

const t = messages.profile;

it('keeps what the person typed when the member’s details change, and takes the new value of an untouched field', async () => {
  const session = { status: 'authenticated', user: testUser } as const;
  const { rerender } = renderWithProviders(<DetailsForm user={{ ...testUser, first_name: 'Asha', location: 'Patan' }} />, { session });
  fireEvent.change(screen.getByLabelText(t.firstName), { target: { value: 'Ashaa' } });
  rerender(<DetailsForm user={{ ...testUser, first_name: 'Asha', location: 'Bhaktapur' }} />);
  await waitFor(() => expect(screen.getByLabelText(t.location)).toHaveValue('Bhaktapur'));
  expect(screen.getByLabelText(t.firstName)).toHaveValue('Ashaa');
});

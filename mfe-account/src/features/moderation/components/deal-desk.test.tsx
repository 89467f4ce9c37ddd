import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@booknook/design-system';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import { fullDateTime } from '../../../lib/times';
import { getDealDesk, hideRating, resolveDispute, unhideRating, type DealDesk as Desk } from '../api/deal-desk';
import { DealDesk } from './deal-desk';

jest.mock('../api/deal-desk', () => ({
  ...jest.requireActual<object>('../api/deal-desk'),
  getDealDesk: jest.fn(),
  hideRating: jest.fn(),
  unhideRating: jest.fn(),
  resolveDispute: jest.fn(),
}));
jest.spyOn(notify, 'success').mockImplementation(() => undefined);

const text = messages.moderation.deals;
const desk = jest.mocked(getDealDesk);

const dispute: Desk['disputes'][number] = {
  handover_id: 5,
  conversation_id: 9,
  book_name: 'Palpasa Cafe',
  at: '2026-11-28T09:15:00Z',
  place: 'Patan Durbar Square',
  buyer_outcome: 'completed',
  seller_outcome: 'no_show',
  disputed_at: '2026-11-28T12:00:00Z',
  buyer: { username: 'asha' },
  seller: null,
};

const rating: Desk['down_ratings'][number] = {
  id: 31,
  handover_id: 5,
  conversation_id: 9,
  book_name: 'Palpasa Cafe',
  reason: 'no_show',
  text: 'Waited an hour.',
  created_at: '2026-11-28T13:00:00Z',
  rater: { username: 'bikash' },
  ratee: { username: 'asha' },
};

const hidden: Desk['hidden_ratings'][number] = {
  ...rating,
  id: 32,
  score: 'down',
  hidden_at: '2026-11-28T14:00:00Z',
  hidden_by: { username: 'mina' },
};

beforeEach(() => {
  desk.mockReset();
  jest.mocked(hideRating).mockReset();
  jest.mocked(unhideRating).mockReset();
  jest.mocked(resolveDispute).mockReset();
});

it('lists a disagreement (book, both members, what each said) and a down rating with its reason and text', async () => {
  desk.mockResolvedValue({ disputes: [dispute], down_ratings: [rating], hidden_ratings: [] });
  renderWithProviders(<DealDesk />);
  const card = await screen.findByTestId('handover-dispute');
  expect(within(card).getByRole('heading', { name: text.about('Palpasa Cafe') })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: '@asha' })).toHaveAttribute('href', '/members/asha');
  expect(card).toHaveTextContent(`${text.buyerSaid}@asha: ${text.outcome.completed}`);
  expect(card).toHaveTextContent(`${text.sellerSaid}${text.formerMember}: ${text.outcome.no_show}`);
  const down = screen.getByTestId('down-rating');
  expect(down).toHaveTextContent(text.reasons.no_show);
  expect(within(down).getByText('Waited an hour.')).toBeInTheDocument();
  expect(within(down).getByRole('link', { name: '@bikash' })).toHaveAttribute('href', '/members/bikash');
});

it('says when there is nothing to look at', async () => {
  desk.mockResolvedValue({ disputes: [], down_ratings: [], hidden_ratings: [] });
  renderWithProviders(<DealDesk />);
  expect(await screen.findByText(text.disputesEmpty)).toBeInTheDocument();
  expect(screen.getByText(text.ratingsEmpty)).toBeInTheDocument();
});

it('hides a rating only with a reason, then reloads the desk without it', async () => {
  desk
    .mockResolvedValueOnce({ disputes: [], down_ratings: [rating], hidden_ratings: [] })
    .mockResolvedValue({ disputes: [], down_ratings: [], hidden_ratings: [] });
  jest.mocked(hideRating).mockResolvedValue({ detail: 'Rating hidden.' });
  renderWithProviders(<DealDesk />);
  fireEvent.click(await screen.findByRole('button', { name: text.hide }));
  const dialog = screen.getByRole('dialog', { name: text.hideTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: text.hideSubmit }));
  expect(within(dialog).getByText(text.hideReasonRequired)).toBeInTheDocument();
  expect(hideRating).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText(text.hideReason), { target: { value: ' Both say the other did not come ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.hideSubmit }));
  await waitFor(() => expect(hideRating).toHaveBeenCalledWith(31, 'Both say the other did not come'));
  expect(notify.success).toHaveBeenCalledWith('Rating hidden.');
  expect(await screen.findByText(text.ratingsEmpty)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps the dialog and the reason when hiding is refused, with the API’s detail in it', async () => {
  desk.mockResolvedValue({ disputes: [], down_ratings: [rating], hidden_ratings: [] });
  jest.mocked(hideRating).mockRejectedValue({ status: 409, data: { detail: 'This rating is hidden already.' } });
  renderWithProviders(<DealDesk />);
  fireEvent.click(await screen.findByRole('button', { name: text.hide }));
  const dialog = screen.getByRole('dialog', { name: text.hideTitle });
  fireEvent.change(within(dialog).getByLabelText(text.hideReason), { target: { value: 'Spam' } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.hideSubmit }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This rating is hidden already.');
  expect(within(dialog).getByLabelText(text.hideReason)).toHaveValue('Spam');
});

it('closes a disagreement, and shows a refusal on its card', async () => {
  desk.mockResolvedValue({ disputes: [dispute], down_ratings: [], hidden_ratings: [] });
  jest
    .mocked(resolveDispute)
    .mockRejectedValueOnce({ status: 404, data: { detail: 'Not found.' } })
    .mockResolvedValue({ detail: 'Closed.' });
  renderWithProviders(<DealDesk />);
  const card = await screen.findByTestId('handover-dispute');
  fireEvent.click(within(card).getByRole('button', { name: text.resolve }));
  expect(await within(card).findByRole('alert')).toHaveTextContent('Not found.');
  fireEvent.click(within(card).getByRole('button', { name: text.resolve }));
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Closed.'));
  expect(resolveDispute).toHaveBeenCalledWith(5);
});

it('lists a hidden rating with who hid it, and shows it again only with a reason', async () => {
  desk
    .mockResolvedValueOnce({ disputes: [], down_ratings: [], hidden_ratings: [hidden] })
    .mockResolvedValue({ disputes: [], down_ratings: [{ ...rating, id: 32 }], hidden_ratings: [] });
  jest.mocked(unhideRating).mockResolvedValue({ detail: 'Rating shown again.' });
  renderWithProviders(<DealDesk />);
  const card = await screen.findByTestId('hidden-rating');
  expect(card).toHaveTextContent(text.scores.down);
  expect(card).toHaveTextContent(text.reasons.no_show);
  expect(card).toHaveTextContent(text.hiddenBy(fullDateTime(new Date(hidden.hidden_at)), '@mina'));
  fireEvent.click(within(card).getByRole('button', { name: text.unhide }));
  const dialog = screen.getByRole('dialog', { name: text.unhideTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: text.unhideSubmit }));
  expect(within(dialog).getByText(text.unhideReasonRequired)).toBeInTheDocument();
  expect(unhideRating).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText(text.unhideReason), { target: { value: 'Hidden by mistake' } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.unhideSubmit }));
  await waitFor(() => expect(unhideRating).toHaveBeenCalledWith(32, 'Hidden by mistake'));
  expect(notify.success).toHaveBeenCalledWith('Rating shown again.');
  expect(await screen.findByText(text.hiddenEmpty)).toBeInTheDocument();
  expect(screen.getByTestId('down-rating')).toBeInTheDocument();
});

it('keeps the unhide dialog and its reason when the API refuses', async () => {
  desk.mockResolvedValue({ disputes: [], down_ratings: [], hidden_ratings: [hidden] });
  jest.mocked(unhideRating).mockRejectedValue({ status: 409, data: { detail: 'This rating is not hidden.' } });
  renderWithProviders(<DealDesk />);
  fireEvent.click(await screen.findByRole('button', { name: text.unhide }));
  const dialog = screen.getByRole('dialog', { name: text.unhideTitle });
  fireEvent.change(within(dialog).getByLabelText(text.unhideReason), { target: { value: 'Mistake' } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.unhideSubmit }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This rating is not hidden.');
  expect(within(dialog).getByLabelText(text.unhideReason)).toHaveValue('Mistake');
});

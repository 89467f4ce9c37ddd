import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@booknook/shared-ui';
import { renderWithProviders } from '@booknook/shared-ui/testing/render';
import { messages } from '../../../messages';
import { myBook } from '../../../../testing/books';
import { updateBook } from '../api/update-book';
import { EditBookModal } from './edit-book-modal';

jest.mock('../api/update-book', () => ({ updateBook: jest.fn() }));
const notifySuccess = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
jest.spyOn(notify, 'error').mockImplementation(() => undefined);

const update = jest.mocked(updateBook);

const book = myBook({ id: 7, name: 'Physics Part 1', book_image: '/media/books/a.jpg' });

function renderModal() {
  const onClose = jest.fn();
  const onSaved = jest.fn(() => Promise.resolve());
  renderWithProviders(<EditBookModal book={book} onClose={onClose} onSaved={onSaved} />);
  return { onClose, onSaved };
}

beforeEach(() => {
  update.mockReset();
});

it('shows the book in the form, the name with its placeholder', () => {
  renderModal();
  const name = screen.getByLabelText(messages.editBook.name);
  expect(name).toHaveValue('Physics Part 1');
  expect(name).toHaveAttribute('placeholder', messages.editBook.namePlaceholder);
  expect(screen.getByLabelText(messages.editBook.category)).toHaveValue('TEXTBOOK');
  expect(screen.getByLabelText(messages.editBook.price)).toHaveValue(250);
  expect(screen.getByLabelText(messages.editBook.condition)).toHaveValue('GOOD');
});

it('saving without a change says so and makes no call', async () => {
  const { onClose } = renderModal();
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.editBook.unchanged);
  expect(update).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: messages.editBook.save })).toBeEnabled());
});

it('warns that a new name sends the book back to review, before saving', async () => {
  renderModal();
  expect(screen.queryByText(messages.editBook.backToReview)).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(messages.editBook.name), { target: { value: 'Physics Part 2' } });
  expect(screen.getByText(messages.editBook.backToReview)).toBeInTheDocument();
  // Formik validates after the change; let it settle.
  await act(() => Promise.resolve());
});

it('saves the four fields (empty price → 0), shows the detail, refetches and closes; Save is disabled meanwhile', async () => {
  let finish: (value: { detail: string }) => void = () => undefined;
  update.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const { onClose, onSaved } = renderModal();
  fireEvent.change(screen.getByLabelText(messages.editBook.price), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  await waitFor(() => expect(screen.getByRole('button', { name: messages.editBook.save })).toHaveAttribute('aria-disabled', 'true'));
  expect(update).toHaveBeenCalledWith(7, { name: 'Physics Part 1', author: null, category: 'TEXTBOOK', price: 0, condition: 'GOOD' });
  await act(async () => {
    finish({ detail: 'Book updated.' });
    await Promise.resolve();
  });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(notifySuccess).toHaveBeenCalledWith('Book updated.');
  expect(onSaved).toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: messages.editBook.save })).toBeEnabled());
});

it("shows the server's detail when saving fails, else the fallback", async () => {
  update.mockRejectedValueOnce({ status: 409, data: { detail: 'A sold book cannot be edited.' } });
  const { onClose } = renderModal();
  fireEvent.change(screen.getByLabelText(messages.editBook.condition), { target: { value: 'POOR' } });
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A sold book cannot be edited.');

  update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.editBook.failed));
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: messages.editBook.save })).toBeEnabled());
});

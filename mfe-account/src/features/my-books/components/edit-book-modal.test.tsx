import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify, choiceLabels } from '@booknook/design-system';
import { photoMessages } from '@booknook/platform/photos';
import { installFakePhotoBrowser } from '@booknook/platform/testing/fake-photo-browser';
import { jpegWithGps } from '@booknook/platform/testing/photo-files';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import { myBook } from '../../../../testing/books';
import { updateBook } from '../api/update-book';
import { EditBookModal } from './edit-book-modal';

jest.mock('../api/update-book', () => ({ updateBook: jest.fn() }));
const notifySuccess = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
jest.spyOn(notify, 'error').mockImplementation(() => undefined);

const update = jest.mocked(updateBook);

const book = myBook({ id: 7, name: 'Physics Part 1', book_image: '/media/books/a.jpg' });

/** Renders the dialog and lets its drag and drop (loaded lazily with the photos) arrive. */
async function renderModal() {
  const onClose = jest.fn();
  const onSaved = jest.fn(() => Promise.resolve());
  renderWithProviders(<EditBookModal book={book} onClose={onClose} onSaved={onSaved} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { onClose, onSaved };
}

jest.mock('@booknook/platform', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/platform'),
  // A new photo asks for a grant that never answers here: it stays uploading.
  getUploadUrl: jest.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => {
  update.mockReset();
  installFakePhotoBrowser();
});

it('shows the book in the form, the name with its placeholder', async () => {
  await renderModal();
  const name = screen.getByLabelText(messages.editBook.name);
  expect(name).toHaveValue('Physics Part 1');
  expect(name).toHaveAttribute('placeholder', messages.editBook.namePlaceholder);
  expect(screen.getByLabelText(choiceLabels.category.label)).toHaveValue('TEXTBOOK');
  expect(screen.getByLabelText(messages.editBook.price)).toHaveValue(250);
  expect(screen.getByLabelText(choiceLabels.condition.label)).toHaveValue('GOOD');
});

it('saving without a change says so and makes no call', async () => {
  const { onClose } = await renderModal();
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.editBook.unchanged);
  expect(update).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: messages.editBook.save })).toBeEnabled());
});

it('warns that a new name sends the book back to review, before saving', async () => {
  await renderModal();
  expect(screen.queryByText(messages.editBook.backToReview)).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(messages.editBook.name), { target: { value: 'Physics Part 2' } });
  expect(screen.getByText(messages.editBook.backToReview)).toBeInTheDocument();
  // Formik validates after the change; let it settle.
  await act(() => Promise.resolve());
});

it('saves the four fields (empty price → 0), shows the detail, refetches and closes; Save is disabled meanwhile', async () => {
  let finish: (value: { detail: string }) => void = () => undefined;
  update.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  const { onClose, onSaved } = await renderModal();
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
  const { onClose } = await renderModal();
  fireEvent.change(screen.getByLabelText(choiceLabels.condition.label), { target: { value: 'POOR' } });
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A sold book cannot be edited.');

  update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.editBook.failed));
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: messages.editBook.save })).toBeEnabled());
});

describe('photos (issue 27)', () => {
  const twoPhotos = myBook({
    id: 8,
    images: [1, 2].map((n) => ({ key: `books/${n}.webp`, url: `/media/covers/${n}/480w.jpg`, width: 480, height: 640, variants: [] })),
  });
  const renderWith = async (withPhotos = twoPhotos) => {
    renderWithProviders(<EditBookModal book={withPhotos} onClose={jest.fn()} onSaved={() => Promise.resolve()} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  const save = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: messages.editBook.save }));
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('shows the book’s photos, cover first, and saves a new order without sending it back to review', async () => {
    update.mockResolvedValue({ detail: 'Book updated.' });
    await renderWith();
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: photoMessages.makeCoverLabel(2) }));
    expect(screen.queryByText(messages.editBook.backToReview)).not.toBeInTheDocument();
    await save();
    expect(update).toHaveBeenCalledWith(8, expect.objectContaining({ images: ['books/2.webp', 'books/1.webp'] }));
  });

  it('saves a removed photo, and keeps at least one', async () => {
    update.mockResolvedValue({ detail: 'Book updated.' });
    await renderWith();
    fireEvent.click(screen.getByRole('button', { name: photoMessages.remove(2) }));
    await save();
    expect(update).toHaveBeenCalledWith(8, expect.objectContaining({ images: ['books/1.webp'] }));

    update.mockClear();
    fireEvent.click(screen.getByRole('button', { name: photoMessages.remove(1) }));
    await save();
    expect(screen.getByText(messages.editBook.photosRequired)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('says that adding a photo sends the book back to review', async () => {
    await renderWith();
    await act(async () => {
      fireEvent.change(document.getElementById('edit-book-photos')!, { target: { files: [jpegWithGps('stain.jpg')] } });
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(3);
    expect(screen.getByText(messages.editBook.backToReview)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { makeBookDetail } from '../../../../testing/fixtures';
import { messages } from '../../../messages';
import { Gallery } from './gallery';

// The viewer's library is tried in the browser; here a stand-in with its close button.
jest.mock('./photo-lightbox', () => ({
  __esModule: true,
  default: ({ onClose, index }: { onClose: (index: number) => void; index: number }) => (
    <div role="dialog" aria-label="viewer">
      <button type="button" onClick={() => onClose(index)}>
        close
      </button>
    </div>
  ),
}));

const photo = (key: string) => ({ key, url: `/media/${key}.jpg`, width: 600, height: 800, variants: [] });
const book = makeBookDetail({ images: [photo('a'), photo('b')] });

beforeAll(() => {
  Element.prototype.scrollTo = jest.fn();
});

// The phone review (issue 36): Back in the full-screen viewer left the book page.
it('closes the full-screen viewer on Back, and stays on the page', async () => {
  renderWithProviders(<Gallery book={book} />);
  const before = window.history.length;
  fireEvent.click(screen.getByRole('link', { name: messages.gallery.open(2, 2) }));
  expect(await screen.findByRole('dialog', { name: 'viewer' })).toBeInTheDocument();
  expect(window.history.length).toBe(before + 1);
  window.history.back();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'viewer' })).not.toBeInTheDocument());
  expect(screen.getByTestId('gallery')).toBeInTheDocument();
});

it('takes its history entry away when closed by its button, so Back then leaves the page', async () => {
  renderWithProviders(<Gallery book={book} />);
  const popped = jest.fn();
  window.addEventListener('popstate', popped);
  fireEvent.click(screen.getByRole('link', { name: messages.gallery.open(1, 2) }));
  fireEvent.click(await screen.findByRole('button', { name: 'close' }));
  expect(screen.queryByRole('dialog', { name: 'viewer' })).not.toBeInTheDocument();
  await waitFor(() => expect(popped).toHaveBeenCalledTimes(1));
  expect((window.history.state as Record<string, unknown> | null)?.bookPhotoViewer).toBeUndefined();
  window.removeEventListener('popstate', popped);
});

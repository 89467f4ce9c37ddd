import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { set } from 'idb-keyval';
import { notify } from '@booknook/design-system';
import { getUploadUrl } from '@booknook/platform';
import { createBook } from '../features/sell-book/api/create-book';
import { photoMessages } from '@booknook/platform/photos';
import { jpegWithGps, pdfNamedJpeg } from '@booknook/platform/testing/photo-files';
import { testUser } from '@booknook/platform/testing/render';
import { clearDraft } from '../features/sell-book/sell-draft';
import { messages } from '../messages';
import {
  answerUploads,
  choosePhotos,
  fillBook,
  installFakeUploads,
  photoInput,
  renderSellPage,
  settle,
  submit,
} from '../testing/render-sell-page';

jest.mock('@booknook/design-system', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/design-system'),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@booknook/platform', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/platform'),
  getUploadUrl: jest.fn(),
}));
jest.mock('../features/sell-book/api/create-book', () => ({ createBook: jest.fn() }));

const v = messages.validation;

function fakeGeolocation() {
  const getCurrentPosition = jest.fn((success: PositionCallback) => {
    success({ coords: { latitude: 27.7172, longitude: 85.324, accuracy: 25 } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeEach(async () => {
  jest.clearAllMocks();
  // Through the draft's own queue: the last test's form saved what it held as it went.
  await clearDraft();
  installFakeUploads();
  jest.mocked(createBook).mockResolvedValue({ detail: 'Book submitted for review.', id: 7 });
});

describe('SellPage', () => {
  it('asks for no location on arrival, only when “Use my location” is tapped', async () => {
    const getCurrentPosition = fakeGeolocation();
    await renderSellPage();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByTestId('location-status')).toHaveTextContent(messages.location.hint);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.location.use })));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messages.location.located)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-build', process.env.BUILD_MARKER);
  });

  it('a guest sees no location control and is asked to sign in by a submit or a photo', async () => {
    const getCurrentPosition = fakeGeolocation();
    await renderSellPage({ session: { status: 'guest', user: null } });
    expect(screen.queryByTestId('location-status')).not.toBeInTheDocument();
    await submit();
    expect(notify.error).toHaveBeenCalledWith(messages.auth.loginRequired, { id: 'sell-book' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      photoInput().dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert', { name: /location/i })).not.toBeInTheDocument();
  });

  it('an empty submit shows every error at once and puts focus on the first, the photos', async () => {
    await renderSellPage();
    await submit();
    for (const message of [
      v.photosRequired,
      v.nameRequired,
      v.categoryRequired,
      v.conditionRequired,
      v.priceRequired,
      v.descriptionRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(photoInput()).toHaveFocus();
    expect(createBook).not.toHaveBeenCalled();
  });

  it('never marks the photos invalid while they upload, and waits for them on submit', async () => {
    await renderSellPage();
    await choosePhotos(jpegWithGps('spine.jpg'));
    await fillBook();
    expect(screen.queryByText(v.photosRequired)).not.toBeInTheDocument();
    expect(screen.getByText(photoMessages.uploading(0))).toBeInTheDocument();
    await submit();
    expect(screen.getByRole('button', { name: messages.fields.waitingForUpload })).toBeInTheDocument();
    await answerUploads();
    await waitFor(() => expect(screen.getByRole('dialog', { name: messages.noLocationDialog.title })).toBeInTheDocument());
    expect(screen.queryByText(v.photosRequired)).not.toBeInTheDocument();
  });

  it('says a file is not a photo, and shows no tile for it', async () => {
    await renderSellPage();
    await choosePhotos(pdfNamedJpeg('syllabus.jpg'));
    expect(screen.getByText(photoMessages.notAnImage('syllabus.jpg'))).toBeInTheDocument();
    expect(screen.queryAllByTestId('photo-tile')).toHaveLength(0);
    expect(notify.error).toHaveBeenCalledWith(photoMessages.notAnImage('syllabus.jpg'), { id: 'sell-book' });
  });

  it('does not take an empty price as a donation: a price, or “Give it away free”', async () => {
    fakeGeolocation();
    await renderSellPage();
    await choosePhotos(jpegWithGps());
    await answerUploads();
    await fillBook({ price: '' });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.location.use })));
    await submit();
    expect(screen.getByText(v.priceRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.fields.price)).toHaveFocus();
    expect(createBook).not.toHaveBeenCalled();

    await settle(() => fireEvent.click(screen.getByLabelText(messages.fields.giveAway)));
    expect(screen.getByLabelText(messages.fields.price)).toBeDisabled();
    expect(screen.getByTestId('price-hint')).toHaveTextContent('Donate');
    await submit();
    await waitFor(() => expect(createBook).toHaveBeenCalledTimes(1));
    expect(jest.mocked(createBook).mock.calls[0]![0]).toMatchObject({ price: 0, latitude: 27.7172, longitude: 85.324 });
  });

  it('lists the book with its photos in the chosen order, the first the cover, and clears the draft', async () => {
    await renderSellPage();
    await choosePhotos(jpegWithGps('front.jpg'), jpegWithGps('spine.jpg'), jpegWithGps('page.jpg'));
    await answerUploads();
    await answerUploads();
    await waitFor(() => expect(screen.getAllByText(photoMessages.makeCover)).toHaveLength(2));
    // The page photo becomes the cover.
    await settle(() => fireEvent.click(screen.getByRole('button', { name: photoMessages.makeCoverLabel(3) })));
    expect(within(screen.getAllByTestId('photo-tile')[0]!).getByText(photoMessages.cover)).toBeInTheDocument();
    await fillBook();
    await submit();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.noLocationDialog.continue })));
    await waitFor(() => expect(createBook).toHaveBeenCalledTimes(1));
    const payload = jest.mocked(createBook).mock.calls[0]![0];
    // Grants went out in the order chosen (front 1, spine 2, page 3); the page photo was made the cover.
    expect(payload.images).toEqual(['books/3.webp', 'books/1.webp', 'books/2.webp']);
    expect(payload.book_image).toBe('books/3.webp');
    expect(payload).not.toHaveProperty('latitude');
    expect(await screen.findByTestId('sell-submitted')).toBeInTheDocument();
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('');
    expect(screen.queryAllByTestId('photo-tile')).toHaveLength(0);
  });

  it('starts from the saved draft: what was typed and the uploaded photos', async () => {
    const bytes = new TextEncoder().encode('shrunk').buffer;
    await set('booknook:sell:draft', {
      owner: testUser.username,
      values: { name: 'School Atlas', price: '', giveAway: true, description: 'Free to a good home.' },
      photos: [{ id: 'p1', name: 'atlas.jpg', bytes, type: 'image/webp', key: 'books/atlas.webp', uploadedAt: Date.now() }],
    });
    await renderSellPage();
    await settle();
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('School Atlas');
    expect(screen.getByLabelText(messages.fields.giveAway)).toBeChecked();
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(1);
    expect(screen.getByText(photoMessages.uploaded)).toBeInTheDocument();
    expect(getUploadUrl).not.toHaveBeenCalled();
  });
});

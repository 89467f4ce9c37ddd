import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choiceLabels } from '@booknook/design-system';
import { photoMessages } from '@booknook/platform/photos';
import { jpegWithGps } from '@booknook/platform/testing/photo-files';
import { lookupBook } from '../features/book-lookup/api/lookup-book';
import { getUploadUrl } from '@booknook/platform';
import { COVER_FILE_NAME } from '../features/book-lookup';
import { createBook } from '../features/sell-book/api/create-book';
import { clearDraft } from '../features/sell-book/sell-draft';
import { messages } from '../messages';
import { answerUploads, choosePhotos, fillBook, installFakeUploads, renderSellPage, settle, submit } from '../testing/render-sell-page';

jest.mock('@booknook/design-system', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/design-system'),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@booknook/platform', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/platform'),
  getUploadUrl: jest.fn(),
}));
jest.mock('../features/book-lookup/api/lookup-book', () => ({ lookupBook: jest.fn() }));
jest.mock('../features/sell-book/api/create-book', () => ({ createBook: jest.fn() }));

const isbnInput = () => screen.getByLabelText(new RegExp(`^${messages.fields.isbn}`));

beforeEach(async () => {
  jest.clearAllMocks();
  await clearDraft();
  installFakeUploads();
  jest.mocked(lookupBook).mockResolvedValue(null);
  jest.mocked(createBook).mockResolvedValue({ detail: 'Book submitted for review.', id: 7 });
});

describe('Sell: list another (issue 40)', () => {
  it('after a listing, “List another book” keeps the condition and book type, clears the rest, and waits at the ISBN', async () => {
    await renderSellPage();
    await choosePhotos(jpegWithGps('front.jpg'));
    await answerUploads();
    await fillBook();
    await settle(() => {
      fireEvent.change(screen.getByLabelText(choiceLabels.category.label), { target: { value: 'TEXTBOOK' } });
    });
    await settle(() => fireEvent.click(screen.getByRole('radio', { name: messages.fields.college })));
    await settle(() => fireEvent.change(isbnInput(), { target: { value: '9780306406157' } }));
    // No geolocation in jsdom: the book is listed without asking about the location.
    await submit();
    await waitFor(() => expect(createBook).toHaveBeenCalledTimes(1));
    expect(jest.mocked(createBook).mock.calls[0]![0]).toMatchObject({ isbn: '9780306406157', is_college_book: true });

    const notice = await screen.findByTestId('sell-submitted');
    await settle(() => fireEvent.click(within(notice).getByRole('button', { name: messages.success.another })));
    expect(screen.queryByTestId('sell-submitted')).not.toBeInTheDocument();
    expect(screen.getByLabelText(choiceLabels.condition.label)).toHaveValue('GOOD');
    expect(isbnInput()).toHaveValue('');
    expect(isbnInput()).toHaveFocus();
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('');
    expect(screen.getByLabelText(messages.fields.price)).toHaveValue(null);
    expect(screen.queryAllByTestId('photo-tile')).toHaveLength(0);
    // The book type comes back with the category of the next textbook.
    await settle(() => {
      fireEvent.change(screen.getByLabelText(choiceLabels.category.label), { target: { value: 'TEXTBOOK' } });
    });
    expect(screen.getByRole('radio', { name: messages.fields.college })).toBeChecked();
  });
});

describe('Sell: the cover of an earlier listing (issue 40)', () => {
  const url = '/media/covers/physics.jpg';
  const cover = { key: 'covers/physics', url, width: 480, height: 640 };
  const looked = { isbn: '9780306406157', name: 'Physics', author: null, publication: null, edition: null, category: null };

  it('is offered, and kept it becomes the first photo by its key, with nothing fetched or uploaded; the book is listed with it', async () => {
    jest.mocked(lookupBook).mockResolvedValue({ ...looked, cover, source: 'booknook' });
    const fetchCover = jest.fn();
    Object.assign(globalThis, { fetch: fetchCover });
    await renderSellPage();
    await choosePhotos(jpegWithGps('spine.jpg'));
    await answerUploads();
    await settle(() => fireEvent.change(isbnInput(), { target: { value: '9780306406157' } }));
    const offer = await screen.findByTestId('cover-offer');
    expect(within(offer).getByRole('img', { name: messages.lookup.coverAlt })).toHaveAttribute('src', url);
    await settle(() => fireEvent.click(within(offer).getByRole('button', { name: messages.lookup.useCover })));
    const tiles = screen.getAllByTestId('photo-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByText(photoMessages.cover)).toBeInTheDocument();
    expect(tiles[0]).toHaveAttribute('data-name', COVER_FILE_NAME);
    expect(within(tiles[0]!).getByRole('img')).toHaveAttribute('src', url);
    expect(screen.queryByTestId('cover-offer')).not.toBeInTheDocument();
    // Only the spine was granted and uploaded; the cover was neither downloaded nor sent.
    expect(fetchCover).not.toHaveBeenCalled();
    expect(getUploadUrl).toHaveBeenCalledTimes(1);

    await fillBook();
    await submit();
    await waitFor(() => expect(createBook).toHaveBeenCalledTimes(1));
    expect(jest.mocked(createBook).mock.calls[0]![0]).toMatchObject({
      isbn: '9780306406157',
      book_image: cover.key,
      images: [cover.key, 'books/1.webp'],
    });
  });

  it('kept, it must stay the first photo: moved behind another, the form says so and lists nothing', async () => {
    jest.mocked(lookupBook).mockResolvedValue({ ...looked, cover, source: 'booknook' });
    await renderSellPage();
    await choosePhotos(jpegWithGps('spine.jpg'));
    await answerUploads();
    await settle(() => fireEvent.change(isbnInput(), { target: { value: '9780306406157' } }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.lookup.useCover })));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: photoMessages.makeCoverLabel(2) })));
    expect(screen.getAllByTestId('photo-tile')[1]).toHaveAttribute('data-name', COVER_FILE_NAME);
    await fillBook();
    await submit();
    expect(await screen.findByText(messages.validation.coverNotFirst)).toBeInTheDocument();
    expect(createBook).not.toHaveBeenCalled();
  });

  it('dropped, nothing is fetched; a cover from another site is never offered', async () => {
    jest.mocked(lookupBook).mockResolvedValue({ ...looked, cover, source: 'booknook' });
    const fetchCover = jest.fn();
    Object.assign(globalThis, { fetch: fetchCover });
    await renderSellPage();
    await settle(() => fireEvent.change(isbnInput(), { target: { value: '9780306406157' } }));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.lookup.dropCover })));
    expect(screen.queryByTestId('cover-offer')).not.toBeInTheDocument();
    expect(fetchCover).not.toHaveBeenCalled();

    jest.mocked(lookupBook).mockResolvedValue({
      isbn: '9780804429573',
      name: 'Other',
      author: null,
      publication: null,
      edition: null,
      category: null,
      cover: { ...cover, url: 'https://example.com/c.jpg' },
      source: 'catalogue',
    });
    await settle(() => fireEvent.change(isbnInput(), { target: { value: '080442957X' } }));
    await waitFor(() => expect(lookupBook).toHaveBeenCalledWith('9780804429573'));
    expect(screen.queryByTestId('cover-offer')).not.toBeInTheDocument();
  });
});

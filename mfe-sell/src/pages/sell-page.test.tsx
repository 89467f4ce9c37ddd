import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createBook, getUploadUrl, notify } from '@booknook/shared-ui';
import { renderWithProviders, testUser } from '@booknook/shared-ui/testing/render';
import { postToGrant, UploadFailedError } from '../features/sell-book/api/post-to-grant';
import { messages } from '../messages';
import SellPage from './sell-page';

jest.mock('@booknook/shared-ui', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/shared-ui'),
  createBook: jest.fn(),
  getUploadUrl: jest.fn(),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('../features/sell-book/api/post-to-grant', () => ({
  ...jest.requireActual<typeof import('../features/sell-book/api/post-to-grant')>('../features/sell-book/api/post-to-grant'),
  postToGrant: jest.fn(),
}));

const mockCreateBook = jest.mocked(createBook);
const mockGetUploadUrl = jest.mocked(getUploadUrl);
const mockPostToGrant = jest.mocked(postToGrant);

type PositionAnswer = { accuracy: number } | 'denied';

function fakeGeolocation(answer: PositionAnswer) {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'denied') failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    else success({ coords: { latitude: 27.7172, longitude: 85.324, accuracy: answer.accuracy } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const member = { status: 'authenticated', user: testUser } as const;
const jpeg = (size = 2048, name = 'cover.jpg', type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Renders the page and lets the location answer arrive (it settles asynchronously). */
async function renderSellPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<SellPage />, options);
  await waitFor(() => expect(screen.getByTestId('location-status')).not.toHaveAttribute('data-status', 'pending'));
  return view;
}

const photoInput = () => screen.getByLabelText(new RegExp(messages.fields.image));

async function chooseFile(file: File) {
  await act(async () => {
    await settle(() => fireEvent.change(photoInput(), { target: { files: [file] } }));
    await Promise.resolve();
  });
}

/** Formik validates after each change asynchronously: let it settle inside act. */
async function settle(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function fillBook() {
  await settle(() => {
    fireEvent.change(screen.getByLabelText(messages.fields.name), { target: { value: 'Mathematics for Class 5' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${messages.fields.author}`)), { target: { value: ' Gopal Joshi ' } });
    fireEvent.change(screen.getByLabelText(messages.fields.category), { target: { value: 'TEXTBOOK' } });
  });
  await settle(() => {
    fireEvent.click(screen.getByLabelText(messages.fields.school));
    fireEvent.change(screen.getByLabelText(messages.fields.grade), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(messages.fields.condition), { target: { value: 'GOOD' } });
    fireEvent.change(screen.getByLabelText(messages.fields.description), { target: { value: 'A few pencil notes.' } });
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: messages.fields.submit }));
    await Promise.resolve();
  });
}

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  mockGetUploadUrl.mockResolvedValue({ url: '/api/v1/uploads/local', fields: { key: 'books/k1.jpg' }, key: 'books/k1.jpg' });
  mockPostToGrant.mockResolvedValue();
  mockCreateBook.mockResolvedValue({ detail: 'Book submitted for review.', id: 7 });
});

describe('SellPage', () => {
  it('asks for the position with the SPEC.md options and says when it is found', async () => {
    const getCurrentPosition = fakeGeolocation({ accuracy: 40 });
    await renderSellPage({ session: member });
    expect(screen.getByRole('heading', { level: 1, name: messages.title })).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 0,
    });
    expect(await screen.findByText(messages.location.located)).toBeInTheDocument();
    // The build is marked for tests and operators, not shown to members.
    expect(screen.getByRole('main')).toHaveAttribute('data-build', process.env.BUILD_MARKER);
    expect(screen.queryByText(process.env.BUILD_MARKER ?? '')).not.toBeInTheDocument();
  });

  it('shows why there is no location: too inaccurate, refused, or no support', async () => {
    fakeGeolocation({ accuracy: 300 });
    const { unmount } = await renderSellPage({ session: member });
    expect(await screen.findByText(messages.location.tooInaccurate)).toBeInTheDocument();
    unmount();

    fakeGeolocation('denied');
    const second = await renderSellPage({ session: member });
    expect(await screen.findByText(messages.location.failed)).toBeInTheDocument();
    second.unmount();

    Reflect.deleteProperty(navigator, 'geolocation');
    await renderSellPage({ session: member });
    expect(screen.getByText(messages.location.unsupported)).toBeInTheDocument();
  });

  it('lists a school textbook: upload, then the payload with grade, flags and coordinates, then the review notice', async () => {
    fakeGeolocation({ accuracy: 25 });
    await renderSellPage({ session: member });

    expect(screen.queryByLabelText(messages.fields.school)).not.toBeInTheDocument();
    await chooseFile(jpeg());
    expect(mockGetUploadUrl).toHaveBeenCalledWith('cover.jpg');
    expect(await screen.findByText(messages.upload.uploaded)).toBeInTheDocument();
    expect(screen.getByAltText(messages.fields.imagePreviewAlt)).toHaveAttribute('src', 'blob:preview');

    await settle(() => fireEvent.change(screen.getByLabelText(messages.fields.category), { target: { value: 'TEXTBOOK' } }));
    expect(screen.getByLabelText(messages.fields.grade)).toBeDisabled();
    await fillBook();
    expect(screen.getByLabelText(messages.fields.grade)).toBeEnabled();
    await submit();

    expect(await screen.findByTestId('sell-submitted')).toHaveTextContent('Book submitted for review.');
    expect(mockCreateBook).toHaveBeenCalledWith({
      name: 'Mathematics for Class 5',
      author: 'Gopal Joshi',
      category: 'TEXTBOOK',
      publication: '',
      edition: 1,
      is_school_book: true,
      is_college_book: false,
      is_bachlore_book: false,
      grade: 5,
      description: 'A few pencil notes.',
      condition: 'GOOD',
      price: 0,
      book_image: 'books/k1.jpg',
      latitude: 27.7172,
      longitude: 85.324,
    });
    expect(screen.getByRole('link', { name: messages.success.myBooks })).toHaveAttribute('href', '/mybooks');
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });

  it('waits for a running upload before it submits', async () => {
    fakeGeolocation({ accuracy: 25 });
    let finishUpload: () => void = () => undefined;
    mockPostToGrant.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishUpload = resolve;
        }),
    );
    await renderSellPage({ session: member });
    await chooseFile(jpeg());
    await fillBook();
    await submit();
    expect(await screen.findByRole('button', { name: messages.fields.waitingForUpload })).toHaveAttribute('aria-disabled', 'true');
    expect(mockCreateBook).not.toHaveBeenCalled();
    await act(async () => {
      finishUpload();
      await Promise.resolve();
    });
    await waitFor(() => expect(mockCreateBook).toHaveBeenCalledWith(expect.objectContaining({ book_image: 'books/k1.jpg' })));
  });

  it('refuses a wrong type or an oversize file in the browser', async () => {
    fakeGeolocation({ accuracy: 25 });
    await renderSellPage({ session: member });
    await chooseFile(jpeg(100, 'notes.gif', 'image/gif'));
    expect(screen.getByText(messages.upload.notAccepted)).toBeInTheDocument();
    await chooseFile(jpeg(5_242_881));
    expect(screen.getByText(messages.upload.notAccepted)).toBeInTheDocument();
    expect(mockGetUploadUrl).not.toHaveBeenCalled();
    await chooseFile(jpeg(5_242_880, 'ok.png', 'image/png'));
    expect(screen.queryByText(messages.upload.notAccepted)).not.toBeInTheDocument();
    expect(mockGetUploadUrl).toHaveBeenCalledTimes(1);
  });

  it('takes a dropped file', async () => {
    fakeGeolocation({ accuracy: 25 });
    await renderSellPage({ session: member });
    await act(async () => {
      fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [jpeg()] } });
      await Promise.resolve();
    });
    expect(mockGetUploadUrl).toHaveBeenCalledWith('cover.jpg');
  });

  it('says when the upload failed and lets the member try again', async () => {
    fakeGeolocation({ accuracy: 25 });
    mockPostToGrant.mockRejectedValueOnce(new Error('403'));
    await renderSellPage({ session: member });
    await chooseFile(jpeg());
    expect(await screen.findByText(messages.upload.failed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: messages.upload.retry }));
    expect(await screen.findByText(messages.upload.uploaded)).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the image (a photo it cannot read)", async () => {
    fakeGeolocation({ accuracy: 25 });
    const reason = 'File not accepted: the image is too large (more than 64 megapixels). Please upload a smaller photo.';
    mockPostToGrant.mockRejectedValueOnce(new UploadFailedError(400, reason));
    await renderSellPage({ session: member });
    await chooseFile(jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: messages.upload.retry })).toBeInTheDocument();
  });

  it('shows every required message on an empty submit', async () => {
    fakeGeolocation({ accuracy: 25 });
    await renderSellPage({ session: member });
    await submit();
    for (const text of [
      messages.validation.imageRequired,
      messages.validation.nameRequired,
      messages.validation.categoryRequired,
      messages.validation.conditionRequired,
      messages.validation.descriptionRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(mockCreateBook).not.toHaveBeenCalled();
  });

  it('shows the donation hint while the price is 0', async () => {
    fakeGeolocation({ accuracy: 25 });
    await renderSellPage({ session: member });
    expect(screen.getByTestId('price-hint')).toHaveTextContent(messages.fields.donationHint);
    await settle(() => fireEvent.change(screen.getByLabelText(messages.fields.price), { target: { value: '120' } }));
    expect(screen.getByTestId('price-hint')).toHaveTextContent(messages.fields.priceHint);
    await settle(() => fireEvent.change(screen.getByLabelText(messages.fields.price), { target: { value: '0' } }));
    expect(screen.getByTestId('price-hint')).toHaveTextContent(messages.fields.donationHint);
  });

  it('asks before submitting without a location: cancel closes, continue submits without coordinates', async () => {
    fakeGeolocation('denied');
    await renderSellPage({ session: member });
    await chooseFile(jpeg());
    await screen.findByText(messages.upload.uploaded);
    await fillBook();
    await submit();

    const dialog = await screen.findByRole('dialog', { name: messages.noLocationDialog.title });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.noLocationDialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockCreateBook).not.toHaveBeenCalled();

    await submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: messages.noLocationDialog.continue }));
    await screen.findByTestId('sell-submitted');
    const payload = mockCreateBook.mock.calls[0]![0];
    expect(payload).not.toHaveProperty('latitude');
    expect(payload).not.toHaveProperty('longitude');
  });

  it('tells a guest before they start, and on submit says so as a toast and in the panel, which takes focus', async () => {
    fakeGeolocation({ accuracy: 25 });
    const { unmount } = await renderSellPage();
    const panel = screen.getByRole('region', { name: messages.auth.panelTitle });
    expect(within(panel).getByRole('link', { name: messages.auth.signIn })).toHaveAttribute('href', '/login');
    expect(within(panel).queryByText(messages.auth.loginRequired)).not.toBeInTheDocument();

    await settle(() => fireEvent.change(screen.getByLabelText(messages.fields.name), { target: { value: 'Atlas of Nepal' } }));
    fireEvent.change(screen.getByLabelText(messages.fields.price), { target: { value: '250' } });
    await submit();
    expect(within(panel).getByText(messages.auth.loginRequired)).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(messages.auth.loginRequired, expect.anything());
    await waitFor(() => expect(panel).toHaveFocus());
    expect(mockCreateBook).not.toHaveBeenCalled();
    unmount();

    await renderSellPage({ session: member });
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('Atlas of Nepal');
    expect(screen.getByLabelText(messages.fields.price)).toHaveValue(250);
  });

  it('asks a guest to log in instead of trying to upload a chosen photo', async () => {
    fakeGeolocation({ accuracy: 25 });
    await renderSellPage();
    // Clicking the photo area opens no file dialog for a guest…
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    photoInput().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // …and a file that arrives anyway (dropped, or set by a script) is not uploaded.
    await chooseFile(jpeg());
    expect(screen.getByText(messages.auth.loginRequired)).toBeInTheDocument();
    expect(mockGetUploadUrl).not.toHaveBeenCalled();
  });

  it("puts the server's detail in a banner and its field errors beside the fields, keeping what was typed", async () => {
    fakeGeolocation({ accuracy: 25 });
    mockCreateBook.mockRejectedValueOnce({
      status: 400,
      data: {
        detail: 'Some fields are not valid.',
        errors: { name: 'A book with this name already exists', is_school_book: 'Pick one type' },
      },
    });
    await renderSellPage({ session: member });
    await chooseFile(jpeg());
    await screen.findByText(messages.upload.uploaded);
    await fillBook();
    await submit();
    expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
    expect(screen.getByText('A book with this name already exists')).toBeInTheDocument();
    expect(screen.getByText('Pick one type')).toBeInTheDocument();
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('Mathematics for Class 5');
    expect(screen.getByLabelText(messages.fields.name)).toHaveFocus();
  });

  it('falls back to the generic failure text without a detail', async () => {
    fakeGeolocation({ accuracy: 25 });
    mockCreateBook.mockRejectedValueOnce({ status: 500, data: 'Bad gateway' });
    await renderSellPage({ session: member });
    await chooseFile(jpeg());
    await screen.findByText(messages.upload.uploaded);
    await fillBook();
    await submit();
    expect(await screen.findByText(messages.submit.failed)).toBeInTheDocument();
  });
});

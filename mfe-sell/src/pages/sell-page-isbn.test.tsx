import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { choiceLabels } from '@booknook/design-system';
import { lookupBook } from '../features/book-lookup/api/lookup-book';
import { loadIsbnDetector } from '../features/barcode-scanner/engine/isbn-detector';
import { createBook } from '../features/sell-book/api/create-book';
import { clearDraft } from '../features/sell-book/sell-draft';
import { messages } from '../messages';
import { renderSellPage, settle } from '../testing/render-sell-page';
import { physicsLookup } from '../testing/book-lookup';

jest.mock('@booknook/design-system', () => ({
  ...jest.requireActual<Record<string, unknown>>('@booknook/design-system'),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('../features/book-lookup/api/lookup-book', () => ({
  ...jest.requireActual<Record<string, unknown>>('../features/book-lookup/api/lookup-book'),
  lookupBook: jest.fn(),
}));
jest.mock('../features/barcode-scanner/engine/isbn-detector', () => ({ loadIsbnDetector: jest.fn() }));
jest.mock('../features/sell-book/api/create-book', () => ({ createBook: jest.fn() }));

const v = messages.validation;
const physics = physicsLookup;
const isbnInput = () => screen.getByLabelText(new RegExp(`^${messages.fields.isbn}`));
const type = (element: HTMLElement, value: string) => settle(() => fireEvent.change(element, { target: { value } }));

/** A camera that gives a stream, and a reader that sees `barcodes` in each frame. */
function fakeCamera(barcodes: { rawValue: string; format: string }[] | Error) {
  const stop = jest.fn();
  const getUserMedia =
    barcodes instanceof Error
      ? jest.fn(() => Promise.reject(barcodes))
      : jest.fn(() => Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  jest.mocked(loadIsbnDetector).mockResolvedValue({ detect: () => Promise.resolve(barcodes instanceof Error ? [] : barcodes) });
  return { getUserMedia, stop };
}

beforeAll(() => {
  // jsdom plays no video: the preview is "playing" with a frame at once.
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { get: () => 4, configurable: true });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
});

beforeEach(async () => {
  jest.clearAllMocks();
  await clearDraft();
  jest.mocked(lookupBook).mockResolvedValue(null);
  jest.mocked(createBook).mockResolvedValue({ detail: 'Book submitted for review.', id: 7 });
});

describe('Sell: the ISBN (issue 40)', () => {
  it('says a wrong check digit at once, before the seller leaves the field, and looks nothing up', async () => {
    await renderSellPage();
    await type(isbnInput(), '978-0-306-40615-8');
    expect(screen.getByText(v.isbnCheckDigit)).toBeInTheDocument();
    expect(isbnInput()).toHaveAttribute('aria-invalid', 'true');
    expect(isbnInput()).toHaveValue('978-0-306-40615-8');
    expect(lookupBook).not.toHaveBeenCalled();
  });

  it('a typed ISBN-10 is looked up as its ISBN-13 and fills only the empty fields, saying which', async () => {
    jest.mocked(lookupBook).mockResolvedValue(physics);
    await renderSellPage();
    await type(screen.getByLabelText(messages.fields.name), 'Physics vol. 1');
    await type(isbnInput(), '0-306-40615-2');
    await waitFor(() => expect(lookupBook).toHaveBeenCalledWith('9780306406157'));
    const said = await screen.findByText(
      messages.lookup.filled(
        [messages.fields.author, messages.fields.publication, messages.fields.edition, choiceLabels.category.label].join(', '),
      ),
    );
    expect(said).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('Physics vol. 1');
    expect(screen.getByLabelText(new RegExp(`^${messages.fields.author}`))).toHaveValue('H. C. Verma');
    expect(screen.getByLabelText(messages.fields.edition)).toHaveValue(2);
    expect(screen.getByLabelText(choiceLabels.category.label)).toHaveValue('TEXTBOOK');
    // The seller can change what was filled.
    await type(screen.getByLabelText(messages.fields.edition), '3');
    expect(screen.getByLabelText(messages.fields.edition)).toHaveValue(3);
  });

  it('says when what was filled came from the external catalogue rather than a listing', async () => {
    jest
      .mocked(lookupBook)
      .mockResolvedValue({ ...physics, author: null, publication: null, edition: null, category: null, source: 'catalogue' });
    await renderSellPage();
    await type(isbnInput(), '9780306406157');
    expect(await screen.findByText(messages.lookup.filledFromCatalogue(messages.fields.name))).toBeInTheDocument();
  });

  it('an ISBN BookNook does not know says so, and the seller types', async () => {
    await renderSellPage();
    await type(isbnInput(), '9780306406157');
    expect(await screen.findByText(messages.lookup.notFound)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.fields.name)).toHaveValue('');
    expect(screen.getByLabelText(messages.fields.name)).toBeEnabled();
  });

  it('a failed lookup says so and leaves the form as it was', async () => {
    jest.mocked(lookupBook).mockRejectedValue({ status: 500 });
    await renderSellPage();
    await type(isbnInput(), '9780306406157');
    expect(await screen.findByText(messages.lookup.failed)).toBeInTheDocument();
  });

  it('an ISBN the API refuses shows the API’s reason as the field’s error', async () => {
    const reason = 'This ISBN is in no registration group.';
    jest.mocked(lookupBook).mockRejectedValue({ status: 400, data: { detail: 'Invalid ISBN.', errors: { isbn: reason } } });
    await renderSellPage();
    await type(isbnInput(), '9780306406157');
    await waitFor(() => expect(isbnInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(messages.lookup.failed)).not.toBeInTheDocument();
  });

  it('a new ISBN replaces the details the previous one filled, keeping what the seller changed', async () => {
    jest
      .mocked(lookupBook)
      .mockResolvedValueOnce(physics)
      .mockResolvedValueOnce({ ...physics, name: 'Matilda', author: null });
    await renderSellPage();
    await type(isbnInput(), '9780306406157');
    await waitFor(() => expect(screen.getByLabelText(messages.fields.name)).toHaveValue(physics.name));
    await type(screen.getByLabelText(messages.fields.edition), '3');
    await type(isbnInput(), '9780140328721');
    await waitFor(() => expect(screen.getByLabelText(messages.fields.name)).toHaveValue('Matilda'));
    expect(screen.getByLabelText(new RegExp(`^${messages.fields.author}`))).toHaveValue('');
    expect(screen.getByLabelText(messages.fields.edition)).toHaveValue(3);
  });
});

describe('Sell: scanning the barcode (issue 40)', () => {
  it('a read barcode fills the field, closes the dialog, stops the camera and is looked up', async () => {
    const { getUserMedia, stop } = fakeCamera([{ rawValue: '9780306406157', format: 'ean_13' }]);
    await renderSellPage();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.scanner.open })));
    await waitFor(() => expect(isbnInput()).toHaveValue('9780306406157'));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(screen.queryByRole('dialog', { name: messages.scanner.title })).not.toBeInTheDocument();
    expect(stop).toHaveBeenCalled();
    await waitFor(() => expect(lookupBook).toHaveBeenCalledWith('9780306406157'));
  });

  it('a barcode that is no ISBN is said in the dialog, which keeps looking', async () => {
    fakeCamera([{ rawValue: '5901234123457', format: 'ean_13' }]);
    await renderSellPage();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.scanner.open })));
    expect(await screen.findByText(messages.scanner.notAnIsbn)).toBeInTheDocument();
    expect(isbnInput()).toHaveValue('');
  });

  it('a refused camera is said in the dialog; closed, the field is still there to type in', async () => {
    fakeCamera(new DOMException('denied', 'NotAllowedError'));
    await renderSellPage();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.scanner.open })));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.scanner.refused);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.scanner.close })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await type(isbnInput(), '9780306406157');
    expect(isbnInput()).toHaveValue('9780306406157');
  });

  it('no camera at all, or a reader that does not load, each has its message', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await renderSellPage();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.scanner.open })));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.scanner.noCamera);

    fakeCamera([]);
    jest.mocked(loadIsbnDetector).mockRejectedValue(new Error('wasm 404'));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: messages.scanner.retry })));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.scanner.failed));
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetSharedBrowserLocation } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { AppRoutes, makeBook } from '../../testing/fixtures';
import { COUNT_CAP } from '../features/browse/filters';
import { messages } from '../messages';
import BrowsePage from './browse-page';

// Issue 36 (4): on a phone the search box and the sort are on the page, with how many books match; a price range
// and "Free only" in Filters.

const t = messages.browse;
const currentUrl = () => screen.getByTestId('location').textContent;
const quickSearch = () => within(screen.getByTestId('quick-search'));
/** The sidebar's form (jsdom applies no media queries: it counts as hidden). */
const sidebar = () => within(screen.getByRole('complementary', { hidden: true }));

function renderBrowse(route: string, count?: number) {
  const fetcher = jest.fn((key: string) =>
    Promise.resolve({ items: [makeBook({ name: 'Physics' })], has_more: false, ...(key.includes('with_count=false') ? {} : { count }) }),
  );
  renderWithProviders(
    <AppRoutes>
      <BrowsePage />
    </AppRoutes>,
    { route, fetcher },
  );
  return fetcher;
}

beforeAll(() => {
  window.scrollTo = jest.fn();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: jest.fn() }, configurable: true });
});

beforeEach(() => resetSharedBrowserLocation());

describe('Browse on a phone', () => {
  it('shows the active search in the search box and the sort beside it', async () => {
    renderBrowse('/books?name=physics&ordering=-price', 120);
    await screen.findAllByTestId('book-card');
    expect(quickSearch().getByRole('searchbox', { name: t.searchBooks })).toHaveValue('physics');
    expect(quickSearch().getByRole('combobox', { name: t.sort })).toHaveValue('-price');
  });

  it('searches from the box on Enter and sorts from the page', async () => {
    renderBrowse('/books?condition=GOOD', 3);
    await screen.findAllByTestId('book-card');
    const box = quickSearch().getByRole('searchbox', { name: t.searchBooks });
    fireEvent.change(box, { target: { value: 'chemistry' } });
    fireEvent.submit(screen.getByTestId('quick-search'));
    expect(currentUrl()).toBe('/books?name=chemistry&condition=GOOD');
    await screen.findAllByTestId('book-card');
    fireEvent.change(quickSearch().getByRole('combobox', { name: t.sort }), { target: { value: 'price' } });
    expect(currentUrl()).toBe('/books?name=chemistry&condition=GOOD&ordering=price');
    await screen.findAllByTestId('book-card');
  });

  it('says how many books match, and "over 1,000" when the API counts no further', async () => {
    const fetcher = renderBrowse('/books?name=physics', 120);
    expect(await screen.findByTestId('result-count')).toHaveTextContent('120 books');
    expect(t.resultCount(120, COUNT_CAP)).toBe('120 books');
    // The first page asks for the count (the API's default), later pages do not.
    expect(fetcher).toHaveBeenCalledWith('/books/?limit=12&name=physics&offset=0');
  });

  it.each([
    [COUNT_CAP, 'over 1,000 books'],
    [1, '1 book'],
  ])('reads a count of %p as %p', async (count, text) => {
    renderBrowse('/books', count);
    expect(await screen.findByTestId('result-count')).toHaveTextContent(text);
  });

  it('writes the price range after a pause, and Free only at once, to the URL', async () => {
    renderBrowse('/books', 5);
    await screen.findAllByTestId('book-card');
    jest.useFakeTimers();
    try {
      fireEvent.change(sidebar().getByLabelText(t.priceMin), { target: { value: '50' } });
      fireEvent.change(sidebar().getByLabelText(t.priceMax), { target: { value: '200' } });
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(currentUrl()).toBe('/books?priceMin=50&priceMax=200');
    } finally {
      jest.useRealTimers();
    }
    await screen.findAllByTestId('book-card');
    fireEvent.click(sidebar().getByLabelText(t.freeOnly));
    expect(currentUrl()).toBe('/books?priceMin=50&priceMax=200&free=true');
    expect(sidebar().getByLabelText(t.priceMin)).toBeDisabled();
    await screen.findAllByTestId('book-card');
  });
});

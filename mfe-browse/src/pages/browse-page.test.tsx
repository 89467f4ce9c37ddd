import { choiceLabels } from '@booknook/design-system';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetSharedBrowserLocation } from '@booknook/platform';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { AppRoutes, makeBook } from '../../testing/fixtures';
import { messages } from '../messages';
import BrowsePage from './browse-page';

const t = messages.browse;

function renderBrowse(route: string, fetcher: (key: string) => Promise<unknown>) {
  return renderWithProviders(
    <AppRoutes>
      <BrowsePage />
    </AppRoutes>,
    { route, fetcher },
  );
}

const currentUrl = () => screen.getByTestId('location').textContent;
/** The sidebar's form (the phone panel holds a second one; jsdom applies no media queries). */
const sidebar = () => within(screen.getByRole('complementary', { hidden: true }));
const page = (items: unknown[], hasMore = false) => Promise.resolve({ items, has_more: hasMore });
// jsdom applies no media queries, so the desktop sidebar counts as hidden: query it with `hidden: true`.
const clearButton = () => sidebar().queryByRole('button', { name: t.clearFilter, hidden: true });

const getCurrentPosition = jest.fn();

beforeAll(() => {
  window.scrollTo = jest.fn();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
});

beforeEach(() => {
  getCurrentPosition.mockReset();
  resetSharedBrowserLocation();
});

/** Waits for the results of the URL a test just changed (so their arrival is not an update outside act). */
const settled = () => screen.findAllByTestId('book-card');

describe('BrowsePage', () => {
  it('shows skeleton cards while loading', () => {
    renderBrowse('/books', () => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(12);
  });

  it('asks the API for every page up to the URL one, twelve books each, counting only for the first', async () => {
    const fetcher = jest.fn((key: string) =>
      page([makeBook({ id: key.endsWith('offset=0') ? 1 : 2, name: key.endsWith('offset=0') ? 'Physics' : 'Chemistry' })], true),
    );
    renderBrowse('/books?name=physics&bookType=is_collage_book&condition=GOOD&page=2', fetcher);
    expect(await screen.findByRole('link', { name: 'Chemistry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Physics' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/books/?condition=GOOD&is_college_book=true&limit=12&name=physics&offset=0');
    expect(fetcher).toHaveBeenCalledWith('/books/?condition=GOOD&is_college_book=true&limit=12&name=physics&offset=12&with_count=false');
  });

  it('sends the sort to the server and keeps its order', async () => {
    const items = [makeBook({ id: 1, name: 'Dear', price: 900 }), makeBook({ id: 2, name: 'Mid', price: 200 })];
    const fetcher = jest.fn((_key: string) => page(items));
    renderBrowse('/books?ordering=-price', fetcher);
    await screen.findByRole('link', { name: 'Dear' });
    expect(fetcher).toHaveBeenCalledWith('/books/?limit=12&offset=0&ordering=-price');
    fireEvent.change(sidebar().getByLabelText(t.sortBy), { target: { value: 'price' } });
    expect(currentUrl()).toBe('/books?ordering=price');
    await settled();
  });

  it('keeps the radius in the URL', async () => {
    renderBrowse('/books', () => page([makeBook()]));
    await settled();
    fireEvent.change(sidebar().getByLabelText(t.radius), { target: { value: '5' } });
    expect(currentUrl()).toBe('/books?radius=5');
    expect(await screen.findByTestId('location-note')).toHaveTextContent(t.needsLocation);
    await settled();
  });

  it('writes a changed filter to the URL and starts again from page 1', async () => {
    renderBrowse('/books?name=maths&page=3', () => page([makeBook()], true));
    await screen.findAllByTestId('book-card');
    fireEvent.change(sidebar().getByLabelText(choiceLabels.condition.label), { target: { value: 'POOR' } });
    expect(currentUrl()).toBe('/books?name=maths&condition=POOR');
    await settled();
  });

  it('enables the grade only for school books', async () => {
    renderBrowse('/books', () => page([makeBook()]));
    await screen.findAllByTestId('book-card');
    expect(sidebar().getByLabelText(t.grade)).toBeDisabled();
    fireEvent.click(sidebar().getByLabelText(t.bookTypes.is_school_book));
    expect(sidebar().getByLabelText(t.grade)).toBeEnabled();
    fireEvent.change(sidebar().getByLabelText(t.grade), { target: { value: '7' } });
    expect(currentUrl()).toBe('/books?bookType=is_school_book&grade=7');
    fireEvent.click(sidebar().getByLabelText(t.bookTypes.is_any));
    expect(currentUrl()).toBe('/books?bookType=is_any');
  });

  it('applies typed text after a pause', async () => {
    jest.useFakeTimers();
    try {
      renderBrowse('/books', () => page([makeBook()]));
      await screen.findAllByTestId('book-card');
      fireEvent.change(sidebar().getByLabelText(t.name), { target: { value: 'chem' } });
      expect(currentUrl()).toBe('/books');
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(currentUrl()).toBe('/books?name=chem');
      await settled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("offers 'Clear filter' from two parameters on and resets to bookType=is_any", async () => {
    renderBrowse('/books?name=maths&category=REFERENCE', () => page([makeBook()]));
    await screen.findAllByTestId('book-card');
    fireEvent.click(clearButton()!);
    expect(currentUrl()).toBe('/books?bookType=is_any');
    expect(clearButton()).not.toBeInTheDocument();
    await settled();
  });

  it('hides Clear filter with one parameter', async () => {
    renderBrowse('/books?name=maths', () => page([makeBook()]));
    await screen.findAllByTestId('book-card');
    expect(clearButton()).not.toBeInTheDocument();
  });

  it('offers more books as a plain ?page= link, which adds the next page in place', async () => {
    const fetcher = jest.fn((key: string) =>
      key.endsWith('offset=0') ? page([makeBook({ id: 1, name: 'First' })], true) : page([makeBook({ id: 2, name: 'Second' })]),
    );
    renderBrowse('/books?name=maths', fetcher);
    await screen.findByRole('link', { name: 'First' });
    const more = screen.getByRole('link', { name: t.showMore });
    expect(more).toHaveAttribute('href', '/books?name=maths&page=2#page-2');
    fireEvent.click(more);
    expect(currentUrl()).toBe('/books?name=maths&page=2');
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.showMore })).not.toBeInTheDocument();
  });

  it('loads two pages by itself as the member scrolls, then waits for "Show more books" (the footer stays reachable)', async () => {
    const offsets: number[] = [];
    const fetcher = jest.fn((key: string) => {
      const offset = Number(/offset=(\d+)/.exec(key)?.[1]);
      offsets.push(offset);
      return page([makeBook({ id: offset + 1, name: `Book at ${offset}` })], true);
    });
    renderBrowse('/books?name=maths', fetcher);
    // jsdom lays nothing out: the button is always "near the screen", as at the end of a scroll.
    expect(await screen.findByRole('link', { name: 'Book at 24' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/books?name=maths&page=3');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(offsets).not.toContain(36);
    fireEvent.click(screen.getByRole('link', { name: t.showMore }));
    // A tap allows two more pages by themselves.
    expect(await screen.findByRole('link', { name: 'Book at 60' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(currentUrl()).toBe('/books?name=maths&page=6');
    expect(offsets).not.toContain(72);
  });

  it('holds the place of the books that scrolling will load by itself, so the footer is not pushed away as they come', async () => {
    const twelve = (from: number) => Array.from({ length: 12 }, (_, i) => makeBook({ id: from + i, name: `Book ${from + i}` }));
    let release: (value: unknown) => void = () => undefined;
    renderBrowse('/books?name=maths', (key: string) =>
      key.endsWith('offset=0')
        ? Promise.resolve({ items: twelve(1), count: 30 })
        : new Promise((resolve) => {
            release = resolve;
          }),
    );
    await screen.findByRole('link', { name: 'Book 1' });
    // Page 2 is on its way (12 skeletons) and page 3's 6 books are held in place, hidden from screen readers.
    await waitFor(() => expect(currentUrl()).toBe('/books?name=maths&page=2'));
    const held = () => document.querySelectorAll('li[aria-hidden="true"] [data-testid="book-card-skeleton"]').length;
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(18);
    expect(held()).toBe(6);
    act(() => release({ items: twelve(13), has_more: true }));
    expect(await screen.findByRole('link', { name: 'Book 24' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/books?name=maths&page=3'));
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(6);
    expect(held()).toBe(0); // page 3 is on its way: the last that comes by itself
  });

  it('waits for a tap on a list opened past its first page (Back to it, a shared link)', async () => {
    const offsets: number[] = [];
    renderBrowse('/books?name=maths&page=2', (key: string) => {
      const offset = Number(/offset=(\d+)/.exec(key)?.[1]);
      offsets.push(offset);
      return page([makeBook({ id: offset + 1, name: `Book at ${offset}` })], true);
    });
    expect(await screen.findByRole('link', { name: 'Book at 12' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(offsets).not.toContain(24);
    expect(screen.getByRole('link', { name: t.showMore })).toBeInTheDocument();
  });

  it("says 'No books found' when nothing matches", async () => {
    renderBrowse('/books?name=zzz', () => page([]));
    expect(await screen.findByRole('heading', { name: t.empty })).toBeInTheDocument();
  });

  it('shows the error texts when the list cannot be fetched', async () => {
    renderBrowse('/books', () => Promise.reject(Object.assign(new Error('down'), { status: 500 })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    expect(alert).toHaveTextContent('We encountered an unexpected error. Please try again later.');
  });

  it('says results are not sorted by distance and offers to use the location, without asking on arrival', async () => {
    renderBrowse('/books', () => page([makeBook()]));
    expect(await screen.findByTestId('location-note')).toHaveTextContent(t.notSorted);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.useLocation }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('location-pending')).toHaveTextContent(t.locating);
    await settled();
  });

  it('opens the filters on small screens from a link that also works before the code has run, in a GET form', async () => {
    renderBrowse('/books?name=maths', () => page([makeBook()]));
    await settled();
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle).toHaveAttribute('href', '/books?name=maths&filters=open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(currentUrl()).toBe('/books?name=maths');
    const form = sidebar().getByRole('search');
    expect(form).toHaveAttribute('action', '/books');
    expect(form).toHaveAttribute('method', 'get');
    fireEvent.click(sidebar().getByRole('button', { name: t.showResults }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('carries the build marker for tests and operators, and does not show it', () => {
    renderBrowse('/books', () => new Promise(() => undefined));
    expect(screen.getByRole('main')).toHaveAttribute('data-build', process.env.BUILD_MARKER);
    expect(screen.queryByText(process.env.BUILD_MARKER ?? '')).not.toBeInTheDocument();
  });
});

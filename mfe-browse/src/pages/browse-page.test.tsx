import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@booknook/shared-ui/testing/render';
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
// jsdom applies no media queries, so the desktop sidebar counts as hidden: query it with `hidden: true`.
const clearButton = () => screen.queryByRole('button', { name: t.clearFilter, hidden: true });

beforeAll(() => {
  window.scrollTo = jest.fn();
});

/** Waits for the results of the URL a test just changed (so their arrival is not an update outside act). */
const settled = () => screen.findAllByTestId('book-card');

describe('BrowsePage', () => {
  it('shows skeleton cards while loading', () => {
    renderBrowse('/books', () => new Promise(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(6);
  });

  it('asks the API for the filters of the URL, one page of six, and shows the cards', async () => {
    const fetcher = jest.fn((_key: string) => Promise.resolve({ items: [makeBook({ name: 'Physics' })], count: 1 }));
    renderBrowse('/books?name=physics&bookType=is_collage_book&condition=GOOD&page=2', fetcher);
    expect(await screen.findByRole('link', { name: 'Physics' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/books/?name=physics&condition=GOOD&is_college_book=true&limit=6&offset=6');
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 book');
  });

  it('sorts the fetched page by price in the client', async () => {
    const items = [makeBook({ name: 'Mid', price: 200 }), makeBook({ name: 'Free', price: 0 }), makeBook({ name: 'Dear', price: 900 })];
    renderBrowse('/books?sortBy=desc', () => Promise.resolve({ items, count: 3 }));
    await screen.findByRole('link', { name: 'Dear' });
    const names = within(screen.getByTestId('book-grid'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Dear', 'Mid', 'Free']);
  });

  it('writes a changed filter to the URL and starts again from page 1', async () => {
    renderBrowse('/books?name=maths&page=3', () => Promise.resolve({ items: [makeBook()], count: 30 }));
    await screen.findAllByTestId('book-card');
    fireEvent.change(screen.getByLabelText(t.condition), { target: { value: 'POOR' } });
    expect(currentUrl()).toBe('/books?name=maths&condition=POOR');
    await settled();
  });

  it('enables the grade only for school books', async () => {
    renderBrowse('/books', () => Promise.resolve({ items: [makeBook()], count: 1 }));
    await screen.findAllByTestId('book-card');
    expect(screen.getByLabelText(t.grade)).toBeDisabled();
    fireEvent.click(screen.getByLabelText(t.bookTypes.is_school_book));
    expect(screen.getByLabelText(t.grade)).toBeEnabled();
    fireEvent.change(screen.getByLabelText(t.grade), { target: { value: '7' } });
    expect(currentUrl()).toBe('/books?bookType=is_school_book&grade=7');
    fireEvent.click(screen.getByLabelText(t.bookTypes.is_any));
    expect(currentUrl()).toBe('/books?bookType=is_any');
  });

  it('applies typed text after a pause', async () => {
    jest.useFakeTimers();
    try {
      renderBrowse('/books', () => Promise.resolve({ items: [makeBook()], count: 1 }));
      await screen.findAllByTestId('book-card');
      fireEvent.change(screen.getByLabelText(t.name), { target: { value: 'chem' } });
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
    renderBrowse('/books?name=maths&category=REFERENCE', () => Promise.resolve({ items: [makeBook()], count: 1 }));
    await screen.findAllByTestId('book-card');
    fireEvent.click(clearButton()!);
    expect(currentUrl()).toBe('/books?bookType=is_any');
    expect(clearButton()).not.toBeInTheDocument();
    await settled();
  });

  it('hides Clear filter with one parameter', async () => {
    renderBrowse('/books?name=maths', () => Promise.resolve({ items: [makeBook()], count: 1 }));
    await screen.findAllByTestId('book-card');
    expect(clearButton()).not.toBeInTheDocument();
  });

  it('pages through the count with the current page and the next two', async () => {
    renderBrowse('/books?name=maths', () => Promise.resolve({ items: [makeBook()], count: 25 }));
    await screen.findAllByTestId('book-card');
    const pages = screen.getByRole('navigation', { name: t.pagination.navigation });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.pagination.previous, '1', '2', '3', t.pagination.next]);
    fireEvent.click(within(pages).getByRole('button', { name: t.pagination.next }));
    expect(currentUrl()).toBe('/books?name=maths&page=2');
    await settled();
  });

  it("says 'No books found' when nothing matches", async () => {
    renderBrowse('/books?name=zzz', () => Promise.resolve({ items: [], count: 0 }));
    expect(await screen.findByRole('heading', { name: t.empty })).toBeInTheDocument();
  });

  it('shows the error texts when the list cannot be fetched', async () => {
    renderBrowse('/books', () => Promise.reject(Object.assign(new Error('down'), { status: 500 })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong.');
    expect(alert).toHaveTextContent('We encountered an unexpected error. Please try again later.');
  });

  it('says quietly that results are not by distance when the browser has no location', async () => {
    renderBrowse('/books', () => Promise.resolve({ items: [makeBook()], count: 1 }));
    expect(await screen.findByTestId('location-note')).toHaveTextContent(t.locationUnavailable);
  });

  it('opens the filters in a drawer on small screens', async () => {
    renderBrowse('/books', () => Promise.resolve({ items: [makeBook()], count: 1 }));
    await screen.findAllByTestId('book-card');
    fireEvent.click(screen.getByRole('button', { name: t.openFilters }));
    const drawer = screen.getByRole('dialog', { name: t.filters });
    fireEvent.change(within(drawer).getByLabelText(t.category), { target: { value: 'GUIDEBOOK' } });
    expect(currentUrl()).toBe('/books?category=GUIDEBOOK');
    fireEvent.click(within(drawer).getByRole('button', { name: t.closeFilters }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settled();
  });

  it('carries the build marker for tests and operators, and does not show it', () => {
    renderBrowse('/books', () => new Promise(() => undefined));
    expect(screen.getByRole('main')).toHaveAttribute('data-build', process.env.BUILD_MARKER);
    expect(screen.queryByText(process.env.BUILD_MARKER ?? '')).not.toBeInTheDocument();
  });
});

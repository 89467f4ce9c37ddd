import { screen, waitFor } from '@testing-library/react';
import { formatPrice } from '@booknook/design-system';
import { booksKey, SAVED_AREA_KEY } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { makeBook } from '../../../../testing/fixtures';
import { messages } from '../../../messages';
import { COPIES_NEARBY_KM } from '../hooks/use-copies-nearby';
import { CopiesNearby, copiesNearbyText } from './copies-nearby';

// Issue 40: a book page with an ISBN says how many other copies are nearby and from what price, from one request.

const t = messages.detail;
const ISBN = '9780306406157';
const book = { id: 42, isbn: ISBN };
const member = { status: 'authenticated', user: testUser } as const;
const others = { items: [makeBook({ id: 7, price: 60 })], count: 3, has_more: true };
const aroundBook = booksKey({ isbn: ISBN, exclude_id: 42, near_book: 42, radius: COPIES_NEARBY_KM, ordering: 'price', limit: 1 });
const aroundArea = booksKey({ isbn: ISBN, exclude_id: 42, near: 'saved', radius: COPIES_NEARBY_KM, ordering: 'price', limit: 1 });

it('counts a guest the other copies around the book, cheapest first, and links to Browse by the ISBN', async () => {
  const fetcher = jest.fn((key: string) => (key === aroundBook ? Promise.resolve(others) : Promise.reject(new Error(key))));
  renderWithProviders(<CopiesNearby book={book} />, { fetcher });
  const text = t.copiesNearby(3, formatPrice(60));
  const link = await screen.findByRole('link', { name: `${text}: ${t.copiesNearbyLink}` });
  expect(link).toHaveTextContent(text);
  expect(link).toHaveAttribute('href', `/books?isbn=${ISBN}`);
  expect(link).toHaveAttribute('title', t.copiesNearbyLink);
  expect(fetcher).toHaveBeenCalledTimes(1);
});

it('measures from a member’s saved area, else around the book', async () => {
  const area = { source: 'area', label: 'Patan', saved_at: '2026-11-01T00:00:00Z' };
  const fetcher = jest.fn((key: string) => {
    if (key === SAVED_AREA_KEY) return Promise.resolve(area);
    return key === aroundArea ? Promise.resolve({ ...others, count: 1 }) : Promise.reject(new Error(key));
  });
  renderWithProviders(<CopiesNearby book={book} />, { fetcher, session: member });
  expect(await screen.findByTestId('copies-nearby')).toHaveTextContent(t.copiesNearby(1, formatPrice(60)));

  const without = jest.fn((key: string) =>
    key === SAVED_AREA_KEY ? Promise.resolve({ source: null, label: null, saved_at: null }) : Promise.resolve(others),
  );
  renderWithProviders(<CopiesNearby book={{ id: 42, isbn: ISBN }} />, { fetcher: without, session: member });
  await waitFor(() => expect(without).toHaveBeenCalledWith(aroundBook));
});

it('says nothing without an ISBN, without other copies, or when the API cannot say', async () => {
  const fetcher = jest.fn(() => Promise.resolve(others));
  renderWithProviders(<CopiesNearby book={{ id: 42, isbn: null }} />, { fetcher });
  const none = jest.fn(() => Promise.resolve({ items: [], count: 0, has_more: false }));
  renderWithProviders(<CopiesNearby book={book} />, { fetcher: none });
  const refused = jest.fn(() => Promise.reject(new Error('400')));
  renderWithProviders(<CopiesNearby book={book} />, { fetcher: refused });
  await waitFor(() => expect(none).toHaveBeenCalled());
  await waitFor(() => expect(refused).toHaveBeenCalled());
  expect(fetcher).not.toHaveBeenCalled();
  expect(screen.queryByTestId('copies-nearby')).not.toBeInTheDocument();
});

it('words a free cheapest copy as given away, not as a price', async () => {
  expect(copiesNearbyText({ count: 1, cheapest: 0 })).toBe(t.copiesNearbyFree(1));
  const fetcher = jest.fn(() => Promise.resolve({ ...others, items: [makeBook({ id: 7, price: 0 })] }));
  renderWithProviders(<CopiesNearby book={book} />, { fetcher });
  expect(await screen.findByTestId('copies-nearby')).toHaveTextContent(t.copiesNearbyFree(3));
});

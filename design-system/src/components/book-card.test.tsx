import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import type { BookListItem } from '@booknook/contract';
import { BookCard, BookCardSkeleton, bookCardMessages } from './book-card';

const sampleBook: BookListItem = {
  id: 7,
  status: 'available',
  name: 'Concepts of Physics',
  book_image: '/media/covers/abc/480w.jpg',
  book_image_variants: [
    { url: '/media/covers/abc/240w.webp', width: 240, height: 320, type: 'image/webp' },
    { url: '/media/covers/abc/480w.webp', width: 480, height: 640, type: 'image/webp' },
    { url: '/media/covers/abc/240w.jpg', width: 240, height: 320, type: 'image/jpeg' },
    { url: '/media/covers/abc/480w.jpg', width: 480, height: 640, type: 'image/jpeg' },
  ],
  category: 'TEXTBOOK',
  condition: 'GOOD',
  price: 450,
  author: 'H. C. Verma',
  isbn: null,
  publication: 'Bharati Bhawan',
  edition: 3,
  is_school_book: true,
  is_college_book: false,
  is_bachlore_book: false,
  grade: 9,
  is_sold: false,
  is_bookmarked: false,
  distance: '1523.4 m',
  owner_first_name: 'Asha',
  owner_last_name: 'Rao',
  owner_location: 'Patan',
};

describe('BookCard', () => {
  it('shows the cover, then price, name, distance and area, and links to the book', () => {
    renderWithTheme(<BookCard book={sampleBook} to="/books/7" />);
    const card = screen.getByTestId('book-card');
    expect(within(card).getByTestId('price-badge')).toHaveTextContent('Rs. 450.00');
    expect(within(card).getByTestId('distance-badge')).toHaveTextContent('1.5 km');
    expect(card).toHaveTextContent('1.5 km · Patan');
    expect(screen.getByRole('link', { name: 'Concepts of Physics' })).toHaveAttribute('href', '/books/7');
    expect(within(card).queryByText(bookCardMessages.sold)).not.toBeInTheDocument();
  });

  it('renders the cover as <picture>: WebP and JPEG srcsets, sizes, the shape, lazy unless asked otherwise', () => {
    const { container, unmount } = renderWithTheme(<BookCard book={sampleBook} to="/books/7" coverSizes="300px" />);
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/media/covers/abc/240w.webp 240w, /media/covers/abc/480w.webp 480w');
    expect(source).toHaveAttribute('sizes', '300px');
    const img = container.querySelector('picture img');
    expect(img).toHaveAttribute('src', '/media/covers/abc/480w.jpg');
    expect(img).toHaveAttribute('srcset', '/media/covers/abc/240w.jpg 240w, /media/covers/abc/480w.jpg 480w');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    unmount();
    const eager = renderWithTheme(<BookCard book={sampleBook} to="/books/7" eager />);
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(eager.container.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    eager.unmount();
    const first = renderWithTheme(<BookCard book={sampleBook} to="/books/7" priority />).container.querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('calls a free book a donation and leaves out a distance the API does not know', () => {
    renderWithTheme(<BookCard book={{ ...sampleBook, price: 0, distance: 'None' }} to="/books/7" />);
    expect(screen.getByTestId('price-badge')).toHaveTextContent('Donate');
    expect(screen.queryByTestId('distance-badge')).not.toBeInTheDocument();
  });

  it('puts a Sold band across a sold book and leaves its price out', () => {
    renderWithTheme(<BookCard book={{ ...sampleBook, is_sold: true }} to="/books/7" />);
    expect(screen.getByText(bookCardMessages.sold)).toBeInTheDocument();
    expect(screen.queryByTestId('price-badge')).not.toBeInTheDocument();
  });

  it('puts a Reserved band across a reserved book, keeping its price, and none on an available one', () => {
    const { rerender } = renderWithTheme(<BookCard book={{ ...sampleBook, status: 'reserved' }} to="/books/7" />);
    expect(screen.getByTestId('reserved-band')).toHaveTextContent(bookCardMessages.reserved);
    expect(screen.getByTestId('price-badge')).toBeInTheDocument();
    rerender(<BookCard book={{ ...sampleBook, status: 'available' }} to="/books/7" />);
    expect(screen.queryByTestId('reserved-band')).not.toBeInTheDocument();
  });

  it('lazy-loads the cover at a fixed size and keeps an action clickable', () => {
    renderWithTheme(<BookCard book={sampleBook} to="/books/7" action={<button>Remove</button>} />);
    const image = screen.getByTestId('book-card').querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('has a skeleton of the same shape', () => {
    renderWithTheme(<BookCardSkeleton />);
    expect(screen.getByTestId('book-card-skeleton')).toHaveAttribute('aria-busy', 'true');
  });
});

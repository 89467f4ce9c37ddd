import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import type { BookListItem } from '../books/book';
import { BookCard, BookCardSkeleton, bookCardMessages } from './book-card';

const sampleBook: BookListItem = {
  id: 7,
  name: 'Concepts of Physics',
  book_image: '/media/books/abc.png',
  category: 'TEXTBOOK',
  condition: 'GOOD',
  price: 450,
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
  it('shows price, ordinal edition, distance, category and condition, and links to the book', () => {
    renderWithProviders(<BookCard book={sampleBook} to="/books/7" />);
    const card = screen.getByTestId('book-card');
    expect(within(card).getByTestId('price-badge')).toHaveTextContent('Rs. 450.00');
    expect(card).toHaveTextContent('3rd Edition · Bharati Bhawan');
    expect(within(card).getByTestId('distance-badge')).toHaveTextContent('1523.40m AWAY');
    expect(card).toHaveTextContent('Text Book');
    expect(card).toHaveTextContent('by Asha Rao · Patan');
    expect(screen.getByRole('link', { name: 'Concepts of Physics' })).toHaveAttribute('href', '/books/7');
    expect(within(card).queryByText(bookCardMessages.notAvailable)).not.toBeInTheDocument();
  });

  it('calls a free book a donation and leaves out a distance the API does not know', () => {
    renderWithProviders(<BookCard book={{ ...sampleBook, price: 0, distance: 'None', edition: null }} to="/books/7" />);
    expect(screen.getByTestId('price-badge')).toHaveTextContent('Donate');
    expect(screen.queryByTestId('distance-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('book-card')).not.toHaveTextContent('Edition');
  });

  it('marks a sold book Not Available on a reddish card', () => {
    renderWithProviders(<BookCard book={{ ...sampleBook, is_sold: true }} to="/books/7" />);
    expect(screen.getByText(bookCardMessages.notAvailable)).toBeInTheDocument();
    expect(screen.getByTestId('book-card')).toHaveStyle({ background: '#fff5f5' });
  });

  it('colours a POOR condition red and leaves other conditions neutral', () => {
    const { unmount } = renderWithProviders(<BookCard book={{ ...sampleBook, condition: 'POOR' }} to="/books/7" />);
    expect(screen.getByTestId('condition-badge')).toHaveStyle({ color: '#c92a2a' });
    unmount();
    renderWithProviders(<BookCard book={sampleBook} to="/books/7" />);
    expect(screen.getByTestId('condition-badge')).not.toHaveStyle({ color: '#c92a2a' });
  });

  it('lazy-loads the cover at a fixed size and keeps an action clickable', () => {
    renderWithProviders(<BookCard book={sampleBook} to="/books/7" action={<button>Remove</button>} />);
    const image = screen.getByTestId('book-card').querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('has a skeleton of the same shape', () => {
    renderWithProviders(<BookCardSkeleton />);
    expect(screen.getByTestId('book-card-skeleton')).toHaveAttribute('aria-busy', 'true');
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../../messages';
import { parseFilters } from '../browse';
import { SaveSearchButton } from './save-search-button';

const filters = parseFilters(new URLSearchParams('name=chemistry'));

// Issue 36: the offer says "near me" only when the search it saves has the buyer's position.
it('offers to tell of a book listed near the buyer when their position is known', () => {
  renderWithProviders(<SaveSearchButton filters={filters} buyer={{ status: 'located', latitude: 27.7, longitude: 85.3, accuracy: 20 }} />);
  expect(screen.getByTestId('save-search')).toHaveTextContent('Tell me when a book like this is listed near me.');
});

it('leaves "near me" out when the search has no position', () => {
  renderWithProviders(<SaveSearchButton filters={filters} buyer={{ status: 'not-asked' }} />);
  expect(screen.getByTestId('save-search')).toHaveTextContent(messages.wanted.prompt(false));
  expect(screen.getByTestId('save-search')).not.toHaveTextContent('near me');
});

import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@booknook/design-system';
import { PillFilterBar } from './pill-filter-bar';

const options = ['all', 'sold'] as const;
const labels = { all: 'All', sold: 'Sold' };

it('is a labelled group of toggle buttons with the current one pressed, and reports the one chosen', () => {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <PillFilterBar label="Show books" options={options} value="all" labelOf={(option) => labels[option]} onChange={onChange} />
    </ThemeProvider>,
  );
  const group = screen.getByRole('group', { name: 'Show books' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Sold' })).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(screen.getByRole('button', { name: 'Sold' }));
  expect(onChange).toHaveBeenCalledWith('sold');
});

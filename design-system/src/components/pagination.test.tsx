import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Pagination, visiblePages } from './pagination';

describe('visiblePages', () => {
  it('shows the current page and the next two', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3]);
    expect(visiblePages(4, 10)).toEqual([4, 5, 6]);
  });

  it('stops at the last page', () => {
    expect(visiblePages(9, 10)).toEqual([9, 10]);
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 0)).toEqual([1]);
  });
});

describe('Pagination', () => {
  const renderAt = (page: number, totalPages: number, onPageChange = jest.fn()) => {
    render(
      <ThemeProvider theme={theme}>
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      </ThemeProvider>,
    );
    return onPageChange;
  };

  it('marks Previous unavailable on the first page and Next on the last, where they do nothing but keep focus', () => {
    const onPageChange = renderAt(1, 1);
    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      button.focus();
      fireEvent.click(button);
      expect(button).toHaveFocus();
    }
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('moves to the page asked for', () => {
    const onPageChange = renderAt(2, 5);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [4], [1]]);
  });
});

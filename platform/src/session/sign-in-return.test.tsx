import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { isBookDataKey } from '../api/refresh-books';
import { returnPathOf, SIGN_IN_PATH, useSignInAndReturn } from './sign-in-return';

describe('sign in and come back (the one format every remote sends and the shell reads)', () => {
  it('sends the whole address of the page: path, query and hash', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/books/42?from=browse#seller']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => useSignInAndReturn(), { wrapper });
    expect(result.current.link).toEqual({ to: SIGN_IN_PATH, state: { from: '/books/42?from=browse#seller' } });
    expect(returnPathOf(result.current.link.state)).toBe('/books/42?from=browse#seller');
  });

  it('comes back only to an address on this site', () => {
    expect(returnPathOf({ from: '//evil.example/phish' })).toBe('/');
    expect(returnPathOf({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPathOf({ from: 42 })).toBe('/');
    expect(returnPathOf(null)).toBe('/');
  });
});

describe('what a change to books makes stale (useRefreshBooks)', () => {
  it('is every cached answer that shows books, and nothing else', () => {
    for (const key of [
      '/books/?limit=6&offset=0',
      '/books/42/',
      '/books/current-users/?filter_by=all',
      '/bookmarks/',
      '/moderation/books/?status=unreviewed',
    ]) {
      expect(isBookDataKey(key)).toBe(true);
    }
    for (const key of ['/users/me/', '/books/42/contact/', 'remotes.json', undefined]) expect(isBookDataKey(key)).toBe(false);
  });
});

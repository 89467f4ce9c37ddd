import { renderHook } from '@testing-library/react';
import type { MouseEvent, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useBackTarget } from './use-back-target';

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/books/42']}>{children}</MemoryRouter>;
const click = () => {
  let prevented = false;
  const event = { metaKey: false, ctrlKey: false, shiftKey: false, preventDefault: () => (prevented = true) };
  return { event: event as unknown as MouseEvent, prevented: () => prevented };
};

afterEach(() => {
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  window.history.replaceState(null, '');
});

it('goes back to the list a plain link came from before the page was live (its first entry, referred by /books)', () => {
  Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/books?name=biology&sortBy=asc`, configurable: true });
  window.history.replaceState({ idx: 0 }, '');
  const { result } = renderHook(() => useBackTarget(), { wrapper: inRouter });
  const tap = click();
  result.current.onClick(tap.event);
  expect(tap.prevented()).toBe(true);
});

it('follows its link to /books when the page was not opened from the list', () => {
  Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/sell`, configurable: true });
  window.history.replaceState({ idx: 0 }, '');
  const { result } = renderHook(() => useBackTarget(), { wrapper: inRouter });
  const tap = click();
  result.current.onClick(tap.event);
  expect(tap.prevented()).toBe(false);
  expect(result.current.to).toBe('/books');
});

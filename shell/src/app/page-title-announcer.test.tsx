import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { PageTitle } from '@booknook/design-system';
import { ANNOUNCE_AFTER_MS, PageTitleAnnouncer } from './page-title-announcer';

/** A page whose title changes once its data arrives, as a book page does. */
function BookPage() {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <PageTitle title={name ?? 'Book details'} />
      <button type="button" onClick={() => setName('Organic Chemistry')}>
        loaded
      </button>
    </>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle />
      <button type="button" onClick={() => void navigate('/books/1')}>
        open
      </button>
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <PageTitleAnnouncer>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/books/:id" element={<BookPage />} />
        </Routes>
      </PageTitleAnnouncer>
    </MemoryRouter>,
  );
  return screen.getByRole('status');
}

const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it('is silent on the first page: the browser reads a freshly loaded title itself', () => {
  const region = renderApp();
  expect(region).toHaveAttribute('aria-live', 'polite');
  wait(ANNOUNCE_AFTER_MS * 2);
  expect(region).toBeEmptyDOMElement();
});

it('after a navigation reads only the title that settles, not the one shown while loading', () => {
  const region = renderApp();
  act(() => {
    screen.getByRole('button', { name: 'open' }).click();
  });
  wait(ANNOUNCE_AFTER_MS / 2);
  act(() => {
    screen.getByRole('button', { name: 'loaded' }).click();
  });
  wait(ANNOUNCE_AFTER_MS / 2);
  expect(region).toBeEmptyDOMElement();
  wait(ANNOUNCE_AFTER_MS);
  expect(region).toHaveTextContent('Organic Chemistry');
  expect(document.title).toBe('Organic Chemistry · BookNook');
});

import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { laterSectionsMessages } from './later-sections-messages';
import { BelowTheFold } from './below-the-fold';

/** An IntersectionObserver the test moves: `comeNear()` tells every observer its element nears the screen. */
const observers: IntersectionObserverCallback[] = [];
const comeNear = () => {
  for (const callback of observers) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
};

beforeAll(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

it("Home's lower sections are fetched only when their place nears the screen", async () => {
  renderWithProviders(<BelowTheFold />);
  // Time enough for a chunk that was already asked for to arrive: it was not.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('heading', { name: laterSectionsMessages.servicesTitle })).not.toBeInTheDocument();
  act(comeNear);
  expect(await screen.findByRole('heading', { name: laterSectionsMessages.servicesTitle }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: laterSectionsMessages.howTitle })).toBeInTheDocument();
});

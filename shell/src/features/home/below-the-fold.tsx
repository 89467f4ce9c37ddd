import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';

/**
 * How near the screen the sections' place comes before their code is fetched. Their server HTML is already on the
 * page, so only their animation waits for it; a first screen (Home at 1280 × 720 included) does not fetch it.
 */
const AHEAD = '200px 0px';

let openGate: () => void = () => undefined;
const gateOpened = new Promise<void>((resolve) => {
  openGate = resolve;
});

/**
 * Fetched once the gate opens: at once on the server (the page's HTML has the sections, for readers before the code and
 * for search engines), and in the browser when their place nears the screen. Until then React keeps the server's HTML
 * of them as it is, unhydrated; on a visit that starts elsewhere a placeholder holds their place.
 */
const LaterSections = lazy(async () => {
  if (typeof window !== 'undefined') await gateOpened;
  const { LaterSections: Sections } = await import('./later-sections');
  return { default: Sections };
});

/** Below the fold's space while its code comes: the footer stays out of the first screen. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

/**
 * Home's sections below the first screen (Our Services, How It Works), loaded as they near the screen: their code is
 * not part of the first load that every page pays for (bench/bundle.mjs). Memoised: a boundary still waiting to
 * hydrate must not be handed new children, or React gives up the server's HTML for the placeholder.
 */
export const BelowTheFold = memo(function BelowTheFold() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      openGate();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        openGate();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={ref} data-testid="below-the-fold">
      <Suspense fallback={<Placeholder />}>
        <LaterSections />
      </Suspense>
    </div>
  );
});

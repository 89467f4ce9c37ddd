import { useEffect, useRef, useState } from 'react';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const showAtOnce = () => prefersReducedMotion() || typeof IntersectionObserver === 'undefined';

/**
 * True once the element has been `threshold` visible; it stays true (the animation plays once).
 * With reduced motion, or without IntersectionObserver, content is shown at once. False on the server and in the
 * first render in the browser alike (hydration); without JavaScript, Reveal's CSS shows the content.
 */
export function useReveal<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    if (showAtOnce()) {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [revealed, threshold]);

  return { ref, revealed };
}

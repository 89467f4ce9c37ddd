import { useEffect, useRef, type RefObject } from 'react';

/** What Tab can land on inside a container. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Called on Escape while the trap is active. */
  onEscape: () => void;
  /** What takes focus when the trap starts: the first focusable element inside (default), or the container itself. */
  initialFocus?: 'first' | 'container';
}

/**
 * Keeps keyboard focus inside a modal container while `active`: focus moves in when it starts, Tab and Shift+Tab wrap
 * around, Escape calls `onEscape`, and focus goes back to where it was when it ends.
 * Attach the returned ref to the container (give it tabIndex={-1} so it can hold focus itself).
 */
export function useFocusTrap<T extends HTMLElement>(
  active: boolean,
  { onEscape, initialFocus = 'first' }: FocusTrapOptions,
): RefObject<T | null> {
  const containerRef = useRef<T>(null);
  // The latest onEscape, so a parent re-rendering while open does not restart the trap (and move focus).
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    if (!active) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const container = containerRef.current;
    if (initialFocus === 'container') container?.focus();
    else (container?.querySelector<HTMLElement>(FOCUSABLE) ?? container)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscapeRef.current();
      if (event.key !== 'Tab' || !container) return;
      const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus();
    };
  }, [active, initialFocus]);

  return containerRef;
}

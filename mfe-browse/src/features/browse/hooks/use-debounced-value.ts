import { useEffect, useRef, useState } from 'react';

/** Half a second keeps one history entry per pause in typing, not one per key. */
export const TYPING_DEBOUNCE_MS = 500;

/**
 * A text input's own value, committed after typing pauses. When the committed value changes from outside
 * (Back/Forward, Clear filter), the input follows it; its own commits do not reset what is still being typed.
 */
export function useDebouncedInput(committed: string, commit: (value: string) => void, delay = TYPING_DEBOUNCE_MS) {
  const [value, setValue] = useState(committed);
  const lastSent = useRef(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (committed !== lastSent.current) {
      lastSent.current = committed;
      setValue(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (value.trim() === lastSent.current.trim()) return;
    const timer = setTimeout(() => {
      if (value.trim() === lastSent.current.trim()) return;
      lastSent.current = value.trim();
      commitRef.current(value.trim());
    }, delay);
    return () => clearTimeout(timer);
  }, [value, delay]);

  return [value, setValue] as const;
}

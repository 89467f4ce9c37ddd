import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitleAnnouncerProvider, visuallyHidden } from '@booknook/design-system';

/**
 * A page's title may change once more while it loads (a book page: "Book details", then the book's name): only the
 * title that has stood this long is read out.
 */
export const ANNOUNCE_AFTER_MS = 500;

const LiveRegion = styled.p`
  ${visuallyHidden}
`;

/**
 * Reads each new page's title to screen readers after a client-side navigation, as a browser does on a full page
 * load (which is why the first page is not announced). Pages tell it their title through the design system's PageTitle.
 */
export function PageTitleAnnouncer({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const navigated = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (key !== firstKey) navigated.current = true;
  }, [key, firstKey]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const announce = useCallback((title: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (navigated.current) setMessage(title);
    }, ANNOUNCE_AFTER_MS);
  }, []);

  return (
    <PageTitleAnnouncerProvider announce={announce}>
      {children}
      <LiveRegion role="status" aria-live="polite" aria-atomic="true" data-testid="page-title-announcer">
        {message}
      </LiveRegion>
    </PageTitleAnnouncerProvider>
  );
}

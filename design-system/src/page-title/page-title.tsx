import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { sharedMessages } from '../messages';

/** The tab title of a page: its own name first, then the product's ("Browse Books · BookNook"); Home has the product's. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} · ${sharedMessages.productName}` : sharedMessages.homeTitle;
}

/** Told each page title as it is set; the shell answers with a live region (see PageTitleAnnouncerProvider). */
type AnnouncePageTitle = (title: string) => void;

const PageTitleAnnouncerContext = createContext<AnnouncePageTitle>(() => undefined);

/** Given by the app that owns the layout (the shell) so that a new page's title is announced to screen readers. */
export function PageTitleAnnouncerProvider({ announce, children }: { announce: AnnouncePageTitle; children: ReactNode }) {
  return <PageTitleAnnouncerContext.Provider value={announce}>{children}</PageTitleAnnouncerContext.Provider>;
}

/**
 * Cross-remote contract: every page renders one `<PageTitle title="…" />` (Home none). React 19 hoists the `<title>`
 * into `<head>`, on the client and in server rendering alike, and removes it with the page; the newest page's title
 * is the document's. The shell is told the title, and announces it after a client-side navigation.
 */
export function PageTitle({ title }: { title?: string }) {
  const announce = useContext(PageTitleAnnouncerContext);
  const spoken = title ?? sharedMessages.homeTitle;
  useEffect(() => {
    announce(spoken);
  }, [announce, spoken]);
  return <title>{formatPageTitle(title)}</title>;
}

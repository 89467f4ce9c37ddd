import type { InitialAppState } from '@booknook/platform';
import type { RemoteLocations } from '../federation/remotes-registry';

/**
 * What the server hands the browser with its HTML, in a `<script type="application/json">` (not executed, so the
 * CSP's `script-src 'self'` stands): where the remotes are, and the state the page was rendered with.
 */
export interface PageState {
  remotes: RemoteLocations;
  app: InitialAppState;
  /** The API's signed assignment of those remote versions: the browser's canary reports count only with it. */
  remoteAssignment?: string;
}

export const PAGE_STATE_ELEMENT_ID = 'booknook-state';

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's page state, or null when the page came without one (the plain index.html, e.g. nginx's fallback). */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch (error) {
    console.warn('Ignoring an unreadable page state', error);
    return null;
  }
}

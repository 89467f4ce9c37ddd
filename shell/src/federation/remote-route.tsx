import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Page, Spinner } from '@booknook/shared-ui';
import { loadRemotePage, type RemotePageId } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ClientRenderSignal, useServerRemotePages } from './server-remote-pages';

const lazyRemotePage = (id: RemotePageId) => lazy(() => loadRemotePage(id));

const loading = (
  <Page>
    <Spinner />
  </Page>
);

/** On the server: the page whose code was loaded, else a signal that leaves this boundary to the browser. */
function ServerRemotePage({ id, pages }: { id: RemotePageId; pages: ReadonlyMap<RemotePageId, ComponentType> }) {
  const ServerPage = pages.get(id);
  if (!ServerPage) throw new ClientRenderSignal(id);
  return <ServerPage />;
}

function RemotePageSlot({ id }: { id: RemotePageId }) {
  const serverPages = useServerRemotePages();
  // A fresh lazy component per attempt: React.lazy remembers a rejected load forever.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: lazyRemotePage(id) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Page: lazyRemotePage(id) }));
  const RemotePage = attempt.Page;
  // The same elements on both sides, so the browser hydrates the server's HTML: one Suspense boundary per remote page.
  return (
    <RemoteErrorBoundary key={attempt.count} onRetry={retry}>
      <Suspense fallback={loading}>{serverPages ? <ServerRemotePage id={id} pages={serverPages} /> : <RemotePage />}</Suspense>
    </RemoteErrorBoundary>
  );
}

/** A route element that renders a page exposed by a remote, with a loading state and a fallback with Retry. */
export function RemoteRoute({ id }: { id: RemotePageId }) {
  // Keyed by page, so moving between two remote routes never shows one page's state under another's URL.
  return <RemotePageSlot key={id} id={id} />;
}

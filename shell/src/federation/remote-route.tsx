import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageLoading } from '../app/page-loading';
import { TapZone } from '../early-taps/tap-zone';
import { loadRemotePage, type RemotePageId } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reportRemote } from './remote-health';
import type { RemoteRouteSpec } from './remote-routes';
import { ClientRenderSignal, useServerRemotePages } from './server-remote-pages';

const lazyRemotePage = (id: RemotePageId) => lazy(() => loadRemotePage(id));

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
    <RemoteErrorBoundary key={attempt.count} onRetry={retry} onError={() => reportRemote(id, 'error')}>
      <Suspense fallback={<PageLoading />}>
        {/* Inside the boundary: the zone goes live when the remote's page has hydrated, not when the shell has. */}
        <TapZone>{serverPages ? <ServerRemotePage id={id} pages={serverPages} /> : <RemotePage />}</TapZone>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Starts the page's data request once, as the route opens: in parallel with its code, not after it. */
function usePrefetchedData(prefetchData: RemoteRouteSpec['prefetchData']) {
  const params = useParams();
  const { cache } = useSWRConfig();
  const key = JSON.stringify(params);
  const [started, setStarted] = useState<string | null>(null);
  if (prefetchData && started !== key && typeof window !== 'undefined') {
    prefetchData(params, cache);
    setStarted(key);
  }
}

/** A route element that renders a page exposed by a remote, with a loading state and a fallback with Retry. */
export function RemoteRoute({ id, prefetchData }: { id: RemotePageId; prefetchData?: RemoteRouteSpec['prefetchData'] }) {
  usePrefetchedData(prefetchData);
  // Keyed by page, so moving between two remote routes never shows one page's state under another's URL.
  return <RemotePageSlot key={id} id={id} />;
}

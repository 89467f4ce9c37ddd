import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../app/page-loading';
import { loadRemotePage, type RemotePageId } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

const lazyRemotePage = (id: RemotePageId) => lazy(() => loadRemotePage(id));

function RemotePageSlot({ id }: { id: RemotePageId }) {
  // A fresh lazy component per attempt: React.lazy remembers a rejected load forever.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: lazyRemotePage(id) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Page: lazyRemotePage(id) }));
  const RemotePage = attempt.Page;
  return (
    <RemoteErrorBoundary key={attempt.count} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <RemotePage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A route element that renders a page exposed by a remote, with a loading state and a fallback with Retry. */
export function RemoteRoute({ id }: { id: RemotePageId }) {
  // Keyed by page, so moving between two remote routes never shows one page's state under another's URL.
  return <RemotePageSlot key={id} id={id} />;
}

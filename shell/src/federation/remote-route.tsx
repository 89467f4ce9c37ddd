import { lazy, Suspense, useMemo, useState } from 'react';
import { Page, Spinner } from '@booknook/shared-ui';
import { loadRemotePage, type RemotePageId } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** A route element that renders a page exposed by a remote, with a loading state and a fallback with Retry. */
export function RemoteRoute({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected load forever.
  const RemotePage = useMemo(() => lazy(() => loadRemotePage(id)), [id, attempt]);
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <Page>
            <Spinner />
          </Page>
        }
      >
        <RemotePage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

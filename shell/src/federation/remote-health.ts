import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-locations';

/** A release's folder (`npm run deploy`, /remotes/<team>/v…/); a build in place has no canary to judge: not reported. */
const RELEASE_ENTRY = /\/v\d/;

let pageAssignment: string | undefined;

/** The server's signed assignment of this page's remote versions (page-state.ts): reports count only with it. */
export function rememberRemoteAssignment(assignment: string | undefined): void {
  pageAssignment = assignment;
}

/** Reports that this page loads a remote page's release, or met an error in it (remote-sessions.ts sends it). */
export function reportRemote(pageId: string, kind: 'session' | 'error'): void {
  const name = pageId.split('/')[0] as RemoteName;
  // The manifest the runtime registered for this remote: the version this page uses.
  const remote = getInstance()?.options.remotes.find((registered) => registered.name === name) as { entry?: string } | undefined;
  const entry = remote?.entry ?? '';
  // Without the server's assignment (a page it did not render) the API would count nothing: nothing is sent.
  const assignment = pageAssignment;
  if (!RELEASE_ENTRY.test(entry) || assignment === undefined) return;
  import('./remote-sessions').then(
    ({ sendReport }) => sendReport(name, entry, kind, assignment),
    () => undefined,
  );
}

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemotePageId } from './load-remote-page';

/**
 * Only while rendering on the server: the remote pages whose server code was loaded for this request. A remote
 * route whose page is not here (not server-rendered, failed or too slow to load) renders its loading state, and the
 * browser renders the page itself.
 */
export const ServerRemotePages = createContext<ReadonlyMap<RemotePageId, ComponentType> | null>(null);

export function useServerRemotePages() {
  return useContext(ServerRemotePages);
}

/**
 * Thrown inside a remote page's Suspense boundary on the server to leave that boundary to the browser: React sends
 * its fallback and the browser renders it. Its digest tells the browser this was on purpose, not a failure.
 */
export const CLIENT_RENDER_DIGEST = 'booknook:client-render';
export const REMOTE_FAILED_DIGEST = 'booknook:remote-failed';

export class ClientRenderSignal extends Error {
  readonly digest = CLIENT_RENDER_DIGEST;
  constructor(what: string) {
    super(`${what} is rendered in the browser`);
    this.name = 'ClientRenderSignal';
  }
}

/**
 * Content the server leaves to the browser (its nearest Suspense boundary shows the fallback): forms that cannot
 * work without their code, such as sign-in, which a quick visitor could otherwise submit before hydration.
 */
export function ClientOnly({ name, children }: { name: string; children: ReactNode }) {
  if (useServerRemotePages()) throw new ClientRenderSignal(name);
  return children;
}

/** Whether a recoverable error reported while hydrating is one of ours (a boundary the server left to the browser). */
export function isPlannedClientRender(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('booknook:');
}

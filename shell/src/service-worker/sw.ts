// The service worker, served at /sw.js (scope: the whole site) and registered by the shell once the page is idle
// (register.ts). Built by the shell's rsbuild build as its own environment (rsbuild.config.ts).
import { onActivate, onFetch, onInstall, onMessage } from './handlers';
import { onNotificationClick, onPush } from './push';
import type { ExtendableEventLike, FetchEventLike, MessageEventLike, NotificationEventLike, PushEventLike, WorkerScope } from './scope';

interface WorkerGlobal extends Omit<WorkerScope, 'fetch'> {
  addEventListener(type: string, listener: (event: never) => void): void;
}
const global = self as unknown as WorkerGlobal;

const worker: WorkerScope = {
  location: global.location,
  navigator: global.navigator,
  caches: global.caches,
  registration: global.registration,
  clients: global.clients,
  fetch: (request) => fetch(request),
  skipWaiting: () => global.skipWaiting(),
};

global.addEventListener('install', (event: ExtendableEventLike) => onInstall(worker, event));
global.addEventListener('activate', (event: ExtendableEventLike) => onActivate(worker, event));
global.addEventListener('fetch', (event: FetchEventLike) => onFetch(worker, event));
global.addEventListener('message', (event: MessageEventLike) => onMessage(worker, event));
global.addEventListener('push', (event: PushEventLike) => onPush(worker, event));
global.addEventListener('notificationclick', (event: NotificationEventLike) => onNotificationClick(worker, event));

// Remote health's front door: the internal routes app.ts registers at the root (never proxied by nginx).
export { remoteHealthInternalRoutes } from './routes';

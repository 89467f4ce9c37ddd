// The passkeys feature's front door (issue 36.2): its routes, registered under /users/ by app.ts.
export { passkeyRoutes } from './routes';

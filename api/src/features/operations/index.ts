// The operations feature's front door: what other features may use of it.
export { isLocalRequest, operationsRoutes, setUpMetrics } from './routes';
export { operationTexts } from './texts';

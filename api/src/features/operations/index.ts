// The operations feature's front door: what other features may use of it.
export { isLocalRequest } from './routes';
export { operationTexts } from './texts';

// The saved-area feature's front door: what other features may use of it.
export { withSavedArea } from './browse-near';

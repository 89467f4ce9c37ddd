// The seller's location feature's front door: the field and the hook Sell's form uses.
export { LocationField } from './components/location-field';
export { useSellerLocation, type SellerLocationState } from './hooks/use-seller-location';

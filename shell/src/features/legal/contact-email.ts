/**
 * Where members write to BookNook: set for a deployment at build time (CONTACT_EMAIL, see docs/configuration.md). The fallback is a
 * reserved example domain, so a deployment that forgot to set it is easy to spot.
 */
export const CONTACT_EMAIL = process.env.CONTACT_EMAIL || 'support@booknook.example';

import type { AppConfig } from '../../config';

/** Where passkeys may be made and used: the site's domain (the rpID) and the origins its pages come from. */
export interface PasskeySettings {
  rpId: string;
  origins: string[];
}

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]']);

/**
 * PASSKEY_RP_ID and PASSKEY_ORIGINS (comma-separated), by default the PUBLIC_URL's host and origin.
 * Browsers refuse passkeys on an IP address, so a site at http://127.0.0.1:<port> gets
 * http://localhost:<port> (the same server, a host browsers treat as secure).
 */
export function passkeySettings(config: Pick<AppConfig, 'publicUrl' | 'passkeyRpId' | 'passkeyOrigins'>): PasskeySettings {
  const url = new URL(config.publicUrl);
  const local = LOOPBACK_IPS.has(url.hostname);
  const localOrigin = `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`;
  const rpId = config.passkeyRpId ?? (local ? 'localhost' : url.hostname);
  const listed = (config.passkeyOrigins ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  const origins = listed.length > 0 ? listed : local ? [localOrigin, url.origin] : [url.origin];
  return { rpId, origins };
}

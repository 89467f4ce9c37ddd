import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { pushTexts as T } from './texts';

// A subscription's endpoint is a URL the browser gives, so it is also whatever an attacker sends: the server must
// never be made to knock on its own network. Only https:// on public addresses passes, checked when a browser
// subscribes (literal addresses) and again before every push (names, resolved then, so a name that later points
// inside is still refused; the push connects to the address that was checked).

export type EndpointCheck = { ok: true; url: URL } | { ok: false; detail: string };
export interface Destination {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to all its addresses (node:dns by default; tests give their own, being offline). */
export type Resolver = (hostname: string) => Promise<Destination[]>;

const resolveWithDns: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Public unicast only: not loopback, private, link-local (cloud metadata), carrier NAT, multicast, documentation… */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** Tests' loopback push service, when WEB_PUSH_ALLOW_HTTP lets it through: http:// on 127.0.0.1, ::1 or localhost. */
function isTestLoopback(url: URL, allowHttp: boolean): boolean {
  if (!allowHttp || url.protocol !== 'http:') return false;
  const host = bare(url.hostname);
  return host === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback');
}

/** What can be said of an endpoint without the network: its form, its scheme and a literal address. */
export function checkEndpoint(endpoint: string, allowHttp: boolean): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, detail: T.endpointInvalid };
  }
  if (url.username || url.password) return { ok: false, detail: T.endpointInvalid };
  if (isTestLoopback(url, allowHttp)) return { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, detail: T.endpointNotHttps };
  const host = bare(url.hostname);
  if (isLocalName(host) || (ipaddr.isValid(host) && !isPublicAddress(host))) return { ok: false, detail: T.endpointNotPublic };
  return { ok: true, url };
}

/** Where to connect for a push: the endpoint's address once checked, or null when any address it has is not public. */
export async function destinationOf(url: URL, allowHttp: boolean, resolve: Resolver = resolveWithDns): Promise<Destination | null> {
  const host = bare(url.hostname);
  if (isTestLoopback(url, allowHttp))
    return host === 'localhost' ? { address: '127.0.0.1', family: 4 } : { address: host, family: host.includes(':') ? 6 : 4 };
  if (!checkEndpoint(url.href, allowHttp).ok) return null;
  const literal: Destination[] = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  const addresses = ipaddr.isValid(host) ? literal : await resolve(host);
  // Every address must be public: a name that answers one public and one private address could be steered inside.
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) return null;
  return addresses[0] ?? null;
}

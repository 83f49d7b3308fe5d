import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which `X-Forwarded-*` headers may be believed: none (the default), those added by the proxies
 * at these addresses or ranges, or those added by the last `hops` proxies whoever they are.
 */
export type TrustProxy = false | { addresses: string[] } | { hops: number };

/** The names proxy-addr knows for the loopback, link-local and private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` as written: empty for none, a whole number of hops, or a comma-separated list
 * of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`. Returns the
 * setting, or the reason it is not one.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : { error: 'must be a hop count from 0 to 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      error: `must be a hop count or a list of proxy addresses and CIDR ranges (not ${invalid.join(', ')})`,
    };
  }
  return { addresses: entries };
}

/** Whether the peer at `address`, `hop` proxies from the app, is a proxy to believe. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The setting as the function Fastify's `trustProxy` takes (and the socket handshake uses). A
 * hop count trusts the last `hops` peers without checking who they are, so it is only safe when
 * nothing reaches the app except through those proxies; Fastify no longer takes a bare number
 * for that reason, and the function says the same explicitly.
 */
export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting === false) return () => false;
  if ('hops' in setting) return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile(setting.addresses);
}

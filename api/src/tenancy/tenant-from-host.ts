import { isIP } from 'node:net';

export const DEFAULT_TENANT_SLUG = 'demo';

/**
 * A host name as the organisation's label, when the host has a sub-domain (`acme.example.com`,
 * `acme.localhost`), and the product's own host under it (`example.com`, `localhost`, an IP).
 */
function splitHost(hostname: string): { slug?: string; productHost: string } {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host)) return { productHost: host };
  const labels = host.split('.');
  const labelsWithSubdomain = labels.at(-1) === 'localhost' ? 2 : 3;
  if (labels.length < labelsWithSubdomain) return { productHost: host };
  return { slug: labels[0]!, productHost: labels.slice(1).join('.') };
}

/** The slug of the organisation a host name addresses; the default tenant for a host without sub-domain. */
export function tenantSlugFromHost(hostname: string): string {
  return splitHost(hostname).slug ?? DEFAULT_TENANT_SLUG;
}

/** The host every organisation's sub-domain hangs from: `acme.example.com` and `example.com` -> `example.com`. */
export function productHostname(hostname: string): string {
  return splitHost(hostname).productHost;
}

import { isIP } from 'node:net';

export const DEFAULT_TENANT_SLUG = 'demo';

/**
 * The slug of the organisation a host name addresses: the first label when the host has a sub-domain
 * (`acme.example.com`, `acme.localhost`), else the default tenant (`localhost`, `example.com`, an IP).
 */
export function tenantSlugFromHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || isIP(host)) return DEFAULT_TENANT_SLUG;
  const labels = host.split('.');
  const labelsWithSubdomain = labels.at(-1) === 'localhost' ? 2 : 3;
  return labels.length >= labelsWithSubdomain ? labels[0]! : DEFAULT_TENANT_SLUG;
}

// TLS in front of the product, as a production proxy puts it: a certificate made for the test and an
// HTTPS server that forwards to the product's http port with the Host kept and X-Forwarded-Proto set.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsProxy {
  port: number;
  stop(): Promise<void>;
}

/** A self-signed certificate for `domain` and every sub-domain of it. */
export function selfSignedCertificate(domain: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${domain}`,
        '-addext',
        `subjectAltName=DNS:${domain},DNS:*.${domain}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTlsProxy(productUrl: string, certificate: { key: Buffer; cert: Buffer }): Promise<TlsProxy> {
  // The product listens on 127.0.0.1; `localhost` may resolve to ::1 first.
  const port = new URL(productUrl).port;
  const server = createServer(certificate, (incoming, outgoing) => {
    const headers = { ...incoming.headers, 'x-forwarded-proto': 'https' };
    const forwarded = request({ host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

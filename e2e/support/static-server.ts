// A plain static file server on its own port: a remote's build deployed at another address.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export interface StaticServer {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function serveDirectory(directory: string): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(directory, path);
    requests.push(path);
    // The host on another origin fetches the manifest and chunks cross-origin.
    response.setHeader('access-control-allow-origin', '*');
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

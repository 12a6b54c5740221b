// A signed-in client of the real HTTP API, as the front ends use it: JSON in and out, the
// `{message, data}` envelope unwrapped, uploads as multipart with the text fields before the file.

export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(`${path} answered ${status}: ${message}`);
  }
}

export interface ApiClient {
  readonly url: string;
  /** The access token, for load generators that send their own requests. */
  readonly token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** One file to a multipart upload route: `fields` first, then the file. */
  upload<T>(path: string, fields: Record<string, string>, file: { name: string; content: Blob | Uint8Array }): Promise<T>;
  /** A plain GET of a (signed) link, read to the end without keeping it: bytes received. */
  download(link: string): Promise<number>;
}

async function unwrap<T>(path: string, response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({ message: response.statusText }))) as { message?: string; data?: T };
  if (!response.ok) throw new ApiCallError(response.status, path, body.message ?? response.statusText);
  return body.data as T;
}

export async function signIn(url: string, password: string, email = DEMO_ADMIN_EMAIL): Promise<ApiClient> {
  const path = '/api/v1/accounts/login/';
  const login = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access } = await unwrap<{ access: string }>(path, login);
  const authorization = { authorization: `Bearer ${access}` };

  return {
    url,
    token: access,
    async get<T>(path: string) {
      return unwrap<T>(path, await fetch(`${url}${path}`, { headers: authorization }));
    },
    async post<T>(path: string, body: unknown) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ...authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return unwrap<T>(path, response);
    },
    async upload<T>(path: string, fields: Record<string, string>, file: { name: string; content: Blob | Uint8Array }) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file.content instanceof Blob ? file.content : new Blob([new Uint8Array(file.content)]), file.name);
      return unwrap<T>(path, await fetch(`${url}${path}`, { method: 'POST', headers: authorization, body: form }));
    },
    async download(link: string) {
      const response = await fetch(new URL(link, url), { headers: authorization });
      if (!response.ok || !response.body) return unwrap<never>(link, response);
      const reader = response.body.getReader();
      let bytes = 0;
      for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
      return bytes;
    },
  };
}

/** Runs `work` on every item with at most `concurrency` at a time; results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// How a request leaves the browser: fetch, or XMLHttpRequest for an upload that reports its progress
// (fetch reports none). No library: the product's calls need nothing more, and the sign-in page
// downloads every byte of the client.

/** How much of a request body has been sent. */
export interface UploadProgress {
  loaded: number;
  /** Unknown when the browser cannot tell the body's size. */
  total?: number;
}

export interface TransportRequest {
  method: string;
  /** Relative to the page's origin, as the API is served by the organisation's own sub-domain. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Blob;
  signal?: AbortSignal;
  /** `blob` for a file download (an error answer is still read as JSON, for its message). */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface TransportAnswer<T = unknown> {
  status: number;
  /** The parsed JSON body, the text when it is not JSON, or a Blob for a successful download. */
  data: T;
  header(name: string): string | null;
  /** The address that answered, after any redirect the browser followed. */
  url: string;
}

export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

const isSuccess = (status: number) => status >= 200 && status < 300;

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function sendWithFetch(request: TransportRequest): Promise<TransportAnswer> {
  const { method, url, headers, body, signal, responseType } = request;
  const response = await fetch(url, { method, headers, body, signal });
  const data = responseType === 'blob' && isSuccess(response.status) ? await response.blob() : parseBody(await response.text());
  return { status: response.status, data, header: (name) => response.headers.get(name), url: response.url };
}

function sendWithProgress(request: TransportRequest): Promise<TransportAnswer> {
  const { method, url, headers, body, signal, onUploadProgress } = request;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(signal?.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    if (signal?.aborted) return aborted();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onUploadProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () => resolve({ status: xhr.status, data: parseBody(xhr.responseText), header: (name) => xhr.getResponseHeader(name), url: xhr.responseURL });
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}

/** The browser's transport: XMLHttpRequest only where upload progress is asked for. */
export const browserTransport: Transport = (request) => (request.onUploadProgress ? sendWithProgress(request) : sendWithFetch(request));

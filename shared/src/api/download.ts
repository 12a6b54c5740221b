import { apiRequest } from './apiClient';

function fileNameOf(disposition: string | null): string | undefined {
  return disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
}

/**
 * Downloads a file the API serves to the session (a plain link would carry no token) and hands it to
 * the browser's download, named as the answer's Content-Disposition says or `fallbackName`.
 */
export async function downloadFromApi(url: string, fallbackName: string): Promise<void> {
  const answer = await apiRequest<Blob>({ method: 'GET', url, responseType: 'blob' });
  const href = URL.createObjectURL(answer.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(answer.header('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Sends the browser to a signed file link. The link answers with `Content-Disposition: attachment`,
 * so the browser saves the file and the page stays. Its own module so that tests can watch it.
 */
export function openFileUrl(url: string): void {
  window.location.assign(url);
}

/**
 * Starts the browser's download of a signed link. The link carries its own authorisation and the
 * API names the file, so a plain link click is enough (no bytes pass through the page's memory).
 */
export function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

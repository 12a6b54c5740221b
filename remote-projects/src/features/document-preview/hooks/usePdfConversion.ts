import { apiErrorCode, apiErrorMessage } from '@app/shared';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { convertToPdf } from '../api/previewRequests';

/** The API's refusals that mean "no pdf of this file here": the page shows the document itself instead. */
const FALLBACK_CODES: ReadonlySet<string> = new Set(['converter_unavailable', 'conversion_failed']);

/** A new link is asked for this long before the current one expires. */
export const LINK_REFRESH_AHEAD_MS = 30_000;

export type PdfConversion =
  | { state: 'converting' }
  /** `url` stays the same (the frame is not reloaded); `openUrl` is renewed before it expires, for a new tab. */
  | { state: 'ready'; url: string; openUrl: string }
  /** The API cannot convert this file: its message, and the page renders the document itself. */
  | { state: 'unavailable'; message: string }
  /** The call itself failed (the API's message was shown in a toast). */
  | { state: 'failed'; message: string };

/**
 * The document as pdf, asked for once the document is known (undefined until then). The signed link
 * expires within minutes, so while the page is open a fresh one is fetched for "open in a new tab".
 */
export function usePdfConversion(documentId: string | undefined): PdfConversion & { retry(): void } {
  const [conversion, setConversion] = useState<PdfConversion & { documentId?: string }>({ state: 'converting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!documentId) return;
    const controller = new AbortController();
    let renewal: ReturnType<typeof setTimeout> | undefined;
    const renewBefore = (expiresAt: string) => {
      const wait = Math.max(0, Date.parse(expiresAt) - Date.now() - LINK_REFRESH_AHEAD_MS);
      renewal = setTimeout(() => {
        convertToPdf(documentId, controller.signal).then(
          (link) => {
            setConversion((shown) => (shown.state === 'ready' && shown.documentId === documentId ? { ...shown, openUrl: link.url } : shown));
            renewBefore(link.expires_at);
          },
          // The frame keeps showing the document; the next visit asks again.
          () => undefined,
        );
      }, wait);
    };

    setConversion({ state: 'converting', documentId });
    convertToPdf(documentId, controller.signal).then(
      (link) => {
        setConversion({ state: 'ready', url: link.url, openUrl: link.url, documentId });
        renewBefore(link.expires_at);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = apiErrorMessage(error);
        if (FALLBACK_CODES.has(apiErrorCode(error) ?? '')) {
          setConversion({ state: 'unavailable', message, documentId });
        } else {
          enqueueSnackbar(message, { variant: 'error' });
          setConversion({ state: 'failed', message, documentId });
        }
      },
    );
    return () => {
      controller.abort();
      clearTimeout(renewal);
    };
  }, [documentId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const shown: PdfConversion = conversion.documentId === documentId && documentId ? conversion : { state: 'converting' };
  return { ...shown, retry };
}

import { apiErrorCode, apiErrorMessage, apiPublicGet } from '@app/shared';
import { TOKEN_ERROR_CODES, type TokenErrorCode } from '@app/shared/contract';
import { useEffect, useState } from 'react';

export type TokenCheck<T> =
  | { state: 'checking' }
  | { state: 'valid'; data: T }
  /** The server refused the token itself: expired, used or unknown. */
  | { state: 'refused'; code: TokenErrorCode }
  /** The check did not get an answer about the token (network, server error): it may be tried again. */
  | { state: 'failed'; message: string; retry: () => void };

function isTokenErrorCode(code: string | undefined): code is TokenErrorCode {
  return (TOKEN_ERROR_CODES as readonly (string | undefined)[]).includes(code);
}

/** Checks an emailed token (invitation, reset) with the API before its form shows. */
export function useTokenCheck<T>(path: string | null): TokenCheck<T> {
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<TokenCheck<T>>({ state: 'checking' });

  useEffect(() => {
    if (!path) {
      setCheck({ state: 'refused', code: 'token_invalid' });
      return;
    }
    let current = true;
    setCheck({ state: 'checking' });
    apiPublicGet<T>(path)
      .then(({ data }) => current && setCheck({ state: 'valid', data }))
      .catch((error: unknown) => {
        if (!current) return;
        const code = apiErrorCode(error);
        // A 404 means no such token: for the person holding the link, the same as an invalid one.
        const refusal = isTokenErrorCode(code) ? code : code === 'not_found' ? 'token_invalid' : undefined;
        if (refusal) setCheck({ state: 'refused', code: refusal });
        else setCheck({ state: 'failed', message: apiErrorMessage(error), retry: () => setAttempt((n) => n + 1) });
      });
    return () => {
      current = false;
    };
  }, [path, attempt]);

  return check;
}

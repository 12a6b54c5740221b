// Random tokens handed out once (refresh, invitation, password reset) and stored only as a SHA-256
// hash, so a copy of the database lets no one act with them.
import { createHash, randomBytes } from 'node:crypto';
import type { TokenErrorCode } from '@app/shared/contract';
import { ApiError } from '../http/api-error.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Why a stored single-use token cannot be used now, or null when it can. */
export function tokenProblem(row: { expires_at: Date; used_at: Date | null } | undefined): TokenErrorCode | null {
  if (!row) return 'token_invalid';
  if (row.used_at) return 'token_used';
  if (row.expires_at <= new Date()) return 'token_expired';
  return null;
}

/** What a link is for, in the words of its error messages. */
export interface LinkWords {
  noun: string;
  /** A sentence telling how to get a new link, without its final full stop. */
  askAgain: string;
}

/** The 400 answer for a token that cannot be used, worded for what the link was for. */
export function tokenError(code: TokenErrorCode, link: LinkWords): ApiError {
  const messages: Record<TokenErrorCode, string> = {
    token_invalid: `This ${link.noun} link is not valid. Check that you copied the whole address. ${link.askAgain}.`,
    token_used: `This ${link.noun} link has already been used. ${link.askAgain} if you need a new one.`,
    token_expired: `This ${link.noun} link has expired. ${link.askAgain}.`,
  };
  return new ApiError(400, code, messages[code]);
}

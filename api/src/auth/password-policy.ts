// The server's half of the password policy: the contract's length rules run in the route schemas,
// "not the email", "not a common password" and "hard enough to guess" here, once the email is known.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { PASSWORD_MESSAGES, passwordIsEmail } from '@app/shared/contract';
import { ApiError } from '../http/api-error.ts';

// zxcvbn-ts's list of the most common passwords (about 50,000, from leaked password sets).
const COMMON_PASSWORDS = new Set(zxcvbnCommon.dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** zxcvbn's scores run 0–4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

const strength = new ZxcvbnFactory({
  dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  graphs: zxcvbnCommon.adjacencyGraphs,
  translations: zxcvbnEnglish.translations,
});

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * Why the password is easy to guess, in zxcvbn's words ("Repeated characters like "aaa" are easy to
 * guess. Add more words that are less common."), or undefined when it scores well enough. The email
 * and the organisation's name count as known words.
 */
export function weakPasswordReason(password: string, knownWords: string[]): string | undefined {
  const result = strength.check(password, knownWords);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const { warning, suggestions } = result.feedback;
  return [PASSWORD_MESSAGES.weak, warning, ...suggestions].filter(Boolean).join(' ');
}

export interface PasswordOwner {
  email: string;
  /** Words a guesser would try first: the organisation's name, the person's names. */
  knownWords: string[];
}

/** A 400 naming `field` when the new password is the email, a common password or easy to guess. */
export function checkPasswordPolicy(password: string, { email, knownWords }: PasswordOwner, field = 'password'): void {
  const problem = passwordIsEmail(password, email)
    ? PASSWORD_MESSAGES.sameAsEmail
    : isCommonPassword(password)
      ? PASSWORD_MESSAGES.common
      : weakPasswordReason(password, [email, ...[email, ...knownWords].flatMap((words) => words.split(/[^\p{L}\p{N}]+/u))].filter(Boolean));
  if (problem) throw new ApiError(400, 'invalid', problem, { [field]: [problem] });
}

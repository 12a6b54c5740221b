// The server's half of the password policy: the contract's length rules run in the route schemas,
// "not the email" and "not a common password" here, once the email is known.
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordIsEmail } from '@app/shared/contract';
import { ApiError } from '../http/api-error.ts';

// zxcvbn-ts's list of the most common passwords (about 50,000, from leaked password sets).
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** A 400 naming `field` when the new password is the email or a common password. */
export function checkPasswordPolicy(password: string, email: string, field = 'password'): void {
  const problem = passwordIsEmail(password, email)
    ? PASSWORD_MESSAGES.sameAsEmail
    : isCommonPassword(password)
      ? PASSWORD_MESSAGES.common
      : undefined;
  if (problem) throw new ApiError(400, 'invalid', problem, { [field]: [problem] });
}

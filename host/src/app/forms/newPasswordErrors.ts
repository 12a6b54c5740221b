import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordPolicyFor } from '@app/shared/contract';

/**
 * The policy's messages for a new password and its confirmation. The email is the account's: the
 * password may not be it. The common-password and strength checks are the API's; their message (with the
 * reason a password is easy to guess) comes back as a field error.
 */
export function newPasswordErrors(password: string, confirmation: string, email: string) {
  const policy = passwordPolicyFor(email).safeParse(password);
  return {
    password: policy.success ? undefined : policy.error.issues[0]?.message,
    confirmation: !confirmation ? 'Enter the new password again.' : confirmation !== password ? PASSWORD_MESSAGES.mismatch : undefined,
  };
}

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not your email address, not a common or easily guessed password (a few unrelated words work well).`;

// argon2id with @node-rs/argon2's defaults: 19 MiB, 2 passes, 1 lane (the OWASP recommendation).
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let unknownUserHash: Promise<string> | undefined;

/**
 * Whether `password` matches. For an unknown user pass null: the same hashing work is done, so the
 * answer's timing does not tell which email addresses have an account.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await (unknownUserHash ??= hash('no user has this password')), password);
    return false;
  }
  return verify(passwordHash, password);
}

// Short-lived signed access tokens (JWT, HS256): the user, the tenant, the client entity, the
// permissions at signing and the sign-in they belong to. Whether that sign-in is still open, and the
// permissions as they are now, are checked on every request (live-access.ts). A verified token is
// remembered (bounded, never past its expiry, forgotten when its user's access changes), so the
// requests of one sign-in verify its signature once.
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { USER_KINDS } from '@app/shared/contract';
import { ApiError, TOKEN_NOT_VALID } from '../http/api-error.ts';
import { onAccessChanged } from './live-access.ts';

export interface Principal {
  userId: string;
  tenantId: string;
  kind: (typeof USER_KINDS)[number];
  /** The client entity of an entity user; null for staff. */
  entityId: string | null;
  permissions: string[];
  /** The password is too old (or was set by someone else): only changing it is allowed. */
  passwordExpired: boolean;
  /** The sign-in the token was issued in (its refresh-token family): it ends with it (live-access.ts). */
  sessionId: string;
}

const claimsSchema = z.object({
  sub: z.string(),
  tenant: z.string(),
  kind: z.enum(USER_KINDS),
  entity: z.string().nullable(),
  permissions: z.array(z.string()),
  password_expired: z.boolean(),
  sid: z.string(),
});

const MINIMUM_SECRET_LENGTH = 32;
/** Verified tokens remembered at most; the oldest go first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #verified = new Map<string, { principal: Principal; expiresAtMs: number }>();
  readonly #stopListening: () => void;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    if (secret.length < MINIMUM_SECRET_LENGTH) {
      throw new Error(`The access-token secret must be at least ${MINIMUM_SECRET_LENGTH} characters long.`);
    }
    this.#key = new TextEncoder().encode(secret);
    // A revoked sign-in, a disabled account, a new password: that user's tokens are verified afresh.
    this.#stopListening = onAccessChanged((userId) => {
      if (userId === 'everyone') this.#verified.clear();
      else for (const [token, entry] of this.#verified) if (entry.principal.userId === userId) this.#verified.delete(token);
    });
  }

  close(): void {
    this.#stopListening();
  }

  sign(principal: Principal): Promise<string> {
    const { userId, tenantId, kind, entityId, permissions, passwordExpired, sessionId } = principal;
    return new SignJWT({ tenant: tenantId, kind, entity: entityId, permissions, password_expired: passwordExpired, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.#key);
  }

  /** The principal of a valid token; a 401 `token_not_valid` for an expired, forged or malformed one. */
  async verify(token: string): Promise<Principal> {
    const known = this.#verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.principal;
    if (known) this.#verified.delete(token); // expired: jose says so below
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] });
      const claims = claimsSchema.parse(payload);
      // Shared by the requests that present this token: nobody may change it.
      const principal: Principal = Object.freeze({
        userId: claims.sub,
        tenantId: claims.tenant,
        kind: claims.kind,
        entityId: claims.entity,
        permissions: Object.freeze(claims.permissions) as string[],
        passwordExpired: claims.password_expired,
        sessionId: claims.sid,
      });
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, { principal, expiresAtMs: payload.exp! * 1000 });
      return principal;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new ApiError(401, TOKEN_NOT_VALID, 'Your session has expired. Please sign in again.');
      }
      throw new ApiError(401, TOKEN_NOT_VALID, 'Your session is not valid. Please sign in again.');
    }
  }
}

// Signed links to a stored file: short-lived, usable without an Authorization header (downloads,
// iframes, images), bound to one organisation and one document version.
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';

export const FILE_LINK_TTL_SECONDS = 5 * 60;
/** Keeps file links and access tokens, signed with the same secret, from standing in for each other. */
const AUDIENCE = 'file-link';

export interface FileLinkClaims {
  tenantId: string;
  versionId: string;
  disposition: 'inline' | 'attachment';
}

const claimsSchema = z.object({
  tenant: z.string(),
  sub: z.string(),
  disposition: z.enum(['inline', 'attachment']),
});

export class FileLinks {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds = FILE_LINK_TTL_SECONDS,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async sign(claims: FileLinkClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ tenant: claims.tenantId, disposition: claims.disposition })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.versionId)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.#key);
    return { token, expiresAt };
  }

  /** The claims of a valid link; a 403 for an expired one, a 404 for anything else. */
  async verify(token: string): Promise<FileLinkClaims> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], audience: AUDIENCE });
      const claims = claimsSchema.parse(payload);
      return { tenantId: claims.tenant, versionId: claims.sub, disposition: claims.disposition };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new ApiError(403, 'link_expired', 'This link has expired. Open the document again to get a new one.');
      }
      throw new ApiError(404, 'not_found', 'This link is not valid.');
    }
  }
}

// Files are stored by the SHA-256 of their content: the same bytes are kept once, and a stored file
// never changes. Content first lands in a staging file (hashed and counted on the way), so nothing
// becomes visible under a hash until the whole upload arrived and was accepted.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  /** Lower-case hex SHA-256 of the content: the file's name in the storage. */
  sha256: string;
  size: number;
}

/** Content that arrived completely and waits to be accepted (commit) or thrown away (discard). */
export interface StagedFile extends StoredFile {
  /** A local file holding the content, for inspection (type detection) before it is committed. */
  path: string;
  /** Makes the content available under its hash; the staging file is gone afterwards. */
  commit(): Promise<void>;
  /** Removes the staging file; safe to call after commit and more than once. */
  discard(): Promise<void>;
}

export interface StageOptions {
  /** More bytes than this fail the staging with a FileTooLargeError. */
  maxBytes?: number;
}

export interface FileStorage {
  /** Streams `content` to a staging file while hashing it. An error or abort leaves nothing behind. */
  stage(content: Readable, options?: StageOptions): Promise<StagedFile>;
  /** The content of a stored file, streamed; a FileNotFoundError when there is none. */
  open(sha256: string): Promise<Readable>;
  exists(sha256: string): Promise<boolean>;
  /** Removes a stored file; nothing happens when there is none. */
  delete(sha256: string): Promise<void>;
  /** Removes staging files older than `olderThanMs` (left by a process killed mid-upload); answers how many. */
  sweepStaging(olderThanMs: number): Promise<number>;
}

/** stage() and commit() in one go, for content accepted without looking at it. */
export async function putFile(storage: FileStorage, content: Readable, options?: StageOptions): Promise<StoredFile> {
  const staged = await storage.stage(content, options);
  try {
    await staged.commit();
  } finally {
    await staged.discard();
  }
  return { sha256: staged.sha256, size: staged.size };
}

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';

  constructor(readonly maxBytes: number) {
    super(`The content is larger than ${maxBytes} bytes.`);
  }
}

export class FileNotFoundError extends Error {
  override readonly name = 'FileNotFoundError';

  constructor(sha256: string) {
    super(`No stored file has the hash ${sha256}.`);
  }
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Refuses anything but a hash before it is used to build a path or an object key. */
export function checkedHash(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`"${sha256}" is not a SHA-256 hash.`);
  return sha256;
}

/** Where a stored file lives below the storage's root: fanned out so no folder grows too large. */
export function contentPath(sha256: string): string {
  const hash = checkedHash(sha256);
  return `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
}

/** Removes the `.part` files in `dir` last written more than `olderThanMs` ago; answers how many. */
export async function removeStaleStagingFiles(dir: string, olderThanMs: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const path = join(dir, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (modified !== null && Date.now() - modified > olderThanMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Streams `content` into a new file in `dir`, hashing and counting it; removes the file on any failure. */
export async function writeStagingFile(content: Readable, dir: string, { maxBytes }: StageOptions = {}): Promise<{ path: string } & StoredFile> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return done(new FileTooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(content, meter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, sha256: hash.digest('hex'), size };
}

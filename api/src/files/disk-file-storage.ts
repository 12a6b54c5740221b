import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  contentPath,
  FileNotFoundError,
  removeStaleStagingFiles,
  writeStagingFile,
  type FileStorage,
  type StagedFile,
  type StageOptions,
} from './file-storage.ts';

/**
 * Files in a folder (DATA_DIR/files by default): `objects/ab/cd/<sha256>`, staged in `tmp/` on the
 * same file system so that accepting a file is an atomic rename.
 */
export class DiskFileStorage implements FileStorage {
  readonly objectsDir: string;
  readonly stagingDir: string;

  constructor(readonly root: string) {
    this.objectsDir = join(root, 'objects');
    this.stagingDir = join(root, 'tmp');
  }

  async stage(content: Readable, options?: StageOptions): Promise<StagedFile> {
    const staged = await writeStagingFile(content, this.stagingDir, options);
    const target = this.#pathOf(staged.sha256);
    return {
      ...staged,
      commit: async () => {
        await mkdir(dirname(target), { recursive: true });
        // Same bytes under the same name: replacing an existing copy changes nothing.
        await rename(staged.path, target);
      },
      discard: () => rm(staged.path, { force: true }),
    };
  }

  async open(sha256: string): Promise<Readable> {
    const path = this.#pathOf(sha256);
    if (!(await this.exists(sha256))) throw new FileNotFoundError(sha256);
    return createReadStream(path);
  }

  async exists(sha256: string): Promise<boolean> {
    return access(this.#pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  async delete(sha256: string): Promise<void> {
    await rm(this.#pathOf(sha256), { force: true });
  }

  sweepStaging(olderThanMs: number): Promise<number> {
    return removeStaleStagingFiles(this.stagingDir, olderThanMs);
  }

  #pathOf(sha256: string): string {
    return join(this.objectsDir, contentPath(sha256));
  }
}

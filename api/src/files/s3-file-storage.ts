import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  contentPath,
  FileNotFoundError,
  removeStaleStagingFiles,
  writeStagingFile,
  type FileStorage,
  type StagedFile,
  type StageOptions,
} from './file-storage.ts';

export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual credential chain (environment, instance role, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`; most S3-compatible services want it. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `workspace/`. */
  keyPrefix: string;
  /** A local folder where uploads are staged (hashed, inspected) before they go to the bucket. */
  stagingDir: string;
}

/** Files in an S3-compatible bucket, under `<prefix>ab/cd/<sha256>`. */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;

  constructor(readonly settings: S3StorageSettings) {
    const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = settings;
    this.#client = new S3Client({
      endpoint,
      region,
      forcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Many S3-compatible services do not understand the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async stage(content: Readable, options?: StageOptions): Promise<StagedFile> {
    const staged = await writeStagingFile(content, this.settings.stagingDir, options);
    return {
      ...staged,
      commit: async () => {
        // Multipart and streamed from the staging file: memory stays at a few parts, whatever the size.
        await new Upload({
          client: this.#client,
          params: { Bucket: this.settings.bucket, Key: this.#keyOf(staged.sha256), Body: createReadStream(staged.path) },
        }).done();
        await rm(staged.path, { force: true });
      },
      discard: () => rm(staged.path, { force: true }),
    };
  }

  async open(sha256: string): Promise<Readable> {
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.#keyOf(sha256) }));
      if (!(object.Body instanceof Readable)) throw new Error('The storage answered without a readable body.');
      return object.Body;
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(sha256);
      throw error;
    }
  }

  async exists(sha256: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.#keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.#keyOf(sha256) }));
  }

  sweepStaging(olderThanMs: number): Promise<number> {
    return removeStaleStagingFiles(this.settings.stagingDir, olderThanMs);
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.#client.destroy();
  }

  #keyOf(sha256: string): string {
    return `${this.settings.keyPrefix}${contentPath(sha256)}`;
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

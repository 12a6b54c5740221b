import { DiskFileStorage } from './disk-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { S3FileStorage, type S3StorageSettings } from './s3-file-storage.ts';

/** Where stored files live: a folder (the default, under DATA_DIR) or an S3-compatible bucket. */
export type StorageSettings = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3StorageSettings);

export function createFileStorage(settings: StorageSettings): FileStorage {
  if (settings.kind === 'disk') return new DiskFileStorage(settings.dir);
  return new S3FileStorage(settings);
}

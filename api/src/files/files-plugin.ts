// The file storage and the signer of file links, shared by every domain that stores files; staging
// files left by interrupted uploads are swept at start and every hour.
import fp from 'fastify-plugin';
import { FileLinks } from './file-links.ts';
import type { FileStorage } from './file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
    fileLinks: FileLinks;
  }
}

export interface FilesOptions {
  storage: FileStorage;
  /** Signs file links; the app's JWT secret. */
  linkSecret: string;
}

/** A staging file this old was left by a process killed mid-upload (no upload takes hours); replicas sharing the folder keep theirs. */
export const STALE_STAGING_MS = 6 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;

export const filesPlugin = fp<FilesOptions>(
  async (app, { storage, linkSecret }) => {
    app.decorate('fileStorage', storage);
    app.decorate('fileLinks', new FileLinks(linkSecret));
    const sweep = () =>
      storage
        .sweepStaging(STALE_STAGING_MS)
        .then((removed) => removed > 0 && app.log.info({ removed }, 'Removed staging files left by interrupted uploads'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'Staging files could not be swept'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'files' },
);

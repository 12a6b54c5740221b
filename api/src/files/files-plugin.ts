// The file storage and the signer of file links, shared by every domain that stores files.
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

export const filesPlugin = fp<FilesOptions>(
  async (app, { storage, linkSecret }) => {
    app.decorate('fileStorage', storage);
    app.decorate('fileLinks', new FileLinks(linkSecret));
  },
  { name: 'files' },
);

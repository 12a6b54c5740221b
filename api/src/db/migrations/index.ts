// Every migration, in order. Names are sorted by Kysely's Migrator: keep the four-digit prefix.
import type { Migration } from 'kysely';
import * as core from './0001_core.ts';
import * as identity from './0002_identity.ts';

export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_identity': identity,
};

// A throw-away database on the local PostgreSQL server, for tests that must look into or change
// the product's data while it runs (the embedded database belongs to the server's process).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const SERVER = 'postgres://postgres@127.0.0.1:5432';

export function psql(database: string, sql: string): string {
  return execFileSync('psql', [`${SERVER}/${database}`, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
}

export function postgresAnswers(): boolean {
  try {
    psql('postgres', 'select 1');
    return true;
  } catch {
    return false;
  }
}

export function createScratchDatabase(prefix: string): { name: string; url: string; drop(): void } {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  psql('postgres', `create database ${name}`);
  return { name, url: `${SERVER}/${name}`, drop: () => void psql('postgres', `drop database if exists ${name} with (force)`) };
}

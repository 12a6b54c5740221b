// Office files to pdf with LibreOffice headless (`soffice --headless --convert-to pdf`). Each run gets
// its own working folder and its own LibreOffice profile (runs never share state or block each
// other), a time-out that kills the whole process group, and a cap on how many run at once.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface SofficeSettings {
  /** The soffice binary; default `soffice`, found on PATH. */
  path: string;
  /** A conversion running longer is killed; default 60 s. */
  timeoutMs: number;
  /** Conversions at once in this process; default 2. */
  concurrency: number;
}

export const DEFAULT_SOFFICE: SofficeSettings = { path: 'soffice', timeoutMs: 60_000, concurrency: 2 };

/** LibreOffice is not installed (or not where it is configured to be). */
export class ConverterMissingError extends Error {
  override readonly name = 'ConverterMissingError';
}

/** LibreOffice ran but produced no pdf (a damaged file), or took too long. */
export class ConversionFailedError extends Error {
  override readonly name = 'ConversionFailedError';
}

export class OfficeToPdf {
  readonly #settings: SofficeSettings;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(settings: Partial<SofficeSettings> = {}) {
    this.#settings = { ...DEFAULT_SOFFICE, ...settings };
  }

  /**
   * Converts `data` (an office file with this extension) and hands the pdf's path to `use`; the
   * working folder is removed once `use` is done.
   */
  async convert<T>(data: Uint8Array, extension: string, use: (pdfPath: string) => Promise<T>): Promise<T> {
    await this.#slot();
    const workDir = await mkdtemp(join(tmpdir(), 'office-to-pdf-'));
    try {
      const source = join(workDir, `source.${extension}`);
      const outDir = join(workDir, 'out');
      await writeFile(source, data);
      await this.#run(workDir, source, outDir);
      const pdf = (await readdir(outDir).catch(() => [])).find((name) => name.endsWith('.pdf'));
      if (!pdf) throw new ConversionFailedError('LibreOffice could not convert this file to PDF: it may be damaged or password-protected.');
      return await use(join(outDir, pdf));
    } finally {
      await rm(workDir, { recursive: true, force: true });
      this.#release();
    }
  }

  #run(workDir: string, source: string, outDir: string): Promise<void> {
    const { path, timeoutMs } = this.#settings;
    const args = [
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--nodefault',
      '--nofirststartwizard',
      `-env:UserInstallation=${pathToFileURL(join(workDir, 'profile')).href}`,
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      source,
    ];
    return new Promise((resolve, reject) => {
      // Its own process group: soffice starts soffice.bin, and a time-out must end both.
      const child = spawn(path, args, { detached: true, stdio: 'ignore', env: { ...process.env, HOME: workDir } });
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
        reject(new ConversionFailedError(`LibreOffice did not finish converting this file within ${Math.round(timeoutMs / 1000)} seconds.`));
      }, timeoutMs);
      child.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new ConverterMissingError(`LibreOffice (soffice) is not installed at ${path}.`) : error);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async #slot(): Promise<void> {
    if (this.#running < this.#settings.concurrency) {
      this.#running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running -= 1;
  }
}

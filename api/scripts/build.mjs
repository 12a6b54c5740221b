// `pnpm --filter @app/api run build`: compiles the API to JavaScript in api/dist (esbuild), which
// `npm start` and the API image run; tsx is for development and tests only.
// Dependencies stay in node_modules (the image installs them with --prod); @app/shared is TypeScript
// source linked into the workspace, so the part the API imports (its contract) is compiled in.
import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const apiDir = join(import.meta.dirname, '..');
const outdir = join(apiDir, 'dist');
const { dependencies } = JSON.parse(await readFile(join(apiDir, 'package.json'), 'utf8'));

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: {
    server: 'src/server.ts',
    'org-create': 'src/cli/org-create.ts',
    migrate: 'src/cli/migrate.ts',
    // Reader threads (files/reader-thread.ts), found beside the server: documents/extraction/passage-extractor.ts
    // and questionnaires/reading/questionnaire-reader.ts start them.
    'extract-passages-worker': 'src/documents/extraction/extract-passages-worker.ts',
    'read-questionnaire-worker': 'src/questionnaires/reading/read-questionnaire-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => name !== '@app/shared'),
  sourcemap: 'linked',
  logLevel: 'warning',
});
// Files the code reads beside itself (`new URL('./branding/…', import.meta.url)`).
await cp(join(apiDir, 'src/base/branding'), join(outdir, 'branding'), { recursive: true });

// The programs the tests use that npm does not install: Chromium (browser tests), LibreOffice
// (office previews) and the fonts its pdfs are laid out in. `npm test` makes sure they are there: as root with apt-get it installs what is
// missing from Debian's packages, otherwise it stops with the one command to run.
import { spawnSync } from 'node:child_process';
import { run } from './workspace.mjs';

const succeeds = (script) => spawnSync('sh', ['-c', script], { stdio: 'ignore' }).status === 0;
const installed = (command) => succeeds(`command -v ${command}`);

const TOOLS = [
  { name: 'chromium', present: () => installed('chromium'), packages: ['chromium'], usedFor: 'the browser tests' },
  {
    name: 'soffice',
    present: () => installed('soffice'),
    packages: ['libreoffice-writer-nogui', 'libreoffice-calc-nogui'],
    usedFor: 'the office-file previews',
  },
  // They have the metrics of the fonts office files name (Arial, Times New Roman): without them LibreOffice
  // lays the tests' Word files out in other widths, and the pdfs made of them read differently.
  {
    name: "Liberation's fonts",
    present: () => succeeds('fc-list : family | grep -q "Liberation Sans"'),
    packages: ['fonts-liberation'],
    usedFor: 'the pdfs LibreOffice makes in the tests',
  },
];

export async function ensureSystemTools() {
  const missing = TOOLS.filter((tool) => !tool.present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((tool) => tool.packages);
  const needs = missing.map((tool) => `${tool.name} (${tool.usedFor})`).join(' and ');
  const canInstall = process.getuid?.() === 0 && installed('apt-get');
  if (!canInstall) {
    throw new Error(
      `The tests need ${needs}. Install ${missing.length > 1 ? 'them' : 'it'} with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`Installing ${needs} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-q'], { env });
  await run('apt-get', ['install', '-y', '-q', ...packages], { env });
}

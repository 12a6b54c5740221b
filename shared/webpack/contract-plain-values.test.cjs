/** @jest-environment node */
// The contract's plain values (constants, ordering terms, paths) are what a list screen's first route
// needs; the schemas beside them load zod (27 KB gzip). Each plain-values module, with what it imports
// in the contract, must stay free of zod, or the projects and billing lists bundle it again.
const fs = require('node:fs');
const path = require('node:path');

const CONTRACT = path.resolve(__dirname, '../src/contract');
const PLAIN_VALUES = ['orderingTerms.ts', 'projectConstants.ts', 'subscriptionConstants.ts', 'workspacePaths.ts', 'paths.ts', 'brandingConstants.ts'];

/** The packages a contract module reaches through its (non-type) imports. */
function packagesReached(file, seen = new Set(), packages = new Set()) {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(path.join(CONTRACT, file), 'utf8');
  for (const [, typeOnly, from] of source.matchAll(/^import (type )?[^;]*? from '([^']+)';/gms)) {
    if (typeOnly) continue;
    if (from.startsWith('./')) packagesReached(`${from.slice(2)}.ts`, seen, packages);
    else packages.add(from);
  }
  return packages;
}

test.each(PLAIN_VALUES)('%s and what it imports load no zod', (file) => {
  expect([...packagesReached(file)]).not.toContain('zod');
});

test('the check sees zod where a module imports it, through another module too', () => {
  expect([...packagesReached('ordering.ts')]).toContain('zod');
  expect([...packagesReached('projects.ts')]).toContain('zod');
});

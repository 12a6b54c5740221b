// `node api/scripts/british-spellings.mjs`: writes src/documents/passages/british-spellings.ts, the
// British spellings whose American form the -is- → -iz- rule of spelling-variants.ts does not give
// ("centre" → "center", "licence" → "license", "modelling" → "modeling"), from VarCon's pairs as the
// package american-british-english-translator ships them. The API imports that short list instead
// of the package (which brings command-line dependencies of its own).
// test/spelling-variants.test.ts checks that the list is this one.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { wordLines } from './word-lines.mjs';

/** The -is- → -iz- rule, as spelling-variants.ts applies it. */
export const IS_SUFFIX = /^(\p{L}{3,})is(e|ed|es|ing|ation|ations|er|ers)$/u;

/** [British, American] pairs the rule does not give, in the package's order. */
export function britishSpellingsOfVarcon() {
  const pairs = createRequire(import.meta.url)('american-british-english-translator/data/british_spellings.json');
  return Object.entries(pairs).filter(([british, american]) => british.replace(IS_SUFFIX, '$1iz$2') !== american);
}

function moduleText(pairs) {
  return `// Made by api/scripts/british-spellings.mjs from VarCon (\`american-british-english-translator\`): do not edit.
// British spellings and their American forms (british:american), where the -is- → -iz- rule does not give it.
export const BRITISH_SPELLINGS: ReadonlyMap<string, string> = new Map(
  \`
${wordLines(pairs.map(([british, american]) => `${british}:${american}`))}
\`
    .split(/\\s+/)
    .filter(Boolean)
    .map((pair) => pair.split(':') as [string, string]),
);
`;
}

if (process.argv[1] === import.meta.filename) {
  const target = join(import.meta.dirname, '..', 'src', 'documents', 'passages', 'british-spellings.ts');
  const pairs = britishSpellingsOfVarcon();
  writeFileSync(target, moduleText(pairs));
  console.log(`Wrote ${pairs.length} spellings to ${target}`);
}

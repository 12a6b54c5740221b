// British spellings are read as American ones (documents/passages/spelling-variants.ts) from a list
// made ahead of time (scripts/british-spellings.mjs); the list is exactly what the script makes of
// VarCon's pairs with the same -is- rule. About 1 s.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRITISH_SPELLINGS } from '../src/documents/passages/british-spellings.ts';
import { americanSpelling, IS_SUFFIX } from '../src/documents/passages/spelling-variants.ts';

test('British words in American spelling, by the list and by the -is- rule; other words as they are', () => {
  for (const [british, american] of [
    ['centre', 'center'],
    ['licence', 'license'],
    ['modelling', 'modeling'],
    ['behaviour', 'behavior'],
    ['catalogue', 'catalog'],
    ['organisation', 'organization'],
    ['authorisation', 'authorization'],
    ['pseudonymised', 'pseudonymized'],
    ['encryption', 'encryption'],
    ['center', 'center'],
  ]) {
    assert.equal(americanSpelling(british!), american, british);
  }
});

test('the list is what scripts/british-spellings.mjs makes of VarCon, with the rule of spelling-variants.ts', async () => {
  // @ts-expect-error: a plain script of the API, without types
  const script = (await import('../scripts/british-spellings.mjs')) as { IS_SUFFIX: RegExp; britishSpellingsOfVarcon(): [string, string][] };
  assert.equal(script.IS_SUFFIX.source, IS_SUFFIX.source);
  assert.deepEqual(BRITISH_SPELLINGS, new Map(script.britishSpellingsOfVarcon()), 'the list is out of date: run `node api/scripts/british-spellings.mjs`');
  assert.equal(BRITISH_SPELLINGS.size, 740);
});

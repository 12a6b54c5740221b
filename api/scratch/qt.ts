import { bankQuestions } from '@app/test-fixtures/questionnaire-files';
import { questionTerms } from '../src/questionnaires/suggestions/question-terms.ts';
import { termsOf } from '../src/documents/passages/search-terms.ts';
const qs = bankQuestions(500);
for (let i = 0; i < 4; i++) {
  let t = performance.now();
  questionTerms(qs);
  const all = performance.now() - t;
  t = performance.now();
  for (const q of qs) termsOf(q.text);
  const terms = performance.now() - t;
  t = performance.now();
  for (const q of qs) termsOf(q.section ?? '');
  console.log('questionTerms', all.toFixed(1), 'termsOf texts', terms.toFixed(1), 'sections', (performance.now() - t).toFixed(1));
}

// A workbook whose verdict drop-down covers a whole column ("D1:D1048576", as Excel writes a validation
// set on the column), read and exported, against the same workbook with the drop-down on its question
// rows only (the reference, in the same run): seconds, ratio and the process's peak memory. ExcelJS
// alone expands such a range cell by cell; the product reads and keeps validations itself
// (api/src/questionnaires/formats/xlsx-validations.ts). Prints figures; never fails.
//
// `cd bench && node --import tsx questionnaire-drop-downs.ts`. Rounds: BENCH_ROUNDS (3, the median is printed).
import { resourceUsage } from 'node:process';
import { extractQuestions, writeAnswers } from '../api/src/questionnaires/formats/index.ts';
import { sigLiteWorkbook, withDropDownOver } from '@app/test-fixtures/industry-questionnaires';
import { machineLoad } from './support/machine.ts';
import { printFigures, saveResults } from './support/report.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Median seconds to read the workbook, and to write an answer and verdict into every question. */
async function measure(data: Uint8Array): Promise<{ readSeconds: number; exportSeconds: number; questions: number }> {
  const reads: number[] = [];
  const exports: number[] = [];
  let questions = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const result = await extractQuestions('xlsx', data);
    reads.push((performance.now() - started) / 1000);
    questions = result.questions.filter((question) => question.location.kind === 'xlsx' && question.location.verdictCell).length;
    const exportStarted = performance.now();
    await writeAnswers(
      'xlsx',
      data,
      result.questions.map((question) => ({ location: question.location, answer: 'Reviewed yearly.', verdict: 'yes' as const })),
    );
    exports.push((performance.now() - exportStarted) / 1000);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return { readSeconds: median(reads), exportSeconds: median(exports), questions };
}

const load = machineLoad();
const reference = await sigLiteWorkbook();
// A first round warms the code up for both.
await measure(reference.data);
const referenceFigures = await measure(reference.data);
const wholeFigures = await measure(await withDropDownOver(reference.data, 'xl/worksheets/sheet2.xml', 'D', 'D1:D1048576'));
const peakMegabytes = resourceUsage().maxRSS / 1024;
printFigures(`A verdict drop-down over a whole column (${load.summary})`, [
  { label: 'reference (drop-down on the question rows): read', value: referenceFigures.readSeconds, unit: 's', digits: 2 },
  { label: 'reference: export', value: referenceFigures.exportSeconds, unit: 's', digits: 2 },
  { label: 'whole column: read', value: wholeFigures.readSeconds, unit: 's', digits: 2 },
  { label: 'whole column: export', value: wholeFigures.exportSeconds, unit: 's', digits: 2 },
  { label: 'whole column / reference, read', value: wholeFigures.readSeconds / referenceFigures.readSeconds, unit: '×', target: { kind: 'max', value: 5 } },
  {
    label: 'whole column / reference, export',
    value: wholeFigures.exportSeconds / referenceFigures.exportSeconds,
    unit: '×',
    target: { kind: 'max', value: 5 },
  },
  { label: 'questions whose verdict cell was found (of 7)', value: wholeFigures.questions, unit: '', digits: 0, target: { kind: 'min', value: 7 } },
  { label: 'peak memory of the process', value: peakMegabytes, unit: 'MB', digits: 0 },
]);
saveResults('questionnaire-drop-downs', { load, reference: referenceFigures, wholeColumn: wholeFigures, peakMegabytes });

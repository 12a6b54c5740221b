// The worker thread that reads questionnaire files (see questionnaire-reader.ts): ExcelJS, mammoth's
// XML and pdf.js run here, under the thread's memory ceiling and off the API's event loop.
import { serveReads } from '../../files/reader-thread-worker.ts';
import { extractQuestions, readQuestionnaireTables } from '../formats/index.ts';
import type { QuestionnaireRead, QuestionnaireReadResult } from './questionnaire-reader.ts';

serveReads<QuestionnaireRead, QuestionnaireReadResult>(({ what, format, data, options }) =>
  what === 'questions' ? extractQuestions(format, data, options) : readQuestionnaireTables(format, data, options),
);

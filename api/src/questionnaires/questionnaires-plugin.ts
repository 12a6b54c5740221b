// /api/v1/documents, the questionnaire part (beside the repository's plugin at the same prefix):
// questions and answers, review, reprocessing and cancelling it, pdf conversion for preview and exports; and the
// pipeline's jobs (extract questions, then suggest answers; build exports).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCommentRoutes } from './answer-comments.ts';
import { answerRoutes } from './answer-routes.ts';
import { cancelRoute } from './cancel-route.ts';
import { EXPORT_DOCUMENTS, exportJob } from './exports/export-job.ts';
import { exportRoutes } from './exports/export-routes.ts';
import { layoutRoutes } from './layout/layout-routes.ts';
import { EXTRACT_QUESTIONS, extractionJob, SUGGEST_ANSWERS } from './pipeline/extraction-job.ts';
import { suggestionJob } from './pipeline/suggestion-job.ts';
import { convertToPdfRoute } from './preview/convert-to-pdf.ts';
import { OfficeToPdf, type SofficeSettings } from './preview/office-to-pdf.ts';
import { questionAnswersRoute } from './question-answers.ts';
import { reprocessRoute } from './reprocess-route.ts';
import { reviewRoute } from './review-route.ts';
import { DEFAULT_MAX_QUESTIONS } from './formats/limits.ts';
import { RepositoryPassages } from '../documents/passages/repository-passages.ts';
import type { QuestionnaireReader } from './reading/questionnaire-reader.ts';
import { AnswerDrafter, type LlmSettings } from './suggestions/answer-drafter.ts';

export interface QuestionnairesOptions {
  /** An OpenAI-compatible endpoint that drafts answers from the cited passages; unset: retrieval only. */
  llm?: LlmSettings;
  /** LibreOffice for office-to-pdf conversion; defaults in DEFAULT_SOFFICE. */
  soffice?: Partial<SofficeSettings>;
  /** Questions one questionnaire may hold; default DEFAULT_MAX_QUESTIONS. */
  maxQuestions?: number;
  /** Reads questionnaire files off the API's thread (shared with the upload's plugin). */
  reader: QuestionnaireReader;
}

export const questionnairesPlugin: FastifyPluginAsyncZod<QuestionnairesOptions> = async (
  app,
  { llm, soffice, maxQuestions = DEFAULT_MAX_QUESTIONS, reader },
) => {
  await app.register(questionAnswersRoute);
  await app.register(answerRoutes);
  await app.register(answerCommentRoutes);
  await app.register(reviewRoute);
  await app.register(reprocessRoute);
  await app.register(layoutRoutes, { maxQuestions, reader });
  await app.register(cancelRoute);
  await app.register(convertToPdfRoute, { converter: new OfficeToPdf(soffice) });
  await app.register(exportRoutes);

  const deps = {
    db: app.db,
    storage: app.fileStorage,
    drafter: llm ? new AnswerDrafter(llm, app.log.child({ component: 'llm' })) : null,
    repositoryPassages: new RepositoryPassages(),
    maxQuestions,
    reader,
  };
  app.registerJobHandler(EXTRACT_QUESTIONS, extractionJob(deps));
  app.registerJobHandler(SUGGEST_ANSWERS, suggestionJob(deps));
  app.registerJobHandler(EXPORT_DOCUMENTS, exportJob(deps));
};

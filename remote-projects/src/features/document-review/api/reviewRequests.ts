import { apiGet, apiPatch, apiPost } from '@app/shared';
import {
  PROJECT_PATHS,
  type AnswerComment,
  type AnswerProgress,
  type CreateCommentRequest,
  type QuestionAnswer,
  type QuestionAnswerList,
  type ReviewRequest,
  type UpdateAnswerRequest,
} from '@app/shared/contract';
import { HIGH_CONFIDENCE_TIERS } from '../reviewText';
import { withQuery } from '@app/shared/page-parts';

export interface ReviewResult {
  updated: number;
  progress: AnswerProgress;
}

/** Edit the text, set the status or assign a reviewer of one question; `data` is the question as it now is. */
export function updateAnswer(id: string, changes: UpdateAnswerRequest) {
  return apiPatch<QuestionAnswer>(PROJECT_PATHS.answer(id), changes);
}

/** One action on many questions of a document (or, for approve_high_confidence, on the ones it picks). */
export function reviewQuestions(request: ReviewRequest) {
  return apiPost<ReviewResult>(PROJECT_PATHS.review, request);
}

/** Extract and suggest again; edited and approved answers are kept. */
export function reprocessDocument(documentId: string) {
  return apiPost(PROJECT_PATHS.reprocess, { document_id: documentId });
}

/** A comment on the question; `mentionIds` are the people it mentions, each notified. */
export function addComment(answerId: string, body: string, mentionIds: string[] = []) {
  const request: CreateCommentRequest = mentionIds.length > 0 ? { body, mention_ids: mentionIds } : { body };
  return apiPost<AnswerComment>(PROJECT_PATHS.answerComments(answerId), request);
}

/** How many suggestions "Approve all high-confidence" would approve: library and strong matches not reviewed yet. */
export async function countHighConfidenceSuggestions(documentId: string): Promise<number> {
  const answers = await Promise.all(
    HIGH_CONFIDENCE_TIERS.map((confidence) =>
      apiGet<QuestionAnswerList>(withQuery(PROJECT_PATHS.questionAnswers, { document_id: documentId, status: 'suggested', confidence, page_size: 1 })),
    ),
  );
  return answers.reduce((total, { data }) => total + data.count, 0);
}

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
import { withQuery } from '@app/shared/page-parts';
import { QUESTION_PAGE_SIZE } from '../../../components/document-questions/useQuestionPages';

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

/** What "Approve all high-confidence" would approve (strong matches not reviewed yet), and the library answers it leaves for review. */
export interface HighConfidencePreview {
  toApprove: QuestionAnswer[];
  libraryLeft: number;
}

export async function fetchHighConfidencePreview(documentId: string): Promise<HighConfidencePreview> {
  const page = (confidence: 'strong' | 'library', number: number, size: number) =>
    apiGet<QuestionAnswerList>(
      withQuery(PROJECT_PATHS.questionAnswers, { document_id: documentId, status: 'suggested', confidence, page: number, page_size: size }),
    );
  const [first, library] = await Promise.all([page('strong', 1, QUESTION_PAGE_SIZE), page('library', 1, 1)]);
  const pages = Math.ceil(first.data.count / QUESTION_PAGE_SIZE);
  const more = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page('strong', index + 2, QUESTION_PAGE_SIZE)));
  return { toApprove: [first, ...more].flatMap(({ data }) => data.results), libraryLeft: library.data.count };
}

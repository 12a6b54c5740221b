// A small in-memory stand-in for the questionnaire review API, in the contract's shapes, for the
// review and preview screens' tests: it keeps the questions, applies changes as the API does, and
// answers lists filtered and paged, so a test sees the screen follow what it did.
import {
  ANSWER_STATUSES,
  PROJECT_PATHS,
  type AnswerComment,
  type AnswerProgress,
  type Citation,
  type CreateCommentRequest,
  type ProjectDocument,
  type QuestionAnswer,
  type UpdateAnswerRequest,
} from '@app/shared/contract';
import type { FakeAnswer, RecordedCall } from '@app/shared/test-support/fake-api';
import { aDocument, ADA, aProject, CLIENT_MEMBERS, uuid } from './projectFixtures';
import { ok, refused, splitUrl, type ScreenApi } from './renderProjectScreen';

export function aCitation(overrides: Partial<Citation> = {}): Citation {
  return {
    source: 'repository',
    document_id: uuid(701),
    version_id: uuid(711),
    document_name: 'Information security policy.pdf',
    version: 3,
    passage: 'All customer data is encrypted at rest with AES-256 and in transit with TLS 1.2 or later.',
    score: 0.82,
    ...overrides,
  };
}

export function aQuestion(ordinal: number, overrides: Partial<QuestionAnswer> = {}): QuestionAnswer {
  return {
    id: uuid(1000 + ordinal),
    document_id: aDocument().id,
    ordinal,
    // The questionnaire's own ID: none by default (the screen names the question by its number).
    reference: null,
    section: 'Security',
    question: `Question text ${ordinal}?`,
    answer: `Answer text ${ordinal}.`,
    status: 'suggested',
    confidence: 'strong',
    verdict: null,
    citations: [aCitation()],
    drafted: false,
    unmatched_words: [],
    assignee: null,
    comments_count: 0,
    comments_visible: true,
    updated_by: null,
    updated_at: '2025-03-08T09:00:00Z',
    ...overrides,
  };
}

function progressOf(questions: QuestionAnswer[]): AnswerProgress {
  const counts = Object.fromEntries(ANSWER_STATUSES.map((status) => [status, questions.filter((question) => question.status === status).length])) as Record<
    (typeof ANSWER_STATUSES)[number],
    number
  >;
  const done = counts.approved + counts.not_applicable;
  return { total: questions.length, ...counts, percent: questions.length === 0 ? 0 : (100 * done) / questions.length };
}

interface FakeQuestionnaireOptions {
  questions: QuestionAnswer[];
  document?: Partial<ProjectDocument>;
  comments?: Record<string, AnswerComment[]>;
}

/** The review API over `questions`; `api` answers the calls it knows and lets the others pass. */
export function fakeQuestionnaireApi({ questions, document: documentOverrides = {}, comments = {} }: FakeQuestionnaireOptions) {
  const project = aProject();
  const state = {
    questions: questions.map((question) => ({ ...question })),
    document: aDocument({ project_id: project.id, ...documentOverrides }),
    comments: { ...comments },
  };
  const documentNow = () => ({ ...state.document, progress: progressOf(state.questions) });
  const answerPath = /^\/api\/v1\/documents\/answer\/([^/]+)\/$/;
  const commentsPath = /^\/api\/v1\/documents\/answer\/([^/]+)\/comments\/$/;

  // As over the wire: the screen never holds the fake's own objects, which later calls change.
  const api: ScreenApi = (call: RecordedCall) => {
    const answer = answerCall(call);
    return answer && structuredClone(answer);
  };

  function answerCall(call: RecordedCall): FakeAnswer | undefined {
    const { path, query } = splitUrl(call);
    if (call.method === 'GET' && path === PROJECT_PATHS.questionAnswers) {
      if (query.document_id !== state.document.id) return refused(404, 'Not found.');
      const search = query.search?.toLowerCase();
      const matching = state.questions.filter(
        (question) =>
          (!query.status || question.status === query.status) &&
          (!query.confidence || question.confidence === query.confidence) &&
          (!query.reference || (question.reference ?? '').toLowerCase().startsWith(query.reference.toLowerCase())) &&
          (!query.assignee || question.assignee?.id === query.assignee) &&
          (!search || `${question.reference ?? ''} ${question.question} ${question.answer}`.toLowerCase().includes(search)),
      );
      const page = Number(query.page ?? 1);
      const size = Number(query.page_size ?? 20);
      const results = matching.slice((page - 1) * size, page * size);
      const progress = progressOf(state.questions);
      return ok({
        count: matching.length,
        next: page * size < matching.length ? `${path}?page=${page + 1}` : null,
        previous: page > 1 ? `${path}?page=${page - 1}` : null,
        results,
        document: documentNow(),
        progress,
      });
    }
    if (call.method === 'GET' && path === PROJECT_PATHS.projectDetails(project.id)) {
      return ok({ project, documents: [documentNow()] });
    }
    const commentsOf = commentsPath.exec(path)?.[1];
    if (commentsOf && call.method === 'GET') return ok(state.comments[commentsOf] ?? []);
    if (commentsOf && call.method === 'POST') {
      const { body, mention_ids: mentionIds = [] } = call.body as CreateCommentRequest;
      const mentions = CLIENT_MEMBERS.filter((person) => mentionIds.includes(person.id)).map(({ id, full_name }) => ({ id, full_name }));
      const comment: AnswerComment = { id: uuid(900 + Object.keys(state.comments).length), author: ADA, body, mentions, created_at: '2025-03-09T10:30:00Z' };
      state.comments[commentsOf] = [...(state.comments[commentsOf] ?? []), comment];
      return { status: 201, body: { message: 'Comment added.', data: comment } };
    }
    const answerOf = answerPath.exec(path)?.[1];
    if (answerOf && call.method === 'GET') {
      const question = state.questions.find((candidate) => candidate.id === answerOf);
      return question ? ok({ ...question }) : refused(404, 'Not found.');
    }
    if (answerOf && call.method === 'PATCH') {
      const question = state.questions.find((candidate) => candidate.id === answerOf);
      if (!question) return refused(404, 'Not found.');
      const changes = call.body as UpdateAnswerRequest;
      if (changes.answer !== undefined) Object.assign(question, { answer: changes.answer, status: 'edited', drafted: false });
      if (changes.verdict !== undefined) Object.assign(question, { verdict: changes.verdict, status: 'edited' });
      if (changes.status) question.status = changes.status;
      if (changes.assignee_id !== undefined) question.assignee = changes.assignee_id ? { id: changes.assignee_id, full_name: 'Ada Lovelace' } : null;
      question.updated_by = ADA;
      return ok({ ...question }, 'Answer saved.');
    }
    if (call.method === 'POST' && path === PROJECT_PATHS.review) {
      const { action, question_ids: ids = [] } = call.body as { action: string; question_ids?: string[] };
      const highConfidence = action === 'approve_high_confidence';
      // As the API: the strong suggestions shown (library ones are left for review).
      const chosen = highConfidence
        ? state.questions.filter((question) => question.status === 'suggested' && question.confidence === 'strong' && ids.includes(question.id))
        : state.questions.filter((question) => ids.includes(question.id));
      const statuses: Record<string, QuestionAnswer['status']> = {
        approve: 'approved',
        approve_high_confidence: 'approved',
        reject: 'rejected',
        not_applicable: 'not_applicable',
      };
      for (const question of chosen) {
        if (statuses[action]) question.status = statuses[action];
        else question.assignee = ADA;
      }
      const libraryLeft = state.questions.filter((question) => question.status === 'suggested' && question.confidence === 'library').length;
      const left = highConfidence && libraryLeft > 0 ? ` ${libraryLeft} left for review.` : '';
      return ok({ updated: chosen.length, progress: progressOf(state.questions) }, `${chosen.length} questions updated.${left}`);
    }
    if (call.method === 'POST' && path === PROJECT_PATHS.reprocess) {
      state.document = { ...state.document, state: 'queued', error: null };
      return ok(documentNow(), 'Reprocessing started.');
    }
    return undefined;
  }

  return { api, state, project };
}

import { apiErrorMessage, apiGet } from '@app/shared';
import {
  PROJECT_PATHS,
  type AnswerProgress,
  type AnswerStatus,
  type ConfidenceTier,
  type ProjectDocument,
  type QuestionAnswer,
  type QuestionAnswerList,
} from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withQuery } from '@app/shared/page-parts';

/** The largest page the API serves: a questionnaire of hundreds of questions comes in a few requests. */
export const QUESTION_PAGE_SIZE = 200;

export interface QuestionFilters {
  status?: AnswerStatus;
  confidence?: ConfidenceTier;
  search?: string;
  /** The questionnaire's own IDs starting with this ("AC-"). */
  reference?: string;
  /** The questions assigned to this person. */
  assignee?: string;
}

interface LoadedQuestions {
  documentId: string;
  questions: QuestionAnswer[];
  /** Questions matching the filters, loaded or not. */
  count: number;
  pages: number;
  hasMore: boolean;
  document: ProjectDocument;
  /** Over ALL the document's questions, whatever the filters. */
  progress: AnswerProgress;
}

type FetchedPages = Omit<LoadedQuestions, 'documentId' | 'pages'>;

/** The progress after one question moved from one status to another; `percent` counts approved and not applicable. */
export function progressAfterStatusChange(progress: AnswerProgress, from: AnswerStatus, to: AnswerStatus): AnswerProgress {
  if (from === to) return progress;
  const next = { ...progress, [from]: Math.max(0, progress[from] - 1), [to]: progress[to] + 1 };
  return { ...next, percent: next.total === 0 ? 0 : (100 * (next.approved + next.not_applicable)) / next.total };
}

/** Questions of later pages after those already listed; a question that moved between pages is listed once. */
function appendNew(listed: QuestionAnswer[], more: QuestionAnswer[]): QuestionAnswer[] {
  const ids = new Set(listed.map((question) => question.id));
  return [...listed, ...more.filter((question) => !ids.has(question.id))];
}

async function fetchPages(documentId: string, filters: QuestionFilters, pageSize: number, firstPage: number, lastPage: number): Promise<FetchedPages> {
  const pageNumbers = Array.from({ length: lastPage - firstPage + 1 }, (_, index) => firstPage + index);
  const answers = await Promise.all(
    pageNumbers.map((page) =>
      apiGet<QuestionAnswerList>(withQuery(PROJECT_PATHS.questionAnswers, { document_id: documentId, ...filters, page, page_size: pageSize })),
    ),
  );
  const last = answers[answers.length - 1].data;
  return {
    questions: answers.reduce<QuestionAnswer[]>((listed, { data }) => appendNew(listed, data.results), []),
    count: last.count,
    hasMore: last.next !== null,
    document: last.document,
    progress: last.progress,
  };
}

/**
 * A document's questions in order, as many pages as the person has reached (incremental loading),
 * with the document and its progress. A filter change loads the first page again, keeping the old
 * list on screen meanwhile; `reload` refreshes every page shown (after a bulk action, or to follow
 * extraction). A failed load shows the API's message in a toast and keeps it in `error`.
 */
export function useQuestionPages(documentId: string, filters: QuestionFilters, pageSize = QUESTION_PAGE_SIZE) {
  const [loaded, setLoaded] = useState<LoadedQuestions>();
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // Answers to anything but the latest request are dropped: a new filter or a reload supersedes them.
  const latestRequest = useRef(0);
  const foregroundInFlight = useRef(false);
  const reloadInFlight = useRef(false);
  const loadingMoreRef = useRef(false);
  const current = useRef({ documentId, filters, pageSize, loaded });
  current.current = { documentId, filters, pageSize, loaded };
  const queryKey = JSON.stringify([documentId, filters.status, filters.confidence, filters.search, filters.reference, filters.assignee, pageSize]);

  useEffect(() => {
    const request = ++latestRequest.current;
    const { documentId: id, filters: query, pageSize: size } = current.current;
    foregroundInFlight.current = true;
    setLoading(true);
    setError(undefined);
    fetchPages(id, query, size, 1, 1).then(
      (fetched) => {
        if (request !== latestRequest.current) return;
        setLoaded({ ...fetched, documentId: id, pages: 1 });
        foregroundInFlight.current = false;
        setLoading(false);
      },
      (caught: unknown) => {
        if (request !== latestRequest.current) return;
        const message = apiErrorMessage(caught);
        enqueueSnackbar(message, { variant: 'error' });
        setError(message);
        foregroundInFlight.current = false;
        setLoading(false);
      },
    );
  }, [queryKey, attempt]);

  // A screen that leaves must not be updated by the answers still on their way.
  useEffect(
    () => () => {
      latestRequest.current += 1;
    },
    [],
  );

  const loadMore = useCallback(async () => {
    const { documentId: id, filters: query, pageSize: size, loaded: shown } = current.current;
    if (!shown?.hasMore || loadingMoreRef.current || foregroundInFlight.current) return;
    const request = latestRequest.current;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    try {
      const fetched = await fetchPages(id, query, size, shown.pages + 1, shown.pages + 1);
      if (request !== latestRequest.current) return;
      setLoaded(
        (previous) => previous && { ...fetched, documentId: id, questions: appendNew(previous.questions, fetched.questions), pages: previous.pages + 1 },
      );
    } catch (caught) {
      if (request === latestRequest.current) enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  }, []);

  /** Loads every page shown again, keeping the list on screen; `quiet` (polling) leaves a failure unannounced. */
  const reload = useCallback(async ({ quiet = false } = {}) => {
    const { documentId: id, filters: query, pageSize: size, loaded: shown } = current.current;
    // The load on its way brings fresh data anyway, and a poll must not pile up behind a slow one.
    if (foregroundInFlight.current || reloadInFlight.current) return;
    const request = ++latestRequest.current;
    const pages = shown?.documentId === id ? shown.pages : 1;
    reloadInFlight.current = true;
    try {
      const fetched = await fetchPages(id, query, size, 1, pages);
      if (request === latestRequest.current) setLoaded({ ...fetched, documentId: id, pages });
    } catch (caught) {
      if (!quiet && request === latestRequest.current) enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    } finally {
      reloadInFlight.current = false;
    }
  }, []);

  /** Shows a question as the API answered it after a change, and moves the progress with its status. */
  const replaceQuestion = useCallback((updated: QuestionAnswer) => {
    setLoaded((previous) => {
      const before = previous?.questions.find((question) => question.id === updated.id);
      if (!previous || !before) return previous;
      return {
        ...previous,
        questions: previous.questions.map((question) => (question.id === updated.id ? updated : question)),
        progress: progressAfterStatusChange(previous.progress, before.status, updated.status),
      };
    });
  }, []);

  const setProgress = useCallback((progress: AnswerProgress) => {
    setLoaded((previous) => previous && { ...previous, progress });
  }, []);

  const findQuestion = useCallback((id: string) => current.current.loaded?.questions.find((question) => question.id === id), []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // Another document's questions are never shown while this one's load.
  const shown = loaded?.documentId === documentId ? loaded : undefined;
  return {
    document: shown?.document,
    progress: shown?.progress,
    questions: shown?.questions,
    count: shown?.count ?? 0,
    hasMore: shown?.hasMore ?? false,
    loading,
    loadingMore,
    error,
    retry,
    loadMore,
    reload,
    replaceQuestion,
    setProgress,
    findQuestion,
  };
}

export type QuestionPages = ReturnType<typeof useQuestionPages>;

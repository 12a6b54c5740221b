import { usePermissions } from '@app/shared';
import { PROJECT_PATHS, type EntityMember, type QuestionAnswer } from '@app/shared/contract';
import { useCallback, useMemo, useState } from 'react';
import type { QuestionItemActions, QuestionItemProps } from '../components/question/questionItem';
import { NO_REVIEWERS, type ReviewerChoices } from '../components/question/ReviewerOptions';
import { useDocumentProject } from '../../../components/document-questions/useDocumentProject';
import { useQuestionPages } from '../../../components/document-questions/useQuestionPages';
import { useLookup, withQuery } from '@app/shared/page-parts';
import { useActiveQuestion } from './useActiveQuestion';
import { useAnswerActions } from './useAnswerActions';
import { useBulkReview } from './useBulkReview';
import { useCommentsLink } from './useCommentsLink';
import { useReviewBackground } from './useReviewBackground';
import { useReviewFilters } from './useReviewFilters';
import { useReviewKeyboard } from './useReviewKeyboard';
import { useReviewSelection } from './useReviewSelection';

export type ReviewDialog = 'shortcuts' | 'approveHighConfidence' | 'reprocess';

/**
 * The people who can see the project, by group: the organisation's staff and the client's users. A
 * question can be given to any of them, and a comment can mention any of them.
 */
function useReviewers(client: { id: string; name: string } | undefined): ReviewerChoices {
  const { items } = useLookup<EntityMember>(client ? withQuery(PROJECT_PATHS.entityMembers, { entity_id: client.id }) : null);
  return useMemo(
    () =>
      client
        ? { staff: items.filter((person) => person.kind === 'staff'), client: items.filter((person) => person.kind === 'entity'), clientName: client.name }
        : NO_REVIEWERS,
    [client, items],
  );
}

/**
 * Everything both review layouts show and do: the document and its project, its questions (filtered,
 * loaded page by page), progress, the question the keys act on, one question's and many questions'
 * actions, the pipeline's progress, and which dialog or drawer is open. Client users (no
 * review_answers) get the same questions read-only.
 */
export function useDocumentReview(documentId: string) {
  const { can } = usePermissions();
  const canReview = can('review_answers');
  // Reprocessing is the project managers' (the API asks manage_projects).
  const canReprocess = canReview && can('manage_projects');
  const filters = useReviewFilters();
  // Client users see approved answers only, so filtering by status or confidence says nothing to them.
  const query = useMemo(() => (canReview ? filters.query : { search: filters.query.search, reference: filters.query.reference }), [canReview, filters.query]);
  const pages = useQuestionPages(documentId, query);
  const project = useDocumentProject(pages.document?.project_id);
  const pipeline = useReviewBackground(pages.document, pages.reload);
  const active = useActiveQuestion();
  const selection = useReviewSelection(JSON.stringify(query));
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<ReviewDialog | null>(null);
  const [commentsFor, setCommentsFor] = useState<QuestionAnswer | null>(null);
  // Client users need the people only to mention them in comments.
  const reviewers = useReviewers(canReview || commentsFor !== null ? project?.entity : undefined);

  const { findQuestion, replaceQuestion, setProgress, reload } = pages;
  const { markDocumentUpdated, markProcessing } = pipeline;
  const onChanged = useCallback(
    (summary: string) => {
      setAnnouncement(summary);
      markDocumentUpdated();
    },
    [markDocumentUpdated],
  );
  const answers = useAnswerActions({ findQuestion, replaceQuestion, onChanged });
  const bulk = useBulkReview({
    documentId,
    selectedIds: selection.selected,
    clearSelection: selection.clear,
    setProgress,
    reload,
    onChanged,
    onReprocessing: markProcessing,
  });

  const { focusEditor, focusQuestion, activate } = active;
  const { approve, reject, markNotApplicable, edit, changeDraft, leaveEditor, discard, save, assign, setVerdict, cycleVerdict } = answers;
  const startEditing = useCallback(
    (id: string) => {
      edit(id);
      focusEditor(id);
    },
    [edit, focusEditor],
  );
  // Leaving the editor (Escape, Discard, a save) hands the focus, and the keys, back to the question.
  const leaveEditorToQuestion = useCallback(
    (id: string) => {
      leaveEditor(id);
      focusQuestion(id);
    },
    [focusQuestion, leaveEditor],
  );
  const discardToQuestion = useCallback(
    (id: string) => {
      discard(id);
      focusQuestion(id);
    },
    [discard, focusQuestion],
  );
  const saveToQuestion = useCallback(
    async (id: string) => {
      if (await save(id)) focusQuestion(id);
    },
    [focusQuestion, save],
  );

  const questionIds = useMemo(() => (pages.questions ?? []).map((question) => question.id), [pages.questions]);
  useReviewKeyboard({
    questionIds,
    activeId: active.activeId,
    canReview,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
    focusQuestion,
    approve,
    reject,
    markNotApplicable,
    edit: startEditing,
    cycleVerdict,
    showHelp: () => setDialog('shortcuts'),
  });

  /** What each question's controls call: stable, so one question's change re-renders that question only. */
  const itemActions = useMemo<QuestionItemActions>(
    () => ({
      approve,
      reject,
      markNotApplicable,
      edit: startEditing,
      changeDraft,
      save: saveToQuestion,
      discard: discardToQuestion,
      leaveEditor: leaveEditorToQuestion,
      assign,
      setVerdict,
      toggleSelected: selection.toggle,
      openComments: setCommentsFor,
      activate,
    }),
    [
      activate,
      approve,
      assign,
      changeDraft,
      discardToQuestion,
      leaveEditorToQuestion,
      markNotApplicable,
      reject,
      saveToQuestion,
      selection.toggle,
      setVerdict,
      startEditing,
    ],
  );

  /** A comment was added: the question's count follows without a reload. */
  const commentAdded = useCallback(
    (question: QuestionAnswer) => {
      const shown = findQuestion(question.id) ?? question;
      replaceQuestion({ ...shown, comments_count: shown.comments_count + 1 });
    },
    [findQuestion, replaceQuestion],
  );
  useCommentsLink(setCommentsFor);
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeComments = useCallback(() => setCommentsFor(null), []);

  const activeShown = active.activeId !== null && questionIds.includes(active.activeId);
  /** One question's card or row: its own facts and the shared, stable actions. */
  const itemProps = (question: QuestionAnswer, index: number): QuestionItemProps => ({
    question,
    active: question.id === active.activeId,
    tabbable: activeShown ? question.id === active.activeId : index === 0,
    selected: selection.selected.has(question.id),
    busy: answers.busyIds.has(question.id),
    draft: answers.drafts[question.id],
    verdict: answers.pendingVerdicts.has(question.id) ? (answers.pendingVerdicts.get(question.id) ?? null) : question.verdict,
    canReview,
    reviewers,
    actions: itemActions,
  });

  return {
    documentId,
    canReview,
    canReprocess,
    filters,
    pages,
    project,
    reviewers,
    processing: pipeline.background,
    questionIds,
    selection,
    itemProps,
    bulk,
    announcement,
    dialog,
    openDialog: setDialog,
    closeDialog,
    commentsFor,
    openComments: setCommentsFor,
    closeComments,
    commentAdded,
  };
}

export type DocumentReview = ReturnType<typeof useDocumentReview>;

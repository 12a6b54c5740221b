import { apiErrorMessage } from '@app/shared';
import type { QuestionAnswer, UpdateAnswerRequest, Verdict } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useRef, useState } from 'react';
import { updateAnswer } from '../api/reviewRequests';
import { nextVerdict, questionLabel, verdictLabel } from '../reviewText';

type Decision = 'approved' | 'rejected' | 'not_applicable';

const DECISION_TEXT: Record<Decision, string> = {
  approved: 'approved',
  rejected: 'rejected',
  not_applicable: 'marked not applicable',
};

export const EMPTY_ANSWER_MESSAGE = 'Write an answer before approving it, or mark the question not applicable.';

interface AnswerActionsOptions {
  findQuestion(id: string): QuestionAnswer | undefined;
  replaceQuestion(question: QuestionAnswer): void;
  /** After every change the API accepted; `summary` says it in words (for screen readers). */
  onChanged(summary: string): void;
}

/**
 * One question's review: its answer editor (a draft per open editor, so nothing typed is lost when
 * the editor is left), save, approve, reject, not applicable, its verdict and its reviewer. One
 * request at a time per question; each change shows as the API answered it, except the verdict
 * being chosen, which shows at once (the key steps through the verdicts faster than the API answers:
 * the last one chosen is sent once the request before it is answered).
 */
export function useAnswerActions(options: AnswerActionsOptions) {
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const latest = useRef({ options, drafts });
  latest.current = { options, drafts };
  const busy = useRef(new Set<string>());
  /** The verdict a reviewer chose, per question, until the API holds it (or refused it). */
  const chosenVerdicts = useRef(new Map<string, Verdict | null>());
  const [pendingVerdicts, setPendingVerdicts] = useState<ReadonlyMap<string, Verdict | null>>(() => new Map());
  /** Sends the chosen verdict once the question's request on its way is answered. */
  const sendChosenVerdict = useRef<(id: string) => Promise<void>>(async () => {});

  const closeDraft = useCallback((id: string) => {
    setDrafts((open) => {
      if (!(id in open)) return open;
      const rest = { ...open };
      delete rest[id];
      return rest;
    });
  }, []);

  const setBusy = useCallback((id: string, isBusy: boolean) => {
    if (isBusy) busy.current.add(id);
    else busy.current.delete(id);
    setBusyIds(new Set(busy.current));
  }, []);

  const send = useCallback(
    async (question: QuestionAnswer, changes: UpdateAnswerRequest, doneText: string) => {
      setBusy(question.id, true);
      try {
        const { data } = await updateAnswer(question.id, changes);
        latest.current.options.replaceQuestion(data);
        latest.current.options.onChanged(`Question ${questionLabel(question)} ${doneText}.`);
        return true;
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
        return false;
      } finally {
        setBusy(question.id, false);
        // A verdict chosen while another change of this question was on its way goes now.
        if (changes.verdict === undefined && chosenVerdicts.current.has(question.id)) void sendChosenVerdict.current(question.id);
      }
    },
    [setBusy],
  );

  const forgetChosenVerdict = useCallback((id: string) => {
    chosenVerdicts.current.delete(id);
    setPendingVerdicts(new Map(chosenVerdicts.current));
  }, []);

  sendChosenVerdict.current = async (id: string) => {
    // One sender per question: the request on its way sends what was chosen meanwhile when it ends.
    // `held` is the verdict the API holds once this loop set one (the list shows it only after a render).
    let held: Verdict | null | undefined;
    while (!busy.current.has(id) && chosenVerdicts.current.has(id)) {
      const chosen = chosenVerdicts.current.get(id) ?? null;
      const question = latest.current.options.findQuestion(id);
      if (!question || (held === undefined ? question.verdict : held) === chosen) {
        forgetChosenVerdict(id);
        return;
      }
      if (!(await send(question, { verdict: chosen }, chosen === null ? 'verdict cleared' : `verdict set to ${verdictLabel(chosen)}`))) {
        // Refused: the question shows the API's verdict again (the message says why).
        forgetChosenVerdict(id);
        return;
      }
      held = chosen;
    }
  };

  const chooseVerdict = useCallback((id: string, verdict: Verdict | null) => {
    if (!latest.current.options.findQuestion(id)) return;
    chosenVerdicts.current.set(id, verdict);
    setPendingVerdicts(new Map(chosenVerdicts.current));
    void sendChosenVerdict.current(id);
  }, []);

  /** The question, unless it is unknown or already waiting for an answer of the API. */
  const ready = useCallback((id: string) => (busy.current.has(id) ? undefined : latest.current.options.findQuestion(id)), []);

  const decide = useCallback(
    (id: string, decision: Decision): boolean => {
      const question = ready(id);
      if (!question) return false;
      // Approving approves what is on screen: the open editor's text, saved with it.
      const draft = decision === 'approved' ? latest.current.drafts[id] : undefined;
      const newText = draft !== undefined && draft !== question.answer ? draft : undefined;
      // A verdict alone answers a question (a file with only a verdict column).
      if (decision === 'approved' && (newText ?? question.answer).trim() === '' && question.verdict === null) {
        enqueueSnackbar(EMPTY_ANSWER_MESSAGE, { variant: 'info' });
        return false;
      }
      if (draft !== undefined && newText === undefined) closeDraft(id);
      // Already decided so: nothing to send, and the keys may move on.
      if (question.status === decision && newText === undefined) return true;
      const changes: UpdateAnswerRequest = newText === undefined ? { status: decision } : { answer: newText, status: decision };
      void send(question, changes, DECISION_TEXT[decision]).then((done) => {
        if (done && newText !== undefined) closeDraft(id);
      });
      return true;
    },
    [closeDraft, ready, send],
  );

  const actions = useMemo(
    () => ({
      approve: (id: string) => decide(id, 'approved'),
      reject: (id: string) => decide(id, 'rejected'),
      markNotApplicable: (id: string) => decide(id, 'not_applicable'),
      /** Opens the editor with the answer as it is (or keeps the draft already open). */
      edit: (id: string) => {
        const question = latest.current.options.findQuestion(id);
        if (question) setDrafts((open) => (id in open ? open : { ...open, [id]: question.answer }));
      },
      changeDraft: (id: string, text: string) => setDrafts((open) => ({ ...open, [id]: text })),
      discard: closeDraft,
      /** Leaving the editor (Escape) closes it when nothing was changed; a changed draft stays open. */
      leaveEditor: (id: string) => {
        const question = latest.current.options.findQuestion(id);
        if (question && latest.current.drafts[id] === question.answer) closeDraft(id);
      },
      /** Resolves whether the editor closed (saved, or nothing to save). */
      save: async (id: string) => {
        const question = ready(id);
        const draft = latest.current.drafts[id];
        if (!question || draft === undefined) return false;
        const saved = draft === question.answer || (await send(question, { answer: draft }, 'saved'));
        if (saved) closeDraft(id);
        return saved;
      },
      assign: (id: string, assigneeId: string | null, assigneeName: string) => {
        const question = ready(id);
        if (question) void send(question, { assignee_id: assigneeId }, assigneeId ? `assigned to ${assigneeName}` : 'unassigned');
      },
      /** The verdict chosen in the chip's menu (null clears it). */
      setVerdict: chooseVerdict,
      /** The `v` key: the next verdict after the one shown (Yes, No, N/A, none). */
      cycleVerdict: (id: string) => {
        const question = latest.current.options.findQuestion(id);
        if (!question) return;
        const shown = chosenVerdicts.current.has(id) ? (chosenVerdicts.current.get(id) ?? null) : question.verdict;
        chooseVerdict(id, nextVerdict(shown));
      },
    }),
    [chooseVerdict, closeDraft, decide, ready, send],
  );

  return { drafts, busyIds, pendingVerdicts, ...actions };
}

export type AnswerActions = ReturnType<typeof useAnswerActions>;

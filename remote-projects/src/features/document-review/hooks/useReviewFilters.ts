import { ANSWER_STATUSES, CONFIDENCE_TIERS, type AnswerStatus, type ConfidenceTier } from '@app/shared/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QuestionFilters } from '../../../components/document-questions/useQuestionPages';
import { useSettledText } from '@app/shared/page-parts';

/** The review's filters, as the address names them. */
type FilterName = 'status' | 'confidence' | 'search' | 'reference';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The review's filters, kept in the address (a reload or a shared link shows the same questions).
 * `query` is what the API is asked: the search and the question ID once the person pauses typing.
 */
export function useReviewFilters() {
  const [address, setAddress] = useSearchParams();
  const status = oneOf<AnswerStatus>(ANSWER_STATUSES, address.get('status'));
  const confidence = oneOf<ConfidenceTier>(CONFIDENCE_TIERS, address.get('confidence'));
  const searchText = address.get('search') ?? '';
  const search = useSettledText(searchText.trim());
  const referenceText = address.get('reference') ?? '';
  const reference = useSettledText(referenceText.trim());

  const change = useCallback(
    (changes: Partial<Record<FilterName, string | undefined>>) =>
      setAddress(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setAddress],
  );

  const query = useMemo<QuestionFilters>(
    () => ({ status, confidence, search: search || undefined, reference: reference || undefined }),
    [status, confidence, search, reference],
  );
  return {
    status,
    confidence,
    searchText,
    referenceText,
    query,
    isFiltered: Boolean(status || confidence || searchText || referenceText),
    activeCount: [status, confidence, searchText, referenceText].filter(Boolean).length,
    setStatus: (value: AnswerStatus | undefined) => change({ status: value }),
    setConfidence: (value: ConfidenceTier | undefined) => change({ confidence: value }),
    setSearchText: (value: string) => change({ search: value }),
    setReferenceText: (value: string) => change({ reference: value }),
    clear: () => change({ status: undefined, confidence: undefined, search: undefined, reference: undefined }),
  };
}

export type ReviewFilterControl = ReturnType<typeof useReviewFilters>;

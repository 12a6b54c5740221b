import { createStateGroup, type FilterGroupControl } from '@app/shared';

/**
 * The answer library's filters (spec section 3), named as the API names them so that a link
 * (`/answer-library?status=source_changed`) sets them. Ids and dates are '' when unset; dates use the
 * spec's filter format, YYYY-M-DD.
 */
export interface AnswerLibraryFilters {
  /** Words of the question or the answer. */
  search: string;
  topic: string;
  /** Who approved the entry. */
  owner: string;
  approved_after: string;
  approved_before: string;
  status: string;
  clearFilterFlag: boolean;
}

export const answerLibraryFiltersGroup = createStateGroup<AnswerLibraryFilters>('answerLibraryFilters', {
  search: '',
  topic: '',
  owner: '',
  approved_after: '',
  approved_before: '',
  status: '',
  clearFilterFlag: false,
});

export type AnswerLibraryFiltersControl = FilterGroupControl<AnswerLibraryFilters>;

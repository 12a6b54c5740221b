import { apiPatch, apiPost } from '@app/shared';
import { ANSWER_LIBRARY_PATHS, type AnswerLibraryEntryDetail, type UpdateAnswerLibraryEntryRequest } from '@app/shared/contract';

/** Saves an entry's text, verdict or topic; saving approves it again. */
export const saveEntry = (id: string, changes: UpdateAnswerLibraryEntryRequest) => apiPatch<AnswerLibraryEntryDetail>(ANSWER_LIBRARY_PATHS.entry(id), changes);

export const reapproveEntry = (id: string) => apiPost<AnswerLibraryEntryDetail>(ANSWER_LIBRARY_PATHS.approve(id));

export const retireEntry = (id: string) => apiPost<AnswerLibraryEntryDetail>(ANSWER_LIBRARY_PATHS.retire(id));

export const restoreEntry = (id: string) => apiPost<AnswerLibraryEntryDetail>(ANSWER_LIBRARY_PATHS.restore(id));

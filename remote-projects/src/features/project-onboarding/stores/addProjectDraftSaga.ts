import { authGroup } from '@app/shared';
import type { Action } from 'redux';
import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { addProjectGroup, type AddProjectDraft } from './addProjectDraft';

/** One stored draft per user, so a shared browser never shows one person's draft to another. */
export const draftStorageKey = (userId: string) => `remote-projects:add-project-draft:${userId}`;

const isActionOf = (groupName: string) => (action: Action<string>) => action.type.startsWith(`${groupName}/`);

const signedInUserId = (state: object) => authGroup.select(state).user?.id;

/** The stored draft of this user, field by field, so a stale or tampered entry cannot break the form. */
function readStoredDraft(userId: string | undefined): AddProjectDraft {
  const defaults = addProjectGroup.initialState;
  if (!userId) return defaults;
  let stored: Partial<Record<keyof AddProjectDraft, unknown>> = {};
  try {
    stored = JSON.parse(localStorage.getItem(draftStorageKey(userId)) ?? '{}') ?? {};
  } catch {
    return defaults;
  }
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    entity_id: text(stored.entity_id, defaults.entity_id),
    project_name: text(stored.project_name, defaults.project_name),
    description: text(stored.description, defaults.description),
    assigned_to: Array.isArray(stored.assigned_to) ? stored.assigned_to.filter((id): id is string => typeof id === 'string') : defaults.assigned_to,
    deadline: text(stored.deadline, defaults.deadline),
  };
}

function writeStoredDraft(userId: string, draft: AddProjectDraft): void {
  const isEmpty = JSON.stringify(draft) === JSON.stringify(addProjectGroup.initialState);
  try {
    if (isEmpty) localStorage.removeItem(draftStorageKey(userId));
    else localStorage.setItem(draftStorageKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the draft still lives for this visit.
  }
}

/**
 * Keeps the add-project draft in localStorage so that it survives a reload, and swaps it when the
 * signed-in user changes (sign-out, another sign-in) without a reload.
 */
export function* addProjectDraftSaga(): SagaIterator {
  let draftOwner: string | undefined;

  function* followSignedInUser(): SagaIterator {
    const userId: string | undefined = yield select(signedInUserId);
    if (userId === draftOwner) return;
    draftOwner = userId;
    yield put(addProjectGroup.actions.update(readStoredDraft(userId)));
  }

  function* storeDraft(): SagaIterator {
    if (!draftOwner) return;
    const draft: AddProjectDraft = yield select(addProjectGroup.select);
    writeStoredDraft(draftOwner, draft);
  }

  yield* followSignedInUser();
  yield takeEvery(isActionOf(authGroup.name), followSignedInUser);
  yield takeEvery(isActionOf(addProjectGroup.name), storeDraft);
}

// Renders this remote's screens as the host mounts them, against a fake API (the shared api client
// with its adapter replaced); the address shows in the `address` test id.
import { clearSession, saveSession, store } from '@app/shared';
import type { LoginResponse } from '@app/shared/contract';
import { installFakeApi, type FakeAnswer, type RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { ok, queryOf, refused, renderRoutes } from '@app/shared/test-support/screens';
import { Route } from 'react-router-dom';
import ClientDashboard from '../exposes/ClientDashboard';
import ProjectRoutes from '../exposes/ProjectRoutes';
import { projectFiltersGroup } from '../features/project-list/stores/projectFilters';
import { addProjectGroup } from '../features/project-onboarding/stores/addProjectDraft';
import { workFlowItemsGroup } from '../store/workFlowItems';
import { CLIENT, CLIENT_MEMBERS, DOCUMENT_CATEGORIES, DOCUMENT_TYPES, OTHER_CLIENT, PROJECT_STATUS_LOOKUP } from './projectFixtures';

export { ok, refused };

/** The path of a call without its query string, and the query as an object. */
export function splitUrl(call: RecordedCall): { path: string; query: Record<string, string> } {
  return { path: call.url.split('?')[0], query: queryOf(call.url) };
}

/** The lookups every screen may ask for. */
function lookupAnswer(path: string): FakeAnswer | undefined {
  switch (path) {
    case '/api/v1/accounts/lookups/entity/':
      return ok([CLIENT, OTHER_CLIENT]);
    case '/api/v1/accounts/lookups/entity-members/':
      return ok(CLIENT_MEMBERS);
    case '/api/v1/projects/lookups/project-status/':
      return ok(PROJECT_STATUS_LOOKUP);
    case '/api/v1/documents/lookups/project-document-type/':
      return ok(DOCUMENT_TYPES);
    case '/api/v1/documents/lookups/project-document-category/':
      return ok(DOCUMENT_CATEGORIES);
    default:
      return undefined;
  }
}

/** A test's API: its own handler answers first (undefined passes), then the lookups, then 404. */
export type ScreenApi = (call: RecordedCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

let restoreApi: (() => void) | undefined;
// The store is the one of the product, shared by every test of a file: each test starts afresh.
afterEach(() => {
  restoreApi?.();
  restoreApi = undefined;
  store.dispatch(projectFiltersGroup.actions.update(projectFiltersGroup.initialState));
  store.dispatch(addProjectGroup.actions.reset());
  store.dispatch(workFlowItemsGroup.actions.reset());
  clearSession();
  localStorage.clear();
});

export const MANAGER_PERMISSIONS = ['view_project', 'manage_projects', 'view_client_dashboard'];
export const CLIENT_USER_PERMISSIONS = ['view_project', 'view_client_dashboard'];
/** A user of the client Northwind (kind entity), with the seeded Client role group's permissions. */
export const CLIENT_USER: { permissions: string[]; login: Partial<LoginResponse> } = {
  permissions: CLIENT_USER_PERMISSIONS,
  login: { user: { ...aLoginResponse().user, id: 'u-client', full_name: 'Grace Hopper', kind: 'entity' }, entity: CLIENT },
};

/** Signs in (a staff manager by default) and renders the address inside the host's routes. */
export async function renderProjectScreen(
  path: string,
  api: ScreenApi = () => undefined,
  { permissions = MANAGER_PERMISSIONS, login = {} }: { permissions?: string[]; login?: Partial<LoginResponse> } = {},
) {
  saveSession(aLoginResponse(permissions, login));
  const fakeApi = installFakeApi(
    async (call) => (await api(call)) ?? lookupAnswer(splitUrl(call).path) ?? refused(404, `No fake for ${call.method} ${call.url}`),
  );
  restoreApi = fakeApi.restore;
  const view = await renderRoutes(
    path,
    <>
      <Route path="/project/*" element={<ProjectRoutes />} />
      <Route path="/dashboard/client" element={<ClientDashboard />} />
    </>,
  );
  return { ...view, calls: fakeApi.calls };
}

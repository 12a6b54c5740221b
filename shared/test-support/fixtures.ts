import type { LoginResponse } from '../src/contract';

/** A successful sign-in of a staff member, with the permissions asked for. */
export function aLoginResponse(permissions: string[] = ['view_admin_dashboard'], overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access: 'access-1',
    refresh: 'refresh-1',
    user: {
      id: 'u1',
      email: 'ada@demo.test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      kind: 'staff',
      tenant: 'demo',
      is_password_expired: false,
      tour_completed: true,
    },
    user_type: { id: 'r1', name: 'Administrator', permissions },
    entity: null,
    ...overrides,
  };
}

import { hasPermission } from './hasPermission';

describe('hasPermission', () => {
  const granted = ['View_Project', 'view_audit_log'];

  test('compares permission names case-insensitively', () => {
    expect(hasPermission(granted, 'view_project')).toBe(true);
    expect(hasPermission(granted, 'VIEW_AUDIT_LOG')).toBe(true);
    expect(hasPermission(granted, 'view_repository')).toBe(false);
  });

  test('in "any" mode (the default) one granted permission is enough', () => {
    expect(hasPermission(granted, ['view_repository', 'view_project'])).toBe(true);
    expect(hasPermission(granted, ['view_repository', 'view_staff_menu'], 'any')).toBe(false);
  });

  test('in "all" mode every listed permission is needed', () => {
    expect(hasPermission(granted, ['view_project', 'VIEW_AUDIT_LOG'], 'all')).toBe(true);
    expect(hasPermission(granted, ['view_project', 'view_repository'], 'all')).toBe(false);
  });

  test('an empty requirement always passes, even without permissions', () => {
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], [], 'all')).toBe(true);
  });

  test('a user without permissions passes no requirement', () => {
    expect(hasPermission([], 'view_project')).toBe(false);
  });
});

/** @jest-environment node */
const path = require('node:path');
const { importProblem, routerExports } = require('./shared-import-rules-plugin.cjs');

const allowed = routerExports();

test('the shared router entry re-exports only names the real package has', () => {
  const real = require(require.resolve('react-router-dom', { paths: [path.resolve(__dirname, '../../host')] }));
  expect(allowed.size).toBeGreaterThan(10);
  for (const name of allowed) expect(real[name]).toBeDefined();
});

test('MUI is imported by deep path only', () => {
  expect(importProblem('@mui/material', undefined, allowed)).toMatch(/deep path/);
  expect(importProblem('@mui/icons-material', undefined, allowed)).toMatch(/deep path/);
  expect(importProblem('@mui/material/Button', undefined, allowed)).toBeUndefined();
  expect(importProblem('@mui/material/Button', 'default', allowed)).toBeUndefined();
});

test('router names must be in the shared router entry, and react-router is not imported directly', () => {
  expect(importProblem('react-router-dom', 'useNavigate', allowed)).toBeUndefined();
  expect(importProblem('react-router-dom', 'unstable_HistoryRouter', allowed)).toMatch(/add it to/);
  expect(importProblem('react-router-dom', null, allowed)).toMatch(/'\*'/);
  expect(importProblem('react-router', undefined, allowed)).toMatch(/react-router-dom/);
});

test('other imports are left alone', () => {
  expect(importProblem('react', undefined, allowed)).toBeUndefined();
  expect(importProblem('react', 'useState', allowed)).toBeUndefined();
  expect(importProblem('./local', 'thing', allowed)).toBeUndefined();
});

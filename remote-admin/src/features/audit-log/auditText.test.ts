import { dateRangeProblem, fieldChanges, fieldLabel, valueText } from './auditText';

test('a before/after reads field by field, changes first, known ids by name', () => {
  const changes = fieldChanges(
    { name: 'Old', entity_id: 'e1', on_hold: false, tags: ['a', 'b'] },
    { name: 'New', entity_id: 'e1', on_hold: true, deadline: '2026-03-01' },
    { e1: 'Demo Client' },
  );
  expect(changes.map(({ label, before, after, kind }) => [label, before, after, kind])).toEqual([
    ['Name', 'Old', 'New', 'changed'],
    ['On hold', 'No', 'Yes', 'changed'],
    ['Deadline', '—', '2026-03-01', 'added'],
    ['Tags', 'a, b', '—', 'removed'],
    ['Client', 'Demo Client', 'Demo Client', 'unchanged'],
  ]);
});

test('nothing recorded is no lines; a value that is not an object is one line', () => {
  expect(fieldChanges(null, null)).toEqual([]);
  expect(fieldChanges(null, 'text')).toEqual([{ field: 'value', label: 'Value', before: '—', after: 'text', kind: 'added' }]);
  expect(valueText({ nested: { a: 1 } })).toBe('{"nested":{"a":1}}');
  expect(fieldLabel('kept_reviewed')).toBe('Kept reviewed');
});

test('an end date before the start date is a problem; the same day or one side unset is not', () => {
  expect(dateRangeProblem('2026-3-10', '2026-3-09')).toBe('The end date is before the start date.');
  expect(dateRangeProblem('2026-3-10', '2026-3-10')).toBeUndefined();
  expect(dateRangeProblem('2026-12-01', '2027-1-01')).toBeUndefined();
  expect(dateRangeProblem('', '2026-3-09')).toBeUndefined();
  expect(dateRangeProblem('2026-3-10', '')).toBeUndefined();
});

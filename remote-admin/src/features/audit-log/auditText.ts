// How audit entries read on screen: who, what, and a before/after as a field-by-field list. Plain
// functions, so the table, the cards and the details agree and can be tested without a screen.
import type { AuditEntryView } from '@app/shared/contract';

/** The person who acted; the system for jobs, "Someone not signed in" for a failed sign-in. */
export function actorText(entry: AuditEntryView): string {
  if (entry.actor) return entry.actor.name;
  return entry.category.code === 'auth' ? 'Someone not signed in' : 'System';
}

/** What was acted on: its name, or its kind when nothing names it (a session). */
export function targetText(entry: AuditEntryView): string {
  if (!entry.target) return '—';
  return entry.target.label ?? entry.target.type_name;
}

/** The target with its kind: "Project: Vendor review"; the kind alone when nothing names it. */
export function typedTargetText(entry: AuditEntryView): string {
  if (!entry.target) return '—';
  return entry.target.label ? `${entry.target.type_name}: ${entry.target.label}` : entry.target.type_name;
}

/** Field names of the product's records that read better otherwise. */
const FIELD_LABELS: Record<string, string> = { entity_id: 'Client', parent_id: 'Folder', assigned_to: 'Assigned to', project_id: 'Project' };

/** `entity_id` → "Client"; others spelled out, `first_name` → "First name". */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : field;
}

/** Ids the entry itself names (its client, its target, its actor), so a recorded id reads as a name. */
export type KnownNames = Record<string, string>;

export function knownNames(entry: AuditEntryView): KnownNames {
  const names: KnownNames = {};
  if (entry.actor) names[entry.actor.id] = entry.actor.name;
  if (entry.entity?.name) names[entry.entity.id] = entry.entity.name;
  if (entry.target?.id && entry.target.label) names[entry.target.id] = entry.target.label;
  return names;
}

/** A recorded value as a person reads it: text as is, known ids by name, lists joined, empty shown as a dash. */
export function valueText(value: unknown, names: KnownNames = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return names[value] ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.length === 0 ? '—' : value.map((item) => valueText(item, names)).join(', ');
  }
  return JSON.stringify(value);
}

export type FieldChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
  kind: FieldChangeKind;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The before and after of an entry, one line per field, changed fields first. A value that is not
 * an object (or only one side recorded) reads as one line, "Value".
 */
export function fieldChanges(before: unknown, after: unknown, names: KnownNames = {}): FieldChange[] {
  const sides = [before, after].filter((side) => side !== null && side !== undefined);
  if (sides.length === 0) return [];
  if (!sides.every(isRecord)) {
    return [describe('value', before, after, before !== null && before !== undefined, after !== null && after !== undefined, names)];
  }
  const was = isRecord(before) ? before : undefined;
  const is = isRecord(after) ? after : undefined;
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  const order: Record<FieldChangeKind, number> = { changed: 0, added: 1, removed: 2, unchanged: 3 };
  return fields
    .map((field) => describe(field, was?.[field], is?.[field], !!was && field in was, !!is && field in is, names))
    .sort((a, b) => order[a.kind] - order[b.kind]);
}

function describe(field: string, before: unknown, after: unknown, hadBefore: boolean, hasAfter: boolean, names: KnownNames): FieldChange {
  const [beforeText, afterText] = [valueText(before, names), valueText(after, names)];
  const kind: FieldChangeKind = !hadBefore ? 'added' : !hasAfter ? 'removed' : beforeText === afterText ? 'unchanged' : 'changed';
  return { field, label: fieldLabel(field), before: hadBefore ? beforeText : '—', after: hasAfter ? afterText : '—', kind };
}

/** YYYY-M-DD as a comparable number (20250307); NaN when unset. */
const dayNumber = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return day ? year! * 10_000 + month! * 100 + date! : Number.NaN;
};

/** The date filters' problem, said before the API is asked. */
export function dateRangeProblem(startDate: string, endDate: string): string | undefined {
  return dayNumber(endDate) < dayNumber(startDate) ? 'The end date is before the start date.' : undefined;
}

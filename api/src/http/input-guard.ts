// One guard for every route: control characters (NUL and the rest of C0, DEL) have no place in a
// query, a path or a JSON string a person typed, and PostgreSQL refuses NUL outright, which used to
// surface as a 500. Refused with 400 before validation; tab, line feed and carriage return stay
// allowed in bodies (answers and comments have lines). Half of a UTF-16 surrogate pair is refused the
// same way (the fuzz suite found it as a 500).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

// A lone UTF-16 surrogate (JSON's "\ud800") has no UTF-8 form, so PostgreSQL refuses it like NUL.
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const CONTROL_IN_LINE = new RegExp(`[\\u0000-\\u001f\\u007f]|${LONE_SURROGATE}`);
const CONTROL_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]|${LONE_SURROGATE}`);
/** Nesting deeper than this is not a request of this API; not walked further. */
const MAX_DEPTH = 20;

export const CONTROL_CHARACTER_MESSAGE =
  'The request holds a control character (such as NUL) or a broken Unicode character that cannot be stored. Remove it and try again.';

/** The path (`a.b.0`) of the first string holding a forbidden character, or null. */
export function findControlCharacter(value: unknown, forbidden: RegExp, path = '', depth = 0): string | null {
  if (typeof value === 'string') return forbidden.test(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (forbidden.test(key)) return at;
    const found = findControlCharacter(item, forbidden, at, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuseControlCharacters(request: FastifyRequest): void {
  const field =
    findControlCharacter(request.params, CONTROL_IN_LINE) ??
    findControlCharacter(request.query, CONTROL_IN_LINE) ??
    findControlCharacter(request.body, CONTROL_IN_TEXT);
  if (field) throw new ApiError(400, 'invalid', CONTROL_CHARACTER_MESSAGE, { [field]: [CONTROL_CHARACTER_MESSAGE] });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseControlCharacters(request));
}

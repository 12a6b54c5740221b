// The operations of the app's own OpenAPI document (@fastify/swagger, generated from the routes' zod
// schemas), and what the generated suites (fuzz, cross-tenant matrix) need to call them: a seeded
// random source and request values made from the JSON schemas.
import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document holds it (only the keywords the generators read). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI template, `/api/v1/projects/details/{id}/`. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body's schema; null when the operation takes none (or takes multipart, which the document does not describe). */
  body: JsonSchema | null;
  /** Whether the document names a security requirement (a signed-in person). */
  signedIn: boolean;
}

/** Operations that answer a valid request with an event stream that stays open (an injected request never ends). */
export const OPEN_ENDED_OPERATIONS: ReadonlySet<string> = new Set(['GET /api/v1/notification_center/stream/']);

/** Every operation of the app's OpenAPI document. */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as Parameter[];
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: content?.['application/json']?.schema ?? null,
        signedIn: Boolean(operation.security),
      });
    }
  }
  return operations;
}

/** The operation's address with its path parameters filled in (encoded) and an optional query. */
export function operationUrl(operation: Operation, pathValues: Record<string, string>, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodedSegment(pathValues[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

/** A lone surrogate has no UTF-8 form: sent as the bytes it would have been, which are not UTF-8 either. */
function encodedSegment(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\u0000')).replaceAll('%00', '%ED%A0%80');
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export class SeededRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  integer(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.integer(items.length)]!;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** The non-null branch of a nullable/union schema, merged with allOf parts. */
function resolved(schema: JsonSchema, random: SeededRandom): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((branch) => branch.type !== 'null');
    return resolved(random.pick(nonNull.length ? nonNull : branches), random);
  }
  if (schema.allOf) return schema.allOf.reduce<JsonSchema>((merged, part) => ({ ...merged, ...resolved(part, random) }), {});
  return schema;
}

function schemaType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/**
 * A value the schema accepts (as far as the keywords above go): uuids come from `ids` when given, so
 * the request reaches past validation to the database.
 */
export function exampleValue(input: JsonSchema, random: SeededRandom, ids: readonly string[] = [], name = ''): unknown {
  const schema = resolved(input, random);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  switch (schemaType(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.chance(0.5)) value[name] = exampleValue(property, random, ids, name);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => exampleValue(schema.items ?? {}, random, ids));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 1 + random.integer(10)));
    case 'boolean':
      return random.chance(0.5);
    case 'string':
      return exampleString(schema, random, ids, name);
    default:
      return 'value';
  }
}

function exampleString(schema: JsonSchema, random: SeededRandom, ids: readonly string[], name: string): string {
  // Days are plain strings in some schemas, checked by the handler: the field's name says so.
  switch (schema.format ?? (name.endsWith('_date') ? 'date' : undefined)) {
    case 'uuid':
      return ids.length ? random.pick(ids) : crypto.randomUUID();
    case 'email':
      return `fuzz${random.integer(1e6)}@example.test`;
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.test/';
    default: {
      // A pattern (a date, a currency code) picks the first of a few usual values it accepts.
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const fitting = ['2026-01-15', '2026-01-15T10:00:00.000Z', 'EUR', 'abc', '1', crypto.randomUUID()].find((value) => pattern.test(value));
        if (fitting) return fitting;
      }
      const text = 'Sample text for a field';
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? text.length, text.length));
      return text.padEnd(length, 'x').slice(0, length);
    }
  }
}

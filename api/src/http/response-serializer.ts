// Answers written by their schema (issue 14): each route's zod response schema becomes a JSON schema
// once, and fast-json-stringify (what Fastify itself uses for JSON-schema routes) writes exactly the
// fields it declares. Zod's serializer checked the whole answer against the schema and then ran
// JSON.stringify on the result, on every request: 7 % of the API's time on the projects list.
// What is kept: a field the schema does not declare never reaches the client (the writer knows no
// other), and a required field that is missing still fails the answer. What is given up: a value of
// the wrong kind is converted (a number where a string is declared is written as a string) instead
// of refused; the types of the code that builds the answer already say what each field holds.
import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const mapValues = (record: unknown, change: (schema: JsonSchema) => JsonSchema) =>
  Object.fromEntries(Object.entries(record as JsonSchema).map(([key, schema]) => [key, isSchema(schema) ? change(schema) : schema]));

/**
 * The JSON schema as the writer best takes it:
 * - no `additionalProperties: false`: the writer leaves undeclared fields out anyway, and in a union
 *   it would make a member with an extra field match none (zod drops the field and takes the member);
 * - `anyOf: [X, null]` (zod's nullable object) as `type: [X's type, 'null']`: the writer checks a
 *   union's members with a validator on every value; a type list is a `typeof`.
 */
function forWriter(schema: JsonSchema): JsonSchema {
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'additionalProperties') {
      if (isSchema(value)) result[keyword] = forWriter(value);
      else if (value === true) result[keyword] = true;
    } else if (keyword === 'properties' || keyword === '$defs' || keyword === 'definitions') {
      result[keyword] = mapValues(value, forWriter);
    } else if (keyword === 'items' || keyword === 'not') {
      result[keyword] = Array.isArray(value) ? value.map((item: JsonSchema) => forWriter(item)) : isSchema(value) ? forWriter(value) : value;
    } else if (keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf' || keyword === 'prefixItems') {
      result[keyword] = (value as JsonSchema[]).map((member) => forWriter(member));
    } else {
      result[keyword] = value;
    }
  }
  const members = result.anyOf as JsonSchema[] | undefined;
  if (members?.length === 2) {
    const nullAt = members.findIndex((member) => member.type === 'null' && Object.keys(member).length === 1);
    const other = members[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _members, ...rest } = result;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return result;
}

const isZodSchema = (schema: unknown): schema is z.ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

/** The writer of a zod schema; undefined when it has no JSON schema (transforms, dates, custom checks). */
function writerOf(schema: z.ZodType): ((value: unknown) => string) | undefined {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  } catch {
    return undefined;
  }
  return fastJson(forWriter(jsonSchema) as AnySchema) as (value: unknown) => string;
}

// A schema shared by many routes (the error answer) is turned into a writer once.
const writers = new WeakMap<object, ((value: unknown) => string) | null>();

/**
 * Fastify's serializer compiler for the API's zod response schemas: the schema's writer, made on the
 * route's first answer (not at start-up: most routes of a process never answer); zod's own
 * serializer for a schema with no JSON schema.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!isZodSchema(schema)) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  let write: ((value: unknown) => string) | undefined;
  return (data) => {
    if (!write) {
      let known = writers.get(schema);
      if (known === undefined) {
        known = writerOf(schema) ?? null;
        writers.set(schema, known);
      }
      write = known ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    }
    return write(data);
  };
};

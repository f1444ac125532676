import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * The response serializer compiler (decision 214): each route's zod response schema is turned once, at
 * start-up, into JSON Schema and compiled by fast-json-stringify, Fastify's own serializer. Like zod's
 * serializer it writes only the fields the schema names, so a field a query happens to carry (a contact
 * detail, a password hash) never reaches the wire; unlike it, it does not parse every answer again.
 *
 * `validate: true` (development and tests) also checks each answer against the zod schema first and
 * fails the request (500, as fastify-type-provider-zod does) when it does not match, so a wrong shape is
 * caught where it is written. A schema JSON Schema cannot express (a transform) falls back to zod's serializer.
 *
 * Input: { validate } from the app's mode. Output: a Fastify serializer compiler.
 */
export function responseSerializerCompiler(opts: { validate: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const { schema, method, url } = route;
    const json = schema instanceof z.ZodType ? compilable(schema) : null;
    if (!json) return zodSerializerCompiler(route);
    const stringify = fastJson(json);
    if (!opts.validate) return (data: unknown) => stringify(data);
    return (data: unknown) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(data);
    };
  };
}

/** The JSON Schema (draft-07) of a zod response schema, shaped for fast-json-stringify, or null when zod cannot express it. */
function compilable(schema: ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
    }) as JsonSchema;
    return forSerializing(json) as JsonSchema;
  } catch {
    return null;
  }
}

/**
 * Rewrites what only matters for validating into what fast-json-stringify serializes fastest, to the same
 * output: `additionalProperties: false` goes (undeclared fields are left out all the same, and a union's
 * branch is then chosen by its declared fields, as zod's stripping union does), and `anyOf [X, null]` with
 * a plain X becomes X with `nullable: true` (no run-time branch check).
 */
function forSerializing(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializing);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === '$schema') continue;
    out[key] = forSerializing(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (b: unknown) => (b as JsonSchema).type === 'null' && Object.keys(b as object).length === 1;
    const other = isNull(branches[0]) ? branches[1] : isNull(branches[1]) ? branches[0] : null;
    const plain = other as JsonSchema | null;
    if (
      plain &&
      typeof plain.type === 'string' &&
      !plain.anyOf &&
      !plain.oneOf &&
      !plain.$ref &&
      !plain.const
    ) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...plain, nullable: true };
    }
  }
  return out;
}

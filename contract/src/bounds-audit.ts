import { z } from 'zod';
import type { CallDef } from './call.ts';

/** The largest magnitude a bounded number may declare: anything larger is no real bound. */
const LARGEST_BOUND = 1e10;

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A pattern that matches a bounded text of known characters only (`^\d{4}$`), so it needs no length or control check. */
function isClosedPattern(pattern: string | undefined): boolean {
  return !!pattern && pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|,\}/.test(pattern) && !pattern.includes('[^');
}

function stringProblems(schema: JsonSchema, patterns: string[]): string[] {
  if (schema.enum || schema.const !== undefined || patterns.some(isClosedPattern)) return [];
  const problems: string[] = [];
  if (schema.maxLength === undefined) problems.push('a text without a maximum length');
  if (!schema.format && patterns.length === 0) problems.push('a text that accepts control characters');
  return problems;
}

function numberProblems(schema: JsonSchema): string[] {
  if (schema.enum || schema.const !== undefined) return [];
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  const bounded = (value: number | undefined) => value !== undefined && Math.abs(value) <= LARGEST_BOUND;
  return bounded(low) && bounded(high) ? [] : ['a number without a range'];
}

function walk(schema: JsonSchema, path: string, found: string[]): void {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((p): p is string => !!p);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    if (part.pattern && Object.keys(part).length === 1) continue;
    walk(part, path, found);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  for (const type of types) {
    const problems =
      type === 'string'
        ? stringProblems(schema, patterns)
        : type === 'number' || type === 'integer'
          ? numberProblems(schema)
          : type === 'array' && schema.maxItems === undefined
            ? ['a list without a maximum length']
            : [];
    for (const problem of problems) found.push(`${path || '(body)'}: ${problem}`);
  }
  if (schema.items) walk(schema.items, `${path}[]`, found);
  for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, path ? `${path}.${name}` : name, found);
  if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${path}{}`, found);
}

/** Every field of a call's body that is not bounded (a text without length or control check, a number without range, a list without length). */
export function unboundedBodyFields(call: CallDef): string[] {
  if (!call.body) return [];
  const json = z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const found: string[] = [];
  walk(json, '', found);
  return found;
}

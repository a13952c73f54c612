import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { agreementTreeNodeDto, propertyTreeNodeDto, type CallDef, type ParamKind } from '@kaj/contract';
import { describeOtherPaths } from './openapi-other-paths.ts';

const paramSchema: Record<ParamKind, object> = {
  int: { type: 'integer' },
  number: { type: 'number' },
  string: { type: 'string' },
  bool: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  period: { type: 'string', format: 'date', description: 'Første dag i en måned, ÅÅÅÅ-MM-01' },
  datetime: { type: 'string', format: 'date-time' },
};

/** Schemas that refer to themselves (trees) cannot be written out inline: they become named components. */
const components = z.registry<{ id: string }>();
components.add(agreementTreeNodeDto, { id: 'AgreementTreeNode' });
components.add(propertyTreeNodeDto, { id: 'PropertyTreeNode' });

type Json = Record<string, unknown>;

/** Points every `#/definitions/<name>` at `#/components/schemas/<renamed>`. */
function rewriteRefs(node: unknown, renamed: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, renamed));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')
        ? [key, `#/components/schemas/${renamed(decodeURIComponent(value.slice('#/definitions/'.length)))}`]
        : [key, rewriteRefs(value, renamed)],
    ),
  );
}

/** The OpenAPI document of the whole contract, made once at start; validated by swagger-parser in the tests. */
export function openApiDocument(calls: readonly CallDef[]) {
  const schemas: Record<string, object> = {
    Fejl: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string', description: 'På dansk, til brugeren' }, code: { type: 'string' } },
    },
  };

  /** A zod schema as JSON Schema; its named parts move to the document's components (the input side's under `…Input` if it differs). */
  function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): object {
    const { definitions, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io, target: 'openapi-3.0', metadata: components }) as Json & {
      definitions?: Record<string, object>;
    };
    const names = new Map<string, string>();
    const renamed = (name: string) => names.get(name) ?? name;
    for (const [name, definition] of Object.entries(definitions ?? {})) {
      if (name.startsWith('__schema')) throw new Error(`A recursive schema without a name in openapi.ts (${name})`);
      const placed = schemas[name] === undefined || isDeepStrictEqual(schemas[name], rewriteRefs(definition, renamed)) ? name : `${name}Input`;
      names.set(name, placed);
    }
    for (const [name, definition] of Object.entries(definitions ?? {})) schemas[renamed(name)] = rewriteRefs(definition, renamed) as object;
    return rewriteRefs(rest, renamed) as object;
  }

  const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Fejl' } } } });
  const paths: Record<string, Record<string, object>> = {};
  for (const call of calls) {
    const access = call.access;
    const operation = {
      operationId: call.name.replace('.', '_'),
      tags: [call.controller],
      summary: call.summary,
      description: access === 'public' ? 'Offentlig' : access === 'authenticated' ? 'Enhver logget ind bruger' : `Roller: ${access.join(', ')}`,
      security: access === 'public' ? [] : [{ bearer: [] }],
      parameters: Object.entries(call.query).map(([name, param]) => ({ name, in: 'query', required: param.required, schema: paramSchema[param.kind] })),
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } } : {}),
      responses: {
        ...(call.file
          ? { '200': { description: 'En fil' } }
          : {
              '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(call.response, 'output') } } },
              '204': { description: 'Tomt svar' },
            }),
        '400': errorAnswer('Ugyldige parametre eller indhold; beskeden siger hvilke'),
        ...(access === 'public'
          ? {}
          : { '401': errorAnswer('Ikke logget ind, eller sessionen er udløbet'), '403': errorAnswer('Rollen eller rækkevidden giver ikke adgang') }),
        '404': errorAnswer('Det, kaldet nævner, findes ikke (eller ligger uden for brugerens rækkevidde)'),
        ...(call.method === 'POST' || call.getWithBody ? { '409': errorAnswer('Konflikt: ændret af en anden, i brug, låst eller findes allerede') } : {}),
      },
    };
    const methods = call.getWithBody ? ['get', 'post'] : [call.method.toLowerCase()];
    paths[call.path] = Object.fromEntries(
      methods.map((method, index) => [method, index === 0 ? operation : { ...operation, operationId: `${operation.operationId}_${method}` }]),
    );
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Kaj API', version: '1.0.0', description: 'Alle kald under /api. Stier matches uden hensyn til store og små bogstaver.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
    paths: { ...paths, ...describeOtherPaths(errorAnswer) },
  };
}

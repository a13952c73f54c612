import { z } from 'zod';
import type { CallDef, ParamKind } from '@kaj/contract';

const paramSchema: Record<ParamKind, object> = {
  int: { type: 'integer' },
  number: { type: 'number' },
  string: { type: 'string' },
  bool: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  period: { type: 'string', format: 'date', description: 'Første dag i en måned, ÅÅÅÅ-MM-01' },
  datetime: { type: 'string', format: 'date-time' },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): object {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io, target: 'openapi-3.0' });
}

function describeAccess(call: CallDef): string {
  if (call.access === 'public') return 'Offentlig';
  if (call.access === 'authenticated') return 'Enhver logget ind bruger';
  return `Roller: ${call.access.join(', ')}`;
}

/** The OpenAPI document of the whole contract, made once at start. */
export function openApiDocument(calls: readonly CallDef[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const call of calls) {
    const operation = {
      operationId: call.name.replace('.', '_'),
      tags: [call.controller],
      summary: call.summary,
      description: describeAccess(call),
      security: call.access === 'public' ? [] : [{ bearer: [] }],
      parameters: Object.entries(call.query).map(([name, param]) => ({
        name,
        in: 'query',
        required: param.required,
        schema: paramSchema[param.kind],
      })),
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } } : {}),
      responses: call.file
        ? { '200': { description: 'En fil' } }
        : {
            '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(call.response, 'output') } } },
            '204': { description: 'Tomt svar' },
          },
    };
    const methods = call.getWithBody ? ['get', 'post'] : [call.method.toLowerCase()];
    paths[call.path] = Object.fromEntries(methods.map((method) => [method, operation]));
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Kaj API', version: '1.0.0', description: 'Alle kald under /api. Stier matches uden hensyn til store og små bogstaver.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { allCalls } from '@kaj/contract';
import { openApiDocument } from '../../src/http/openapi.ts';

const document = openApiDocument(allCalls);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.0 (swagger-parser: the schema and every $ref)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('keeps recursive trees as components and refers to them', () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['AgreementTreeNode', 'PropertyTreeNode', 'Fejl']));
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/definitions/');
    expect(text).toContain('"$ref":"#/components/schemas/AgreementTreeNode"');
  });

  it('documents the error answers, and the routes outside the call table', () => {
    const update = document.paths['/api/Employee/SaveEmployee'] as Record<string, { responses: Record<string, unknown> }>;
    expect(Object.keys(update.post!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    const login = document.paths['/api/Authenticate/Login'] as Record<string, { responses: Record<string, unknown> }>;
    expect(Object.keys(login.post!.responses)).not.toContain('401');
    expect(document.paths['/api/Plan/Events']).toHaveProperty('get.responses.200.content.text/event-stream');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/api/docs']));
  });
});

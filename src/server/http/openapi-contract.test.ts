import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { breakingChanges, type OpenApiDocument } from './openapi-compat.js';

// The published contract; `npm run api:snapshot` records additions to it.
const PUBLISHED = new URL('../../../docs/api/openapi.json', import.meta.url);

describe('the public API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps every path and JSON shape the published document promises', () => {
    const published = JSON.parse(readFileSync(PUBLISHED, 'utf8')) as OpenApiDocument;
    expect(breakingChanges(published, t.app.swagger() as unknown as OpenApiDocument)).toEqual([]);
  });
});

describe('the compatibility check', () => {
  const object = (properties: Record<string, object>, required: string[] = []) => ({
    type: 'object',
    properties,
    required,
  });
  const document = (responseSchema: object, bodySchema: object, parameters: object[] = []) =>
    ({
      paths: {
        '/api/x/{id}': {
          post: {
            parameters,
            requestBody: { content: { 'application/json': { schema: bodySchema } } },
            responses: { 200: { content: { 'application/json': { schema: responseSchema } } } },
          },
        },
      },
    }) as unknown as OpenApiDocument;
  const base = document(
    object({ id: { type: 'string' }, price: { type: 'number' } }, ['id', 'price']),
    object({ name: { type: 'string' } }, ['name']),
    [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
  );

  it('accepts additions: a new response property, a new optional input', () => {
    const grown = document(
      object({ id: { type: 'string' }, price: { type: 'number' }, days: { type: 'integer' } }, [
        'id',
        'price',
        'days',
      ]),
      object({ name: { type: 'string' }, note: { type: 'string' } }, ['name']),
      [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'page', in: 'query', schema: { type: 'number' } },
      ],
    );
    expect(breakingChanges(base, grown)).toEqual([]);
  });

  it('names each break: a removed, optional, retyped or nullable property, a new requirement, a removed path', () => {
    const broken = document(
      object({ id: { anyOf: [{ type: 'string' }, { type: 'null' }] }, price: { type: 'string' } }),
      object({ name: { type: 'string' }, dates: { type: 'string' } }, ['name', 'dates']),
      [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'when', in: 'query', required: true, schema: { type: 'string' } },
      ],
    );
    expect(breakingChanges(base, broken)).toEqual([
      'POST /api/x/{id} query when: newly required',
      'POST /api/x/{id} body.dates: newly required',
      'POST /api/x/{id} 200.id: no longer always present',
      'POST /api/x/{id} 200.id: may now be null',
      'POST /api/x/{id} 200.price: no longer always present',
      'POST /api/x/{id} 200.price: type number became string',
    ]);
    expect(breakingChanges(base, { paths: {} })).toEqual(['POST /api/x/{id}: removed']);
  });
});

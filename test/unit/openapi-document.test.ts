import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { exampleOf, headerName } from '../../src/http/openapi.ts';

describe('OpenAPI document helpers', () => {
  it('spells header names as people type them', () => {
    const cases: [string, string][] = [
      ['idempotency-key', 'Idempotency-Key'],
      ['if-none-match', 'If-None-Match'],
      ['IF-NONE-MATCH', 'If-None-Match'],
      ['x-csrf-token', 'X-CSRF-Token'],
      ['Idempotency-Key', 'Idempotency-Key'],
    ];
    for (const [given, want] of cases) assert.equal(headerName(given), want, given);
  });

  it('builds a body example from its properties, and none when a required property has no example', () => {
    const components = { Thing: { type: 'object', properties: { id: { type: 'string', examples: ['t1'] } }, required: ['id'] } };
    const cases: [string, unknown, unknown][] = [
      ['examples first', { type: 'string', examples: ['a', 'b'], default: 'c' }, 'a'],
      ['then default', { type: 'boolean', default: false }, false],
      ['then the first enum value', { type: 'string', enum: ['x', 'y'] }, 'x'],
      ['const', { const: 'Entry' }, 'Entry'],
      ['nullable takes the value branch', { anyOf: [{ type: 'null' }, { type: 'integer', examples: [3] }] }, 3],
      ['arrays of examples', { type: 'array', items: { type: 'string', examples: ['p'] } }, ['p']],
      ['a required property without one', { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, undefined],
      ['optional properties without one are left out', { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string', examples: ['B'] } } }, { b: 'B' }],
      [
        'nested objects keep only their required properties',
        { type: 'object', properties: { list: { type: 'array', items: { type: 'object', required: ['k'], properties: { k: { type: 'string', examples: ['K'] }, extra: { type: 'string', examples: ['E'] } } } } } },
        { list: [{ k: 'K' }] },
      ],
      ['$ref to a component', { $ref: '#/components/schemas/Thing' }, { id: 't1' }],
    ];
    for (const [name, schema, want] of cases) assert.deepEqual(exampleOf(schema, components), want, name);
  });
});

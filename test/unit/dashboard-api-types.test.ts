import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { API_SCHEMA_FILE, apiSchemaSource } from '../../scripts/api-types.ts';

// The dashboard takes its API types from web/src/api-schema.d.ts; generated from the OpenAPI
// document, it must follow every REST schema change, or the dashboard type-checks against shapes
// the service no longer sends.
describe('the dashboard API types (web/src/api-schema.d.ts) are current', () => {
  it('equal what the OpenAPI document generates now', async () => {
    const now = await apiSchemaSource();
    assert.ok(now.includes('getEntry: {') && now.includes('export interface operations'), 'the generator writes the operations by id');
    assert.equal(fs.readFileSync(API_SCHEMA_FILE, 'utf8'), now, 'A REST schema changed: run `npm run generate:api-types`, then `npx tsc --noEmit -p web`, and review the diff.');
  });
});

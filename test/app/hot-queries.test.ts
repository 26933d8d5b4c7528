import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { generateHotQueries, HOT_QUERIES_FILE } from '../../scripts/generate-sql.ts';

// The checked-in SQL of the hot queries (src/db/hot-queries.sql) is what the repositories send
// today, with SQLite's plans: a query or index change must regenerate it, so the review shows it.
describe('src/db/hot-queries.sql is current', () => {
  it('equals what scripts/generate-sql.ts writes now', async () => {
    const now = await generateHotQueries();
    assert.ok(now.includes('-- Q1:') && now.includes('plan: SEARCH'), 'the generator lists queries with their plans');
    assert.equal(fs.readFileSync(HOT_QUERIES_FILE, 'utf8'), now, 'A hot query or its plan changed: run `node scripts/generate-sql.ts` and review the diff of src/db/hot-queries.sql.');
  });
});

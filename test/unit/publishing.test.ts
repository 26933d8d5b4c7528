import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkReleaseItems, checkReleaseName, releaseConflicts, revertItems, type EntryFacts, type ReleaseItem } from '../../src/domain/publishing/releases.ts';
import { parseScheduleTime } from '../../src/domain/publishing/schedules.ts';

const NOW = Date.parse('2030-03-01T12:00:00Z');

describe('the time of a scheduled action', () => {
  const cases: [string, string, string | 'error'][] = [
    ['UTC', '2030-03-04T09:00:00Z', '2030-03-04T09:00:00.000Z'],
    ['an offset is kept as the same instant', '2030-03-04T09:00:00+01:00', '2030-03-04T08:00:00.000Z'],
    ['fractions', '2030-03-04T09:00:00.250Z', '2030-03-04T09:00:00.250Z'],
    ['a few seconds in the past counts as now (clocks differ)', '2030-03-01T11:59:30Z', '2030-03-01T11:59:30.000Z'],
    ['no zone is refused, not guessed', '2030-03-04T09:00:00', 'error'],
    ['a date alone', '2030-03-04', 'error'],
    ['the past', '2030-02-28T12:00:00Z', 'error'],
    ['more than two years ahead', '2033-03-04T09:00:00Z', 'error'],
    ['not a time', 'monday at 9', 'error'],
    ['an impossible date', '2030-02-31T09:00:00Z', 'error'],
  ];
  for (const [name, at, expected] of cases) {
    it(name, () => {
      const r = parseScheduleTime(at, NOW);
      if (expected === 'error') assert.ok('errors' in r && r.errors.at, JSON.stringify(r));
      else assert.deepEqual(r, { at: expected });
    });
  }
});

const facts = new Map<string, EntryFacts>([
  ['draft', { version: 2, status: 'draft', published_version: null }],
  ['live', { version: 5, status: 'changed', published_version: 4 }],
  ['gone-soon', { version: 1, status: 'published', published_version: 1 }],
  ['archived', { version: 3, status: 'archived', published_version: null }],
]);

describe('release items as sent', () => {
  it('defaults to publish at the latest, and remembers the version each entry had when added', () => {
    assert.deepEqual(checkReleaseItems([{ id: 'draft' }, { id: 'live', version: 3 }, { id: 'gone-soon', action: 'unpublish' }], facts), {
      items: [
        { id: 'draft', action: 'publish', version: null, added_version: 2 },
        { id: 'live', action: 'publish', version: 3, added_version: 5 },
        { id: 'gone-soon', action: 'unpublish', version: null, added_version: 1 },
      ],
    });
  });
  const bad: [string, Parameters<typeof checkReleaseItems>[0], string][] = [
    ['an unknown entry', [{ id: 'nope' }], 'entries.0'],
    ['the same entry twice', [{ id: 'draft' }, { id: 'draft', action: 'archive' }], 'entries.1'],
    ['an unknown action', [{ id: 'draft', action: 'delete' }], 'entries.0.action'],
    ['a version that does not exist', [{ id: 'draft', version: 3 }], 'entries.0.version'],
    ['a version for an unpublish', [{ id: 'live', action: 'unpublish', version: 4 }], 'entries.0.version'],
    ['too many', Array.from({ length: 101 }, () => ({ id: 'draft' })), 'entries.1'],
  ];
  for (const [name, input, key] of bad) {
    it(`refuses ${name}`, () => {
      const r = checkReleaseItems(input, facts);
      assert.ok('errors' in r && key in r.errors, JSON.stringify(r));
    });
  }
  it('names are shown to people: plain text of 1 to 200 characters', () => {
    assert.deepEqual(checkReleaseName('Spring launch'), {});
    for (const name of ['', '   ', 'x'.repeat(201), 'Launch\u202Etxt', 7]) assert.ok(checkReleaseName(name).name, JSON.stringify(name));
  });
});

describe('conflicts', () => {
  const item = (over: Partial<ReleaseItem>): ReleaseItem => ({ id: 'live', action: 'publish', version: 5, added_version: 5, ...over });
  const cases: [string, ReleaseItem, boolean][] = [
    ['a fixed version, unchanged since', item({}), false],
    ['a fixed version, edited since it was added', item({ added_version: 4, version: 4 }), true],
    ['an older fixed version, unchanged since it was added', item({ version: 2 }), false],
    ['the latest at release time never conflicts', item({ version: null, added_version: 1 }), false],
    ['a deleted entry', item({ id: 'deleted' }), true],
  ];
  for (const [name, it_, conflict] of cases) it(name, () => assert.equal(releaseConflicts([it_], facts).length, conflict ? 1 : 0));
});

describe('what a revert restores', () => {
  it('the live version, off the site, back into or out of the archive', () => {
    const after = new Map<string, EntryFacts>([
      ['was-live', { version: 6, status: 'published', published_version: 6 }],
      ['was-draft', { version: 2, status: 'published', published_version: 2 }],
      ['was-archived', { version: 3, status: 'published', published_version: 3 }],
      ['now-archived', { version: 1, status: 'archived', published_version: null }],
    ]);
    assert.deepEqual(
      revertItems(
        [
          { id: 'was-live', status: 'changed', published_version: 4 },
          { id: 'was-draft', status: 'draft', published_version: null },
          { id: 'was-archived', status: 'archived', published_version: null },
          { id: 'now-archived', status: 'draft', published_version: null },
          { id: 'deleted-since', status: 'draft', published_version: null },
        ],
        after,
      ),
      [
        { id: 'was-live', action: 'publish', version: 4, added_version: 6 },
        { id: 'was-draft', action: 'unpublish', version: null, added_version: 2 },
        { id: 'was-archived', action: 'archive', version: null, added_version: 3 },
        { id: 'now-archived', action: 'unarchive', version: null, added_version: 1 },
      ],
    );
  });
});

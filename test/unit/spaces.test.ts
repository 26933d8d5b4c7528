import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeSiteUrl, setupWarnings, SPACE_SLUG, type SetupFacts } from '../../src/domain/spaces.ts';

describe('site URLs', () => {
  const cases: [string, string | null][] = [
    ['https://example.com/', 'https://example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['https://example.com/blog/', 'https://example.com/blog'],
    ['ftp://example.com', null],
    ['example.com', null],
    ['https://example.com/?a=1', null],
    ['https://user:pw@example.com', null],
  ];
  for (const [input, expected] of cases) it(`${input} → ${expected}`, () => assert.equal(normalizeSiteUrl(input), expected));
});

describe('space slugs', () => {
  for (const ok of ['demo', 'my-site', 'a1', 'x']) it(`accepts ${ok}`, () => assert.ok(SPACE_SLUG.test(ok)));
  for (const bad of ['-a', 'a-', 'My', 'a_b', '', 'a'.repeat(64)]) it(`refuses ${JSON.stringify(bad)}`, () => assert.ok(!SPACE_SLUG.test(bad)));
});

describe('setup warnings', () => {
  const base: SetupFacts = { production_url: null, preview_url: null, hooks: [], localeCount: 1, prefix_default_locale: false };
  it('none for an empty site', () => assert.deepEqual(setupWarnings(base), []));
  it('one per link to an archived entry, naming the linking entry, field and target, then one for the rest', () => {
    const links = [{ entry: 'e1', field: 'body', target: 't1' }];
    assert.deepEqual(setupWarnings({ ...base, archivedLinks: { links, more: false } }), [
      'Entry "e1" links to the archived entry "t1" in field "body", a link the live site never shows. Unarchive "t1", or remove the link.',
    ]);
    const w = setupWarnings({ ...base, archivedLinks: { links, more: true } });
    assert.equal(w.length, 2);
    assert.match(w[1], /More entries link to archived entries/);
    assert.deepEqual(setupWarnings({ ...base, archivedLinks: { links: [], more: false } }), []);
  });
  it('a staging URL without a preview hook', () => {
    const w = setupWarnings({ ...base, preview_url: 'https://staging.example.com' });
    assert.equal(w.length, 1);
    assert.match(w[0], /preview deploy hook/);
  });
  it('a live URL without a production hook, and not once it has one', () => {
    assert.match(setupWarnings({ ...base, production_url: 'https://example.com' })[0], /production deploy hook/);
    assert.deepEqual(setupWarnings({ ...base, production_url: 'https://example.com', hooks: [{ name: 'h', target: 'production', disabled: false, failing: false }] }), []);
  });
  it('a hook without the URL it builds', () => {
    assert.match(setupWarnings({ ...base, hooks: [{ name: 'h', target: 'production', disabled: false, failing: false }] })[0], /production_url is not set/);
  });
  it('disabled and failing hooks', () => {
    const w = setupWarnings({
      ...base,
      production_url: 'https://example.com',
      hooks: [
        { name: 'a', target: 'production', disabled: false, failing: true },
        { name: 'b', target: 'production', disabled: true, failing: false },
      ],
    });
    assert.ok(w.some((x) => x.includes('"a" keeps failing')));
    assert.ok(w.some((x) => x.includes('"b" is disabled')));
  });
  it('a language prefix with a single language', () => assert.match(setupWarnings({ ...base, prefix_default_locale: true })[0], /only one language/));
});

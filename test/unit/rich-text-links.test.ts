import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { documentToMarkdown, markdownToDocument, normalizeRichText } from '../../src/domain/rich-text/convert.ts';
import { hideEntryLinks } from '../../src/domain/rich-text/embeds.ts';
import { cleanDocument, richTextTargets } from '../../src/domain/rich-text/document.ts';
import { unlinkFields } from '../../src/domain/entries/unlink.ts';
import { entryLinkRows } from '../../src/domain/entries/link-index.ts';
import { buildField, buildType } from '../support/builders.ts';

describe('rich text: entry links and embeds', () => {
  const cases: Array<[string, string, string[]]> = [
    ['an entry link', '[the guide](entry:abc)', ['Entry abc link']],
    ['a block entry embed', '::entry{id=abc}', ['Entry abc embed']],
    ['a block file embed', '::asset{id=f_1}', ['Asset f_1 embed']],
    ['consecutive block embeds', '::entry{id=a}\n::asset{id=b}', ['Entry a embed', 'Asset b embed']],
    ['an inline embed', 'x :entry{id=abc} y', ['Entry abc embed']],
    ['colons in prose stay text', 'Note: at 10:30 see a:b and ::note{id=x}', []],
    ['an embed inside code stays code', '`::entry{id=abc}`', []],
  ];
  for (const [name, md, want] of cases) {
    it(`reads ${name} with both parsers alike and writes it back`, () => {
      const doc = markdownToDocument(md);
      assert.deepEqual(richTextTargets(doc).map((t) => `${t.link_type} ${t.id} ${t.embed ? 'embed' : 'link'}`), want);
      const r = normalizeRichText(md);
      assert.ok(r.ok);
      assert.deepEqual(r.value, cleanDocument(doc).ok ? (cleanDocument(doc) as { doc: unknown }).doc : null);
      assert.deepEqual(markdownToDocument(documentToMarkdown(doc)), doc);
    });
  }

  it('refuses malformed embeds and entry images in a block document', () => {
    const bad = [
      { type: 'root', children: [{ type: 'leafDirective', name: 'video', attributes: { id: 'x' }, children: [] }] },
      { type: 'root', children: [{ type: 'leafDirective', name: 'entry', attributes: { id: 'x', class: 'y' }, children: [] }] },
      { type: 'root', children: [{ type: 'leafDirective', name: 'entry', attributes: { id: 'x' }, children: [{ type: 'text', value: 'label' }] }] },
      { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'image', url: 'entry:x' }] }] },
    ];
    for (const doc of bad) assert.equal(cleanDocument(doc).ok, false, JSON.stringify(doc));
  });

  it('hides links to entries a reader may not see: the text stays, the embed goes', () => {
    const doc = markdownToDocument('Read [this](entry:hidden) and [that](entry:shown).\n\n::entry{id=hidden}');
    assert.equal(documentToMarkdown(hideEntryLinks(doc, (id) => id === 'shown')), 'Read this and [that](entry:shown).\n');
  });
});

describe('link index rows and unlinking', () => {
  const def = buildType('page', [buildField('ref', 'reference'), buildField('refs', 'references'), buildField('cover', 'asset'), buildField('body', 'rich_text')]);
  const fields = {
    ref: { en: 'a' },
    refs: { en: ['a', 'b'] },
    cover: { en: 'f' },
    body: { en: markdownToDocument('[x](entry:a) ![i](asset:f)\n\n::entry{id=a}'), de: markdownToDocument('[y](entry:b)') },
  };

  it('has one row per field and target, for latest and published values', () => {
    const rows = entryLinkRows('s', 'e', def, fields, { ref: { en: 'a' } }).map((r) => `${r.published} ${r.field} ${r.target_type} ${r.target_id}`);
    assert.deepEqual(rows, ['0 ref Entry a', '0 refs Entry a', '0 refs Entry b', '0 cover Asset f', '0 body Entry a', '0 body Entry b', '0 body Asset f', '1 ref Entry a']);
  });

  it('removes every link to one target and nothing else', () => {
    const r = unlinkFields(def, fields, { type: 'Entry', id: 'a' });
    assert.equal(r.changed, true);
    assert.equal(r.fields.ref, undefined);
    assert.deepEqual(r.fields.refs, { en: ['b'] });
    assert.equal(documentToMarkdown(r.fields.body!.en as never), 'x ![i](asset:f)\n');
    assert.deepEqual(r.fields.body!.de, fields.body.de);
    assert.equal(unlinkFields(def, fields, { type: 'Entry', id: 'zzz' }).changed, false);
  });

  it('removes links to several targets at once (the entries of a deleted type)', () => {
    const r = unlinkFields(def, fields, { type: 'Entry', id: 'a', ids: new Set(['a', 'b', 'f']) });
    assert.equal(r.fields.ref, undefined);
    assert.deepEqual(r.fields.refs, { en: [] });
    assert.equal(documentToMarkdown(r.fields.body!.en as never), 'x ![i](asset:f)\n');
    assert.equal(documentToMarkdown(r.fields.body!.de as never), 'y\n');
    assert.deepEqual(r.fields.cover, { en: 'f' }, 'a file whose id is in the set stays: only entry links are removed');
  });
});

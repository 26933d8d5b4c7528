import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, List, Menu, Modal, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Editor, defaultValueCtx, editorViewCtx, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import {
  commonmark,
  createCodeBlockCommand,
  insertHrCommand,
  insertImageCommand,
  linkSchema,
  remarkPreserveEmptyLinePlugin,
  toggleEmphasisCommand,
  toggleInlineCodeCommand,
  toggleStrongCommand,
  turnIntoTextCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
import { gfm, insertTableCommand, toggleStrikethroughCommand } from '@milkdown/kit/preset/gfm';
import { history } from '@milkdown/kit/plugin/history';
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener';
import { TextSelection } from '@milkdown/kit/prose/state';
import { callCommand, getMarkdown } from '@milkdown/kit/utils';
import { get, sp } from '../api.ts';
import { entryTitle } from '../display.ts';
import { useContentTypes } from '../hooks.ts';
import type { Collection, Entry } from '../types.ts';
import { assetImageView } from './assetImages.ts';
import { storedForm } from './editorMarkdown.ts';
import { AssetChooser } from './pickers.tsx';
import classes from './RichTextEditor.module.css';
import { queryKeys } from '../queryKeys.ts';

export interface RichTextEditorProps {
  id: string;
  /** The space whose media library images and files come from. */
  space: string;
  label: string;
  /** Markdown as the API gives it (`rich_text=markdown`): Milkdown parses it with remark into its document. */
  value: string;
  /** Called with the editor's markdown after every change the person makes. */
  onChange: (markdown: string) => void;
  /**
   * Called once the editor holds the loaded value: with its own markdown for it (what "unchanged"
   * looks like in the editor's words) and a function that reads its markdown now. The change
   * listener is debounced, so a save reads the editor instead of waiting for it.
   */
  onReady?: (markdown: string, read: () => string) => (() => void) | void;
  invalid?: boolean;
  describedBy?: string;
  /** Shown, not editable, and without the formatting toolbar. */
  readOnly?: boolean;
}

/**
 * Milkdown's commonmark preset saves an empty paragraph (Enter twice) as `<br />` HTML so the
 * blank line survives its own round trip; the API stores mdast, where a blank line is no content,
 * so the editor keeps what was typed and sends no HTML the person did not write.
 */
const preset = commonmark.filter((p) => p !== remarkPreserveEmptyLinePlugin.plugin && p !== remarkPreserveEmptyLinePlugin.options);

/**
 * The rich-text editor: Milkdown, which is built on remark, the same mdast toolchain the API
 * stores documents in; commonmark + GFM cover every node type the API accepts (tables, task
 * lists, strikethrough). The round trip (stored document → editor → saved document) is tested
 * in the browser over the rich-text test documents (test/browser/rich-text.test.ts).
 */
export default function RichTextEditor({ id, space, label, value, onChange, onReady, invalid, describedBy, readOnly }: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const ready = useRef(onReady);
  ready.current = onReady;
  // The markdown last given to onChange (or loaded): what a flush compares against.
  const reported = useRef<string | null>(null);
  const unregister = useRef<(() => void) | null>(null);

  useEffect(() => {
    let cancelled = false;
    const made = Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root.current!);
        ctx.set(defaultValueCtx, value);
        ctx.update(editorViewOptionsCtx, (prev) => ({
          ...prev,
          editable: () => !readOnly,
          attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(readOnly ? { 'aria-readonly': 'true' } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}), class: classes.prose },
        }));
        ctx.get(listenerCtx).markdownUpdated((_ctx, markdown) => {
          if (reported.current !== null && markdown !== reported.current) {
            reported.current = markdown;
            change.current(markdown);
          }
        });
      })
      .use(preset)
      .use(storedForm)
      .use(gfm)
      .use(assetImageView(space))
      .use(history)
      .use(listener);
    made.create().then((e) => {
      if (cancelled) {
        e.destroy();
        return;
      }
      editor.current = e;
      const read = () => e.action(getMarkdown());
      reported.current = read();
      unregister.current = ready.current?.(reported.current, read) ?? null;
    });
    return () => {
      cancelled = true;
      // Typed within the listener's debounce before the field goes away (another language, a
      // save that reloads): hand it over now rather than lose it.
      const e = editor.current;
      if (e && reported.current !== null) {
        const markdown = e.action(getMarkdown());
        if (markdown !== reported.current) change.current(markdown);
      }
      unregister.current?.();
      editor.current?.destroy();
      editor.current = null;
    };
    // The editor is made once per mounted field; a new entry or language remounts it (key).
  }, []);

  const [linkAt, setLinkAt] = useState<{ from: number; to: number; href: string; text: string } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const view = () => editor.current?.action((ctx) => ctx.get(editorViewCtx));
  // Every command returns the caret to the text, so the toolbar never leaves the person elsewhere.
  const run = (key: Parameters<typeof callCommand>[0], payload?: unknown) => {
    editor.current?.action(callCommand(key as never, payload as never));
    view()?.focus();
  };
  const openLink = () => {
    const v = view();
    if (!v) return;
    const { from, to } = v.state.selection;
    const type = v.state.schema.marks.link;
    let href = '';
    v.state.doc.nodesBetween(from, Math.max(to, from + 1), (n) => {
      const m = n.marks.find((x) => x.type === type);
      if (m) href = String(m.attrs.href ?? '');
    });
    setLinkAt({ from, to, href, text: v.state.doc.textBetween(from, to, ' ') });
  };
  const applyLink = (href: string, text: string) => {
    const e = editor.current;
    const at = linkAt;
    setLinkAt(null);
    if (!e || !at) return;
    e.action((ctx) => {
      const v = ctx.get(editorViewCtx);
      const mark = linkSchema.type(ctx);
      let tr = v.state.tr;
      const from = at.from;
      let to = at.to;
      if (from === to && text) {
        tr = tr.insertText(text, from);
        to = from + text.length;
      }
      tr = tr.removeMark(from, to, mark);
      if (href.trim()) tr = tr.addMark(from, to, mark.create({ href: href.trim(), title: '' }));
      // The caret goes after the link, and what is typed next is plain text again.
      tr = tr.setSelection(TextSelection.create(tr.doc, to)).removeStoredMark(mark);
      v.dispatch(tr);
      v.focus();
    });
  };
  const insertAsset = (assetId: string, image: boolean, name: string) => {
    setChoosing(false);
    const e = editor.current;
    if (!e) return;
    if (image) {
      e.action(callCommand(insertImageCommand.key, { src: `asset:${assetId}`, alt: name, title: '' }));
    } else {
      // A file is a link to it (SPEC rich text `[text](asset:ID)`), named by its title.
      e.action((ctx) => {
        const v = ctx.get(editorViewCtx);
        const { from, to } = v.state.selection;
        const text = from === to ? name : v.state.doc.textBetween(from, to, ' ');
        let tr = v.state.tr;
        if (from === to) tr = tr.insertText(text, from);
        tr = tr.addMark(from, from + text.length, linkSchema.type(ctx).create({ href: `asset:${assetId}`, title: '' }));
        tr = tr.setSelection(TextSelection.create(tr.doc, from + text.length)).removeStoredMark(linkSchema.type(ctx));
        v.dispatch(tr);
      });
    }
    view()?.focus();
  };
  // An embed is its own block (`::entry{id=ID}`, docs/entries.md "Links and embeds"), placed
  // after the block the caret is in; the API reads the paragraph back as the embed.
  const insertEmbed = (entryId: string) => {
    setEmbedding(false);
    editor.current?.action((ctx) => {
      const v = ctx.get(editorViewCtx);
      const { $from } = v.state.selection;
      const at = $from.depth > 0 ? $from.after(1) : v.state.doc.content.size;
      const block = v.state.schema.nodes.paragraph.create(null, v.state.schema.text(`::entry{id=${entryId}}`));
      const tr = v.state.tr.insert(at, block);
      v.dispatch(tr.setSelection(TextSelection.create(tr.doc, Math.min(at + block.nodeSize, tr.doc.content.size))));
    });
    view()?.focus();
  };
  // A toolbar button keeps the caret where it is: pressing it does not take the focus.
  const keep = (e: React.MouseEvent) => e.preventDefault();
  const tool = (label: string, onClick: () => void, children: ReactNode = label, name?: string) => (
    <Button size="compact-xs" variant="subtle" onMouseDown={keep} onClick={onClick} aria-label={name}>
      {children}
    </Button>
  );
  return (
    <Paper withBorder className={classes.frame} data-invalid={invalid || undefined}>
      {readOnly ? null : (
        <Group gap={4} p={4} className={classes.toolbar} role="toolbar" aria-label={`${label} formatting`}>
          {tool('Bold', () => run(toggleStrongCommand.key), <b>B</b>, 'Bold')}
          {tool('Italic', () => run(toggleEmphasisCommand.key), <i>I</i>, 'Italic')}
          {tool('Strikethrough', () => run(toggleStrikethroughCommand.key), <s>S</s>, 'Strikethrough')}
          {tool('Code', () => run(toggleInlineCodeCommand.key), <code>{'<>'}</code>, 'Inline code')}
          <Menu position="bottom-start" returnFocus={false} onClose={() => view()?.focus()}>
            <Menu.Target>
              <Button size="compact-xs" variant="subtle" onMouseDown={keep}>
                Text style
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => run(turnIntoTextCommand.key)}>Paragraph</Menu.Item>
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <Menu.Item key={n} onClick={() => run(wrapInHeadingCommand.key, n)}>
                  Heading {n}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {tool('Bullets', () => run(wrapInBulletListCommand.key))}
          {tool('Numbered', () => run(wrapInOrderedListCommand.key))}
          {tool('Quote', () => run(wrapInBlockquoteCommand.key))}
          {tool('Code block', () => run(createCodeBlockCommand.key))}
          {tool('Table', () => run(insertTableCommand.key, { row: 3, col: 3 }))}
          {tool('Horizontal line', () => run(insertHrCommand.key))}
          {tool('Link', openLink, 'Link', 'Link (Ctrl+K)')}
          {tool('Image or file', () => setChoosing(true))}
          {tool('Embed entry', () => setEmbedding(true))}
        </Group>
      )}
      <div
        ref={root}
        className={classes.editor}
        data-testid={`rich-text-${id}`}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k' && !readOnly) {
            e.preventDefault();
            openLink();
          }
        }}
      />
      {linkAt ? <LinkDialog space={space} initial={linkAt} onApply={applyLink} onClose={() => {
        setLinkAt(null);
        view()?.focus();
      }} /> : null}
      {embedding ? <EmbedDialog space={space} onPick={insertEmbed} onClose={() => {
        setEmbedding(false);
        view()?.focus();
      }} /> : null}
      {choosing ? <AssetChooser space={space} opened onClose={() => {
        setChoosing(false);
        view()?.focus();
      }} onPick={(assetId, a) => insertAsset(assetId, a.fields.file.content_type.startsWith('image/'), (a.fields.file.content_type.startsWith('image/') ? a.fields.alt : a.fields.title) || a.fields.title || a.fields.file.filename)} /> : null}
    </Paper>
  );
}

/**
 * The link dialog (toolbar or Ctrl+K): the address, and the text when nothing is selected; an
 * empty address removes the link. An entry found by a full-text search (the API's `query=`) can
 * be picked instead: the address becomes `entry:ID` (SPEC rich text), its title the text.
 */
function LinkDialog({ space, initial, onApply, onClose }: { space: string; initial: { from: number; to: number; href: string; text: string }; onApply: (href: string, text: string) => void; onClose: () => void }) {
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const empty = initial.from === initial.to;
  return (
    <Modal opened onClose={onClose} title={initial.href ? 'Edit link' : 'Add a link'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          onApply(href, text);
        }}
      >
        <TextInput label="Address" placeholder="https://example.com/page" data-autofocus value={href} onChange={(e) => setHref(e.currentTarget.value)} description="An empty address removes the link." />
        <EntrySearch
          space={space}
          label="Or link to an entry"
          chosen={href.startsWith('entry:') ? href.slice('entry:'.length) : null}
          onPick={(entryId, title) => {
            setHref(`entry:${entryId}`);
            if (empty && !text.trim()) setText(title);
          }}
        />
        {empty ? <TextInput mt="sm" label="Text" value={text} onChange={(e) => setText(e.currentTarget.value)} required={!initial.href} /> : null}
        <Group justify="end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{href.trim() || !initial.href ? 'Apply' : 'Remove link'}</Button>
        </Group>
      </form>
    </Modal>
  );
}

/** Entries found by a full-text search (the API's `query=`), each a button that picks it. */
function EntrySearch({ space, label, chosen, onPick }: { space: string; label: string; chosen: string | null; onPick: (entryId: string, title: string) => void }) {
  const [find, setFind] = useState('');
  const [words] = useDebouncedValue(find.trim(), 300);
  const types = useContentTypes(space).data ?? [];
  // The API refuses text with no word of letters or digits, so such text is not sent.
  const found = useQuery({
    queryKey: queryKeys.entries.search(space, words),
    enabled: /[\p{L}\p{N}]/u.test(words),
    queryFn: () => get<Collection<Entry>>(sp(space, '/entries'), { query: words, limit: 8 }),
  });
  return (
    <>
      <TextInput mt="sm" type="search" label={label} placeholder="Words from its title or text" value={find} onChange={(e) => setFind(e.currentTarget.value)} />
      {words && found.data ? (
        <List listStyleType="none" spacing={2} mt={4} aria-label="Entries found">
          {found.data.items.length === 0 ? (
            <List.Item>
              <Text size="sm" c="dimmed">
                No entry matches.
              </Text>
            </List.Item>
          ) : null}
          {found.data.items.map((e) => {
            const title = entryTitle(e, types.find((t) => t.sys.id === e.sys.content_type));
            return (
              <List.Item key={e.sys.id}>
                <UnstyledButton fz="sm" aria-pressed={chosen === e.sys.id} fw={chosen === e.sys.id ? 700 : undefined} onClick={() => onPick(e.sys.id, title)}>
                  {title}
                </UnstyledButton>
              </List.Item>
            );
          })}
        </List>
      ) : null}
    </>
  );
}

/** "Embed entry": an entry found by search becomes a block the front end renders in its place. */
function EmbedDialog({ space, onPick, onClose }: { space: string; onPick: (entryId: string) => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Embed an entry">
      <Text size="sm" c="dimmed">
        The entry shows as a block of its own (a card, a product, a call to action) where the front end renders it.
      </Text>
      <EntrySearch space={space} label="Find the entry" chosen={null} onPick={(entryId) => onPick(entryId)} />
      <Group justify="end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Modal>
  );
}

import { useEffect, useRef } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { Editor, defaultValueCtx, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import {
  commonmark,
  remarkPreserveEmptyLinePlugin,
  toggleEmphasisCommand,
  toggleStrongCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
import { gfm } from '@milkdown/kit/preset/gfm';
import { history } from '@milkdown/kit/plugin/history';
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener';
import { callCommand, getMarkdown } from '@milkdown/kit/utils';
import { storedForm } from './editorMarkdown.ts';
import classes from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  id: string;
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
export default function RichTextEditor({ id, label, value, onChange, onReady, invalid, describedBy, readOnly }: RichTextEditorProps) {
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

  const run = (key: Parameters<typeof callCommand>[0], payload?: unknown) => () => editor.current?.action(callCommand(key as never, payload as never));
  return (
    <Paper withBorder className={classes.frame} data-invalid={invalid || undefined}>
      {readOnly ? null : (
        <Group gap={4} p={4} className={classes.toolbar} role="toolbar" aria-label={`${label} formatting`}>
          <Button size="compact-xs" variant="subtle" onClick={run(toggleStrongCommand.key)} aria-label="Bold">
            <b>B</b>
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={run(toggleEmphasisCommand.key)} aria-label="Italic">
            <i>I</i>
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={run(wrapInHeadingCommand.key, 2)}>
            Heading
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={run(wrapInBulletListCommand.key)}>
            • List
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={run(wrapInOrderedListCommand.key)}>
            1. List
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={run(wrapInBlockquoteCommand.key)}>
            Quote
          </Button>
        </Group>
      )}
      <div ref={root} className={classes.editor} data-testid={`rich-text-${id}`} />
    </Paper>
  );
}

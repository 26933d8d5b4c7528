import { useEffect, useRef } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { Editor, defaultValueCtx, editorViewOptionsCtx, rootCtx } from '@milkdown/kit/core';
import {
  commonmark,
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
import classes from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  id: string;
  label: string;
  /** Markdown as the API gives it (`rich_text=markdown`): Milkdown parses it with remark into its document. */
  value: string;
  /** Called with the editor's markdown after every change the person makes. */
  onChange: (markdown: string) => void;
  /** Called once with the editor's own markdown for the loaded value, so a save sends what the editor holds. */
  onReady?: (markdown: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The rich-text editor: Milkdown, which is built on remark, the same mdast toolchain the API
 * stores documents in; commonmark + GFM cover every node type the API accepts (tables, task
 * lists, strikethrough). The round trip (stored document → editor → saved document) is tested
 * in the browser over the rich-text test documents (test/browser/rich-text.test.ts).
 */
export default function RichTextEditor({ id, label, value, onChange, onReady, invalid, describedBy }: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    let cancelled = false;
    const made = Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root.current!);
        ctx.set(defaultValueCtx, value);
        ctx.update(editorViewOptionsCtx, (prev) => ({
          ...prev,
          attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}), class: classes.prose },
        }));
        ctx.get(listenerCtx).markdownUpdated((_ctx, markdown, prev) => {
          if (markdown !== prev) change.current(markdown);
        });
      })
      .use(commonmark)
      .use(gfm)
      .use(history)
      .use(listener);
    made.create().then((e) => {
      if (cancelled) {
        e.destroy();
        return;
      }
      editor.current = e;
      ready.current?.(e.action(getMarkdown()));
    });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
    // The editor is made once per mounted field; a new entry or language remounts it (key).
  }, []);

  const run = (key: Parameters<typeof callCommand>[0], payload?: unknown) => () => editor.current?.action(callCommand(key as never, payload as never));
  return (
    <Paper withBorder className={classes.frame} data-invalid={invalid || undefined}>
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
      <div ref={root} className={classes.editor} data-testid={`rich-text-${id}`} />
    </Paper>
  );
}

import { Fragment } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { cellText, isLink } from '../display.ts';
import type { ContentType, Field } from '../types.ts';

interface MdNode {
  type: string;
  value?: string;
  alt?: string;
  url?: string;
  depth?: number;
  children?: MdNode[];
}

const inline = (n: MdNode): string => (n.value ?? (n.type === 'image' ? `[image: ${n.alt || n.url}]` : '') + (n.children ?? []).map(inline).join(''));

/** A rich-text document (mdast, as versions hold it) as readable blocks: headings, paragraphs, list items. */
function blocksOf(n: MdNode, out: string[] = []): string[] {
  if (n.type === 'root' || n.type === 'list' || n.type === 'blockquote' || n.type === 'listItem' || n.type === 'table') {
    const before = out.length;
    for (const c of n.children ?? []) blocksOf(c, out);
    if (n.type === 'listItem' && out.length > before) out[before] = `• ${out[before]}`;
    return out;
  }
  if (n.type === 'heading') out.push(`${'#'.repeat(n.depth ?? 1)} ${inline(n)}`);
  else if (n.type === 'thematicBreak') out.push('―――');
  else if (n.type === 'tableRow') out.push((n.children ?? []).map(inline).join(' | '));
  else out.push(inline(n));
  return out;
}

/** A field's value in a version as text to compare: rich text by its blocks, links by id, lists by their values. */
export function readable(field: Field, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (field.type === 'rich_text' && typeof v === 'object' && (v as MdNode).type === 'root') return blocksOf(v as MdNode).join('\n');
  if (typeof v === 'object' && !Array.isArray(v) && !isLink(v)) {
    // Per language (versions hold every language); one language needs no label.
    const byCode = Object.entries(v as Record<string, unknown>);
    if (byCode.length === 1) return readable(field, byCode[0][1]);
    return byCode
      .map(([code, x]) => `${code}: ${readable(field, x)}`)
      .join('\n');
  }
  if (Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null && !isLink(x))) return v.map((x) => JSON.stringify(x)).join('\n');
  return cellText(v);
}

export type Piece = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * Word-level differences between two texts (longest common subsequence over words and the
 * spaces between them). Long texts beyond the table's bound are shown as removed and added whole.
 */
export function diffWords(a: string, b: string): Piece[] {
  const x = a.split(/(\s+)/).filter(Boolean);
  const y = b.split(/(\s+)/).filter(Boolean);
  if (x.length * y.length > 4_000_000) return [...(a ? [{ kind: 'removed' as const, text: a }] : []), ...(b ? [{ kind: 'added' as const, text: b }] : [])];
  const m = x.length;
  const n = y.length;
  const L = Array.from({ length: m + 1 }, () => new Uint32Array(n + 1));
  for (let i = m - 1; i >= 0; i--) for (let j = n - 1; j >= 0; j--) L[i][j] = x[i] === y[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const out: Piece[] = [];
  const push = (kind: Piece['kind'], text: string) => {
    const last = out.at(-1);
    if (last?.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < m && j < n) {
    if (x[i] === y[j]) {
      push('same', x[i]);
      i++;
      j++;
    } else if (L[i + 1][j] >= L[i][j + 1]) push('removed', x[i++]);
    else push('added', y[j++]);
  }
  while (i < m) push('removed', x[i++]);
  while (j < n) push('added', y[j++]);
  return out;
}

/**
 * Two versions field by field: each changed field with its text, deletions struck through and
 * insertions underlined (the `del` and `ins` elements, which screen readers announce).
 */
export function VersionCompare({ type, older, newer, olderLabel, newerLabel }: { type: ContentType; older: Record<string, unknown>; newer: Record<string, unknown>; olderLabel: string; newerLabel: string }) {
  const changed = type.fields.filter((f) => JSON.stringify(older[f.api_id] ?? null) !== JSON.stringify(newer[f.api_id] ?? null));
  return (
    <Stack gap="sm" mt="md" mb="md" aria-label={`${olderLabel} compared with ${newerLabel}`} role="region">
      <Title order={3} size="h5">
        Changes from {olderLabel} to {newerLabel}
      </Title>
      {changed.length === 0 ? <Text size="sm">No field differs.</Text> : null}
      {changed.map((f) => (
        <Fragment key={f.api_id}>
          <Text size="sm" fw={600}>
            {f.name}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-field={f.api_id}>
            {diffWords(readable(f, older[f.api_id]), readable(f, newer[f.api_id])).map((p, i) =>
              p.kind === 'same' ? (
                <Fragment key={i}>{p.text}</Fragment>
              ) : p.kind === 'added' ? (
                <ins key={i} style={{ background: 'var(--mantine-color-green-1)', color: 'color-mix(in srgb, var(--mantine-color-green-9) 55%, black)' }}>
                  {p.text}
                </ins>
              ) : (
                <del key={i} style={{ background: 'var(--mantine-color-red-1)', color: 'color-mix(in srgb, var(--mantine-color-red-9) 55%, black)' }}>
                  {p.text}
                </del>
              ),
            )}
          </Text>
        </Fragment>
      ))}
    </Stack>
  );
}

import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { cellText } from '../../display.ts';
import { toApi } from '../../fields/values.ts';
import type { ContentType, Entry } from '../../types.ts';
import type { Values } from './formValues.ts';

export type SameDocument = (a: string, b: string) => boolean;

/**
 * One row per field and language the person changed whose saved value differs. Fields the
 * person did not change are not in conflict: "Keep mine" sends only the changed ones, so the
 * other person's edits to the rest stay. Rich text is compared as parsed documents: the editor
 * and the API may spell one document differently (`-` or `*` bullets).
 */
function conflictRows(type: ContentType, def: string, mine: Record<string, Record<string, unknown>>, theirs: Values, sameDocument: SameDocument): { key: string; label: string; mine: unknown; theirs: unknown }[] {
  const rows = [];
  for (const f of type.fields) {
    for (const [code, a] of Object.entries(mine[f.api_id] ?? {})) {
      const b = toApi(f, theirs[code]?.[f.api_id]);
      const same = f.type === 'rich_text' && typeof a === 'string' && typeof b === 'string' ? sameDocument(a, b) : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
      if (!same) rows.push({ key: `${code}:${f.api_id}`, label: code === def ? f.name : `${f.name} (${code})`, mine: a, theirs: b });
    }
  }
  return rows;
}

export function ConflictDialog({ type, mine, theirs, latest, sameDocument, onKeepMine, onTakeTheirs, def }: { type: ContentType; def: string; mine: Record<string, Record<string, unknown>>; theirs: Values; latest: Entry; sameDocument: SameDocument; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const differing = conflictRows(type, def, mine, theirs, sameDocument);
  return (
    <Modal opened onClose={onTakeTheirs} title="Someone saved a newer version" size="xl">
      <Text size="sm" mb="sm">
        Version {latest.sys.version} was saved while you were editing. Nothing was overwritten. Below are the fields you changed that the saved version has differently; keeping yours saves only the fields you changed, and the other changes in version {latest.sys.version} stay.
      </Text>
      {differing.length === 0 ? (
        <Text size="sm" c="dimmed">
          The fields you changed are the same in the saved version; keeping yours keeps its other changes too.
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Your version</Table.Th>
              <Table.Th>Saved version {latest.sys.version}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {differing.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td>{cellText(r.mine).slice(0, 300)}</Table.Td>
                <Table.Td>{cellText(r.theirs).slice(0, 300)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="end" mt="md">
        <Button variant="default" onClick={onTakeTheirs}>
          Use the saved version
        </Button>
        <Button onClick={onKeepMine}>Keep mine</Button>
      </Group>
    </Modal>
  );
}

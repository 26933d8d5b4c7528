import { Fragment, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Drawer, Fieldset, Grid, Group, Modal, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ActivityList } from '../activity.tsx';
import { api, ApiError, get, sp } from '../api.ts';
import { cellText, entryTitle } from '../display.ts';
import { Control } from '../fields/FieldControl.tsx';
import { toApi, toForm } from '../fields/values.ts';
import { useContentType, useSpace } from '../hooks.ts';
import type { ContentType, Entry, Field, Locale } from '../types.ts';
import { ErrorNotice, formatDate, StatusBadge } from '../ui.tsx';

type Values = Record<string, Record<string, unknown>>; // language code → field → control value

interface Version {
  version: number;
  author: { type: string; name: string };
  created_at: string;
  published: boolean;
  fields: Record<string, unknown>;
}

/** Per language, the form values of an entry read with `locale=*` (each field keyed by code). */
function valuesOf(entry: Entry | undefined, type: ContentType, locales: Locale[]): Values {
  const out: Values = {};
  for (const l of locales) {
    out[l.code] = {};
    for (const f of type.fields) {
      const byCode = entry?.fields[f.api_id] as Record<string, unknown> | undefined;
      out[l.code][f.api_id] = toForm(f, byCode?.[l.code]);
    }
  }
  return out;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The value a language shows when its own is empty, walking `fallback_code` (SPEC "Locale"). */
function fallbackOf(values: Values, locales: Locale[], code: string, field: string): { code: string; value: unknown } | null {
  const seen = new Set<string>([code]);
  let next = locales.find((l) => l.code === code)?.fallback_code ?? null;
  while (next && !seen.has(next)) {
    seen.add(next);
    const v = values[next]?.[field];
    if (!isEmpty(v)) return { code: next, value: v };
    next = locales.find((l) => l.code === next)?.fallback_code ?? null;
  }
  return null;
}

/** The request body's fields with `locale=*`: localized fields in every language, the others in the default one. */
function payload(values: Values, type: ContentType, locales: Locale[], def: string): { fields: Record<string, Record<string, unknown>>; bad: Record<string, string> } {
  const fields: Record<string, Record<string, unknown>> = {};
  const bad: Record<string, string> = {};
  for (const f of type.fields) {
    if (f.hidden) continue;
    const codes = f.localized ? locales.map((l) => l.code) : [def];
    fields[f.api_id] = {};
    for (const code of codes) {
      try {
        fields[f.api_id][code] = toApi(f, values[code]?.[f.api_id]);
      } catch (e) {
        bad[code === def ? f.api_id : `${f.api_id}.${code}`] = (e as Error).message;
      }
    }
  }
  return { fields, bad };
}

function groupsOf(fields: Field[]): { group: string | null; fields: Field[] }[] {
  const out: { group: string | null; fields: Field[] }[] = [];
  for (const f of fields) {
    if (f.hidden) continue;
    const g = f.group ?? null;
    const last = out.find((x) => x.group === g && g !== null) ?? (out.length && out[out.length - 1].group === g ? out[out.length - 1] : undefined);
    if (last) last.fields.push(f);
    else out.push({ group: g, fields: [f] });
  }
  return out;
}

export default function EntryEdit() {
  const params = useParams() as { space: string; id?: string; type?: string };
  const { space } = params;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const siteQ = useSpace(space);
  const entryQ = useQuery({
    queryKey: ['entry', space, params.id],
    enabled: Boolean(params.id),
    queryFn: () => get<Entry>(sp(space, `/entries/${params.id}`), { locale: '*', rich_text: 'markdown', include: 0 }),
  });
  const typeId = params.type ?? entryQ.data?.sys.content_type;
  const { data: type } = useContentType(space, typeId);
  const site = siteQ.data;
  const entry = entryQ.data;
  const loadedKey = `${entry?.sys.id ?? 'new'}:${entry?.sys.version ?? 0}`;
  const [state, setState] = useState<{ key: string; values: Values; dirty: boolean } | null>(null);
  const [locale, setLocale] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Entry | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);

  const ready = site && type && (!params.id || entry);
  const initial = useMemo(() => (ready ? valuesOf(entry, type!, site!.locales) : null), [ready, entry, type, site]);
  const values = state?.key === loadedKey ? state.values : initial;
  const dirty = state?.key === loadedKey && state.dirty;
  const def = site?.default_locale ?? 'en';
  const code = locale ?? def;

  const setValue = (field: string, v: unknown, byPerson = true) =>
    setState((s) => {
      const base = s?.key === loadedKey ? s.values : initial!;
      return { key: loadedKey, values: { ...base, [code]: { ...base[code], [field]: v } }, dirty: (s?.key === loadedKey && s.dirty) || byPerson };
    });

  const reload = async (fresh?: Entry) => {
    setFieldErrors({});
    setState(null);
    qc.invalidateQueries({ queryKey: ['entries', space] });
    if (fresh) qc.setQueryData(['entry', space, fresh.sys.id], fresh);
    await qc.invalidateQueries({ queryKey: ['entry', space, params.id] });
  };

  const save = useMutation({
    mutationFn: async (opts: { version?: number } = {}) => {
      const { fields, bad } = payload(values!, type!, site!.locales, def);
      if (Object.keys(bad).length) throw new ApiError(422, { code: 'validation_failed', message: 'Some fields are not valid.', fix: 'Correct the fields marked below.', doc_url: '', details: { fields: bad } });
      if (!entry) return api<Entry>('POST', sp(space, '/entries'), { query: { locale: '*' }, body: { content_type: type!.sys.id, fields } });
      return api<Entry>('PATCH', sp(space, `/entries/${entry.sys.id}`), { query: { locale: '*' }, body: { version: opts.version ?? entry.sys.version, fields } });
    },
    onSuccess: async (saved) => {
      setConflict(null);
      if (!entry) {
        qc.invalidateQueries({ queryKey: ['entries', space] });
        navigate(`/spaces/${space}/entries/${saved.sys.id}`, { replace: true });
        return;
      }
      await reload();
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.code === 'version_conflict' && entry) {
        setConflict(await get<Entry>(sp(space, `/entries/${entry.sys.id}`), { locale: '*', rich_text: 'markdown', include: 0 }));
      }
      if (err instanceof ApiError) setFieldErrors(err.fields);
    },
  });

  const action = useMutation({
    mutationFn: async (verb: 'publish' | 'unpublish' | 'archive' | 'unarchive') => {
      if (dirty && verb === 'publish') await save.mutateAsync({});
      return api<Entry>('POST', sp(space, `/entries/${entry!.sys.id}/${verb}`));
    },
    onSuccess: () => reload(),
    onError: (err) => err instanceof ApiError && setFieldErrors(err.fields),
  });

  const translate = useMutation({
    mutationFn: (stale: boolean) => api('POST', sp(space, `/entries/${entry!.sys.id}/translate`), { body: { to: code, overwrite: false, stale } }),
    onSuccess: () => reload(),
  });

  if (entryQ.error) return <ErrorNotice error={entryQ.error} />;
  if (!ready || !values) return null;
  const t = type!;
  const locales = site!.locales;
  const title = entry ? entryTitle({ ...entry, fields: Object.fromEntries(Object.entries(values[def])) }, t) : `New ${t.name.toLowerCase()}`;
  const errorFor = (f: Field) => fieldErrors[code === def ? f.api_id : `${f.api_id}.${code}`];
  const busy = save.isPending || action.isPending;
  const status = entry?.sys.status;
  // Translations older than the default language's value (docs/translation.md "Stale translations").
  const staleIn = (c: string) => (c === def ? [] : (entry?.sys.translations?.[c]?.stale ?? []));

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap" align="start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t.name}
          </Text>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Group gap="xs">
            {status ? <StatusBadge status={status} /> : <Badge variant="light">not saved yet</Badge>}
            {entry ? (
              <Text size="xs" c="dimmed">
                version {entry.sys.version}
                {entry.sys.published_version ? `, published ${entry.sys.published_version}` : ''} · updated {formatDate(entry.sys.updated_at)}
              </Text>
            ) : null}
            {dirty ? (
              <Badge color="orange" variant="light">
                unsaved changes
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button onClick={() => save.mutate({})} loading={save.isPending} disabled={busy}>
            {entry ? 'Save draft' : 'Create'}
          </Button>
          {entry && status !== 'archived' ? (
            <Button color="green" onClick={() => action.mutate('publish')} disabled={busy || (status === 'published' && !dirty)}>
              Publish
            </Button>
          ) : null}
          {entry && (status === 'published' || status === 'changed') ? (
            <Button variant="default" onClick={() => action.mutate('unpublish')} disabled={busy}>
              Unpublish
            </Button>
          ) : null}
          {entry && status !== 'archived' ? (
            <Button variant="default" color="red" onClick={() => action.mutate('archive')} disabled={busy}>
              Archive
            </Button>
          ) : null}
          {status === 'archived' ? (
            <Button variant="default" onClick={() => action.mutate('unarchive')} disabled={busy}>
              Unarchive
            </Button>
          ) : null}
          {entry ? (
            <Button variant="subtle" onClick={() => setVersionsOpen(true)}>
              Versions
            </Button>
          ) : null}
        </Group>
      </Group>

      {locales.length > 1 ? (
        <Group mb="md">
          <SegmentedControl
            aria-label="Language"
            value={code}
            onChange={setLocale}
            data={locales.map((l) => {
              const n = staleIn(l.code).length;
              return { value: l.code, label: `${l.name} (${l.code})${l.default ? ' · default' : ''}${n ? ` · ${n} stale` : ''}` };
            })}
          />
          {entry && code !== def ? (
            <Button variant="default" size="xs" onClick={() => translate.mutate(false)} loading={translate.isPending} disabled={dirty}>
              Translate empty fields from {def}
            </Button>
          ) : null}
          {entry && code !== def && staleIn(code).length ? (
            <Button variant="default" size="xs" color="orange" onClick={() => translate.mutate(true)} loading={translate.isPending} disabled={dirty}>
              Translate stale fields again
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ErrorNotice error={translate.error} title="Translation failed" />
      {save.error && !conflict ? <ErrorNotice error={save.error} title="Not saved" /> : null}
      {action.error ? <ErrorNotice error={action.error} title="Not done" /> : null}
      {entry?.sys.url ? (
        <Text size="sm" mb="sm">
          Live at <a href={entry.sys.url}>{entry.sys.url}</a>
        </Text>
      ) : null}
      {t.guidance ? (
        <Alert variant="light" mb="md">
          {t.guidance}
        </Alert>
      ) : null}

      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({});
        }}
      >
        <Stack gap="md">
          {groupsOf(t.fields).map((g, gi) => {
            const controls = g.fields.map((f) => {
              const other = code !== def && !f.localized;
              const fb = code !== def && f.localized && isEmpty(values[code][f.api_id]) ? fallbackOf(values, locales, code, f.api_id) : null;
              const stale = staleIn(code).includes(f.api_id) ? `Stale: the ${def} value changed after this was translated; check it, or translate the stale fields again` : undefined;
              return (
                <Control
                  key={`${loadedKey}:${code}:${f.api_id}`}
                  space={space}
                  field={f}
                  value={values[other ? def : code][f.api_id]}
                  onChange={(v) => setValue(f.api_id, v)}
                  onNormalize={(v) => setValue(f.api_id, v, false)}
                  error={errorFor(f)}
                  disabled={other}
                  fallback={other ? `Same in every language (edit it in ${def})` : fb ? `Empty here: readers see the ${fb.code} value “${cellText(fb.value).slice(0, 60)}”` : stale}
                />
              );
            });
            return g.group ? (
              <Fieldset key={g.group} legend={g.group}>
                <Stack gap="md">{controls}</Stack>
              </Fieldset>
            ) : (
              <Fragment key={`nogroup-${gi}`}>{controls}</Fragment>
            );
          })}
        </Stack>
      </form>

      {conflict ? (
        <ConflictDialog
          type={t}
          def={def}
          mine={values}
          theirs={valuesOf(conflict, t, locales)}
          latest={conflict}
          onKeepMine={() => save.mutate({ version: conflict.sys.version })}
          onTakeTheirs={() => {
            setConflict(null);
            reload(conflict);
          }}
        />
      ) : null}
      {entry ? <Versions space={space} entry={entry} type={t} opened={versionsOpen} onClose={() => setVersionsOpen(false)} onRestored={() => reload()} /> : null}
    </>
  );
}

/** One row per field and language where the person's values and the saved version differ. */
function conflictRows(type: ContentType, def: string, mine: Values, theirs: Values): { key: string; label: string; mine: unknown; theirs: unknown }[] {
  const rows = [];
  for (const code of Object.keys(mine)) {
    for (const f of type.fields) {
      if (f.hidden || (!f.localized && code !== def)) continue;
      const a = mine[code]?.[f.api_id];
      const b = theirs[code]?.[f.api_id];
      if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) rows.push({ key: `${code}:${f.api_id}`, label: code === def ? f.name : `${f.name} (${code})`, mine: a, theirs: b });
    }
  }
  return rows;
}

function ConflictDialog({ type, mine, theirs, latest, onKeepMine, onTakeTheirs, def }: { type: ContentType; def: string; mine: Values; theirs: Values; latest: Entry; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const differing = conflictRows(type, def, mine, theirs);
  return (
    <Modal opened onClose={onTakeTheirs} title="Someone saved a newer version" size="xl">
      <Text size="sm" mb="sm">
        Version {latest.sys.version} was saved while you were editing. Nothing was overwritten. Compare the fields that differ and choose which to keep.
      </Text>
      {differing.length === 0 ? (
        <Text size="sm" c="dimmed">
          Your values and the saved version are the same; keeping yours changes nothing.
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

function Versions({ space, entry, type, opened, onClose, onRestored }: { space: string; entry: Entry; type: ContentType; opened: boolean; onClose: () => void; onRestored: () => void }) {
  const versions = useQuery({ queryKey: ['versions', space, entry.sys.id, entry.sys.version], enabled: opened, queryFn: () => get<{ total: number; items: Version[] }>(sp(space, `/entries/${entry.sys.id}/versions`)) });
  const [compare, setCompare] = useState<Version | null>(null);
  const current = versions.data?.items.find((v) => v.version === entry.sys.version);
  const restore = useMutation({
    mutationFn: (v: Version) => {
      // A restore is an edit: the old version's values become a new version (nothing is rewritten).
      const fields: Record<string, unknown> = {};
      for (const f of type.fields) if (!f.hidden) fields[f.api_id] = v.fields[f.api_id] ?? null;
      return api<Entry>('PATCH', sp(space, `/entries/${entry.sys.id}`), { query: { locale: '*' }, body: { version: entry.sys.version, fields } });
    },
    onSuccess: () => {
      setCompare(null);
      onClose();
      onRestored();
    },
  });
  return (
    <Drawer opened={opened} onClose={onClose} title="Versions and history" position="right" size="lg">
      <ErrorNotice error={versions.error ?? restore.error} />
      <Stack gap="xs">
        {versions.data?.items.map((v) => (
          <Card key={v.version} withBorder padding="xs">
            <Group justify="space-between">
              <div>
                <Text size="sm" fw={600}>
                  Version {v.version} {v.published ? <Badge size="xs">published</Badge> : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {v.author.name} · {formatDate(v.created_at)}
                </Text>
              </div>
              {v.version !== entry.sys.version ? (
                <Group gap={4}>
                  <Button size="compact-xs" variant="default" onClick={() => setCompare(v)}>
                    Compare
                  </Button>
                  <Button size="compact-xs" onClick={() => restore.mutate(v)} loading={restore.isPending}>
                    Restore
                  </Button>
                </Group>
              ) : (
                <Badge variant="light">current</Badge>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {compare && current ? (
        <Grid mt="md" mb="md">
          <Grid.Col span={12}>
            <Title order={3} size="h5">
              Version {compare.version} compared with the current version {current.version}
            </Title>
          </Grid.Col>
          {type.fields
            .filter((f) => JSON.stringify(compare.fields[f.api_id]) !== JSON.stringify(current.fields[f.api_id]))
            .map((f) => (
              <Fragment key={f.api_id}>
                <Grid.Col span={12}>
                  <Text size="sm" fw={600}>
                    {f.name}
                  </Text>
                </Grid.Col>
                <Grid.Col span={6}>
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {JSON.stringify(compare.fields[f.api_id] ?? null, null, 1).slice(0, 600)}
                  </Text>
                </Grid.Col>
                <Grid.Col span={6}>
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {JSON.stringify(current.fields[f.api_id] ?? null, null, 1).slice(0, 600)}
                  </Text>
                </Grid.Col>
              </Fragment>
            ))}
        </Grid>
      ) : null}
      <Title order={2} size="h4" mt="lg" mb="xs">
        History
      </Title>
      {opened ? <ActivityList space={space} filter={{ resource_type: 'entry', resource_id: entry.sys.id }} pageSize={10} /> : null}
    </Drawer>
  );
}

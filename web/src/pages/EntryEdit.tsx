import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Drawer, Fieldset, Group, Modal, NativeSelect, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ActivityList } from '../activity.tsx';
import { api, ApiError, get, sp } from '../api.ts';
import { cellText, entryTitle } from '../display.ts';
import { Control } from '../fields/FieldControl.tsx';
import { toApi, toForm } from '../fields/values.ts';
import { useAccess, useContentType, useContentTypes, useSpace } from '../hooks.ts';
import type { ContentType, Entry, Field, Locale, Version } from '../types.ts';
import { ErrorNotice, formatDate, StatusBadge } from '../ui.tsx';
import { VersionCompare } from './VersionCompare.tsx';
import { ConfirmDialog } from '../confirm.tsx';
import { DeleteButton, UsedIn } from '../deleting.tsx';
import { EntrySchedules } from './EntrySchedules.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';

type Values = Record<string, Record<string, unknown>>; // language code → field → control value


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

/** How a field's value is held in `Values`: `code:api_id`. */
const slot = (code: string, field: string) => `${code}:${field}`;

/** A rich-text editor on screen: its own markdown for the loaded value, and a reader of its markdown now. */
interface EditorSlot {
  baseline: string;
  read?: () => string;
}

/**
 * The request body's fields with `locale=*`: only the fields and languages whose value the
 * person changed, so a field nobody touched is never rewritten (a rich-text document the editor
 * would serialise differently stays as stored) and a save with no change sends nothing. On
 * create every field with a value is sent. A rich-text field counts as changed when its editor's
 * markdown differs from the editor's own markdown for the loaded value; open editors are read
 * directly, since their change listener lags behind typing.
 */
function payload(values: Values, initial: Values | null, type: ContentType, locales: Locale[], def: string, editors: Map<string, EditorSlot>): { fields: Record<string, Record<string, unknown>>; bad: Record<string, string> } {
  const fields: Record<string, Record<string, unknown>> = {};
  const bad: Record<string, string> = {};
  for (const f of type.fields) {
    if (f.hidden) continue;
    const codes = f.localized ? locales.map((l) => l.code) : [def];
    for (const code of codes) {
      const editor = f.type === 'rich_text' ? editors.get(slot(code, f.api_id)) : undefined;
      const value = editor?.read ? editor.read() : values[code]?.[f.api_id];
      if (initial) {
        const before = editor ? editor.baseline : initial[code]?.[f.api_id];
        if (JSON.stringify(value ?? null) === JSON.stringify(before ?? null)) continue;
      } else if (isEmpty(value)) continue;
      try {
        (fields[f.api_id] ??= {})[code] = toApi(f, value);
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
    queryKey: queryKeys.entry.form(space, params.id),
    enabled: Boolean(params.id),
    queryFn: () => get<Entry>(sp(space, `/entries/${params.id}`), { locale: '*', rich_text: 'markdown', include: 0 }),
  });
  const typeId = params.type ?? entryQ.data?.sys.content_type;
  const { data: type } = useContentType(space, typeId);
  const types = useContentTypes(space).data ?? [];
  const access = useAccess(space);
  const site = siteQ.data;
  const entry = entryQ.data;
  const loadedKey = `${entry?.sys.id ?? 'new'}:${entry?.sys.version ?? 0}`;
  const [state, setState] = useState<{ key: string; values: Values; dirty: boolean } | null>(null);
  const [locale, setLocale] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<{ latest: Entry; sameDocument: SameDocument } | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [nothingSaved, setNothingSaved] = useState(false);
  const editors = useRef(new Map<string, EditorSlot>());
  // Editors register their baseline for the loaded version; a newly loaded version starts afresh.
  const editorsFor = useRef(loadedKey);
  if (editorsFor.current !== loadedKey) {
    editors.current.clear();
    editorsFor.current = loadedKey;
  }

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
    void refresh.entries(qc, space);
    if (fresh) qc.setQueryData(queryKeys.entry.form(space, fresh.sys.id), fresh);
    await refresh.entryForm(qc, space, params.id);
  };

  const save = useMutation({
    mutationFn: async (opts: { version?: number; quiet?: boolean } = {}): Promise<Entry | null> => {
      setNothingSaved(false);
      const { fields, bad } = payload(values!, entry ? initial : null, type!, site!.locales, def, editors.current);
      if (Object.keys(bad).length) throw new ApiError(422, { code: 'validation_failed', message: 'Some fields are not valid.', fix: 'Correct the fields marked below.', doc_url: '', details: { fields: bad } });
      if (!entry) return api<Entry>('POST', sp(space, '/entries'), { query: { locale: '*' }, body: { content_type: type!.sys.id, fields } });
      // Nothing changed: nothing to save, so no new version and a published entry stays published.
      if (Object.keys(fields).length === 0) {
        if (!opts.quiet) setNothingSaved(true);
        return null;
      }
      return api<Entry>('PATCH', sp(space, `/entries/${entry.sys.id}`), { query: { locale: '*' }, body: { version: opts.version ?? entry.sys.version, fields } });
    },
    onSuccess: async (saved) => {
      if (!saved) {
        setState(null);
        return;
      }
      setConflict(null);
      if (!entry) {
        void refresh.entries(qc, space);
        navigate(`/spaces/${space}/entries/${saved.sys.id}`, { replace: true });
        return;
      }
      await reload();
    },
    onError: async (err) => {
      if (err instanceof ApiError && err.code === 'version_conflict' && entry) {
        const [latest, { sameDocument }] = await Promise.all([get<Entry>(sp(space, `/entries/${entry.sys.id}`), { locale: '*', rich_text: 'markdown', include: 0 }), import('../fields/markdownDocument.ts')]);
        setConflict({ latest, sameDocument });
      }
      if (err instanceof ApiError) setFieldErrors(err.fields);
    },
  });

  const action = useMutation({
    mutationFn: async (verb: 'publish' | 'unpublish' | 'archive' | 'unarchive') => {
      if (verb === 'publish') await save.mutateAsync({ quiet: true });
      return api<Entry>('POST', sp(space, `/entries/${entry!.sys.id}/${verb}`));
    },
    onSuccess: () => reload(),
    onError: (err) => err instanceof ApiError && setFieldErrors(err.fields),
  });

  const translate = useMutation({
    mutationFn: (stale: boolean) => api('POST', sp(space, `/entries/${entry!.sys.id}/translate`), { body: { to: code, overwrite: false, stale } }),
    onSuccess: () => reload(),
  });

  // A copy of what the form shows, as a new draft: titles and slugs get a "copy" mark, so the copy
  // is told apart in lists and a unique slug does not block it.
  const duplicate = useMutation({
    mutationFn: () => {
      const { fields, bad } = payload(values!, null, type!, site!.locales, def, editors.current);
      if (Object.keys(bad).length) throw new ApiError(422, { code: 'validation_failed', message: 'Some fields are not valid.', fix: 'Correct the fields marked below.', doc_url: '', details: { fields: bad } });
      for (const f of type!.fields) {
        const byCode = fields[f.api_id];
        if (!byCode) continue;
        for (const [c, v] of Object.entries(byCode)) {
          if (typeof v !== 'string') continue;
          if (f.type === 'slug') byCode[c] = `${v}-copy`.slice(0, 200);
          else if (f.api_id === type!.display_field) byCode[c] = `${v} (copy)`;
        }
      }
      return api<Entry>('POST', sp(space, '/entries'), { query: { locale: '*' }, body: { content_type: type!.sys.id, fields } });
    },
    onSuccess: (copy) => {
      void refresh.entries(qc, space);
      setState(null);
      navigate(`/spaces/${space}/entries/${copy.sys.id}`);
    },
    onError: (err) => err instanceof ApiError && setFieldErrors(err.fields),
  });

  const mayEditNow = Boolean(type) && access.mayChange(type?.sys.id ?? '');
  // Ctrl+S (Cmd+S) saves the draft, as in any editor; the browser's "save page" is never wanted here.
  const saveRef = useRef(() => {});
  saveRef.current = () => {
    if (mayEditNow && values && !save.isPending) save.mutate({});
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // Leaving with unsaved changes asks first: closing or reloading the tab (the browser's own
  // prompt) and following a link inside the dashboard.
  const leaving = useRef(false);
  leaving.current = Boolean(dirty) && !save.isPending && !duplicate.isPending;
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) e.preventDefault();
    };
    const onClick = (e: MouseEvent) => {
      if (!leaving.current || e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.origin !== window.location.origin || a.pathname === window.location.pathname) return;
      if (!window.confirm('You have unsaved changes. Leave this entry without saving them?')) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  if (entryQ.error) return <ErrorNotice error={entryQ.error} />;
  if (!ready || !values) return null;
  const t = type!;
  const locales = site!.locales;
  const title = entry ? entryTitle({ ...entry, fields: Object.fromEntries(Object.entries(values[def])) }, t) : `New ${t.name.toLowerCase()}`;
  const errorFor = (f: Field) => fieldErrors[code === def ? f.api_id : `${f.api_id}.${code}`];
  const busy = save.isPending || action.isPending || duplicate.isPending;
  const status = entry?.sys.status;
  // Translations older than the default language's value (docs/translation.md "Stale translations").
  const staleIn = (c: string) => (c === def ? [] : (entry?.sys.translations?.[c]?.stale ?? []));
  // Someone who may not change entries of this type (an editor limited to other types) reads the
  // entry: no control or action the API would refuse.
  const mayEdit = access.mayChange(t.sys.id);
  const mayPublish = access.mayChange(t.sys.id, 'publish');
  const readOnly = !mayEdit;

  return (
    <>
      {/* The actions stay in view while the person scrolls a long form. */}
      <Group justify="space-between" mb="md" wrap="wrap" align="start" py="xs" style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 20, background: 'var(--mantine-color-body)', borderBottom: '1px solid var(--mantine-color-default-border)' }}>
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
            {entry ? <UsedIn space={space} kind="entries" id={entry.sys.id} /> : null}
            {/* Always laid out, shown once something changed: appearing with the first keystroke it
                would widen the header, wrap the actions to a new line and move the text under the
                person's pointer, so their next click would land above where they aimed. */}
            <Badge color="orange" variant="light" style={dirty ? undefined : { visibility: 'hidden' }} aria-hidden={!dirty}>
              unsaved changes
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {mayEdit ? (
            <Button onClick={() => save.mutate({})} loading={save.isPending} disabled={busy}>
              {entry ? 'Save draft' : 'Create'}
            </Button>
          ) : null}
          {mayPublish && entry && status !== 'archived' ? (
            <Button color="teal.9" onClick={() => action.mutate('publish')} disabled={busy || (status === 'published' && !dirty)}>
              Publish
            </Button>
          ) : null}
          {mayPublish && entry && (status === 'published' || status === 'changed') ? (
            <Button variant="default" onClick={() => action.mutate('unpublish')} disabled={busy}>
              Unpublish
            </Button>
          ) : null}
          {mayPublish && entry && status !== 'archived' ? (
            <Button variant="default" color="red" onClick={() => action.mutate('archive')} disabled={busy}>
              Archive
            </Button>
          ) : null}
          {mayPublish && status === 'archived' ? (
            <Button variant="default" onClick={() => action.mutate('unarchive')} disabled={busy}>
              Unarchive
            </Button>
          ) : null}
          {mayPublish && entry && status === 'archived' ? (
            <DeleteButton
              space={space}
              kind="entries"
              id={entry.sys.id}
              name={title}
              disabled={busy}
              onDeleted={() => {
                qc.removeQueries({ queryKey: queryKeys.entry.form(space, entry.sys.id) });
                void refresh.entries(qc, space);
                navigate(`/spaces/${space}/content/${t.sys.id}`);
              }}
            />
          ) : null}
          {entry?.sys.preview_url ? (
            <Button component="a" variant="default" href={entry.sys.preview_url} target="_blank" rel="noopener">
              Preview
            </Button>
          ) : null}
          {mayEdit && entry && !t.singleton ? (
            <Button variant="default" onClick={() => duplicate.mutate()} loading={duplicate.isPending} disabled={busy}>
              Duplicate
            </Button>
          ) : null}
          {entry ? (
            <Button variant="subtle" onClick={() => setVersionsOpen(true)}>
              Versions
            </Button>
          ) : null}
        </Group>
      </Group>

      {/* A scheduled action changes the status, not the fields: the entry is read again and what the person is typing stays. */}
      {entry ? <EntrySchedules space={space} entryId={entry.sys.id} mayPublish={mayPublish && status !== 'archived'} onRan={() => void refresh.entryForm(qc, space, entry.sys.id)} /> : null}

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
          {mayEdit && entry && code !== def ? (
            <Button variant="default" size="xs" onClick={() => translate.mutate(false)} loading={translate.isPending} disabled={dirty}>
              Translate empty fields from {def}
            </Button>
          ) : null}
          {mayEdit && entry && code !== def && staleIn(code).length ? (
            <Button variant="default" size="xs" color="orange" onClick={() => translate.mutate(true)} loading={translate.isPending} disabled={dirty}>
              Translate stale fields again
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ErrorNotice error={translate.error} title="Translation failed" />
      {save.error && !conflict ? <ErrorNotice error={save.error} title="Not saved" /> : null}
      {nothingSaved && !dirty ? (
        <Text size="sm" c="dimmed" mb="sm" role="status">
          Nothing to save: no field was changed.
        </Text>
      ) : null}
      {action.error ? <ErrorNotice error={action.error} title="Not done" /> : null}
      {duplicate.error ? <ErrorNotice error={duplicate.error} title="Not duplicated" /> : null}
      {entry?.sys.url ? (
        <Text size="sm" mb="sm">
          Live at <a href={entry.sys.url}>{entry.sys.url}</a>
        </Text>
      ) : null}
      {readOnly ? (
        <Alert variant="light" color="gray" mb="md" title="Read only">
          <ReadOnlyNote type={t} types={types} writeTypes={access.writeTypes} />
        </Alert>
      ) : null}
      {t.guidance ? (
        <Alert variant="light" mb="md">
          {t.guidance}
        </Alert>
      ) : null}

      <form
        // Typing marks the form changed at once (the rich-text editor reports its value later),
        // so Publish of a published entry is not held back by a change not reported yet.
        onInput={() => !readOnly && setState((s) => (s?.key === loadedKey ? { ...s, dirty: true } : { key: loadedKey, values: initial!, dirty: true }))}
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) save.mutate({});
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
                  onEditorReady={(baseline, read) => {
                    const key = slot(other ? def : code, f.api_id);
                    // The first mount's markdown is the loaded document's; a later mount (back from
                    // another language) may already hold the person's changes.
                    editors.current.set(key, { baseline: editors.current.get(key)?.baseline ?? baseline, read });
                    return () => {
                      // Unmounted (another language, a reload): its last markdown reached the values via onChange.
                      const e = editors.current.get(key);
                      if (e?.read === read) delete e.read;
                    };
                  }}
                  error={errorFor(f)}
                  disabled={other || readOnly}
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
          mine={payload(values, initial, t, locales, def, editors.current).fields}
          theirs={valuesOf(conflict.latest, t, locales)}
          latest={conflict.latest}
          sameDocument={conflict.sameDocument}
          onKeepMine={() => save.mutate({ version: conflict.latest.sys.version })}
          onTakeTheirs={() => {
            setConflict(null);
            reload(conflict.latest);
          }}
        />
      ) : null}
      {entry ? <Versions space={space} entry={entry} type={t} mayRestore={mayEdit} opened={versionsOpen} onClose={() => setVersionsOpen(false)} onRestored={() => reload()} /> : null}
    </>
  );
}

/** Why the form is read only: which types the person may read and which they may change. */
function ReadOnlyNote({ type, types, writeTypes }: { type: ContentType; types: ContentType[]; writeTypes?: string[] }) {
  const names = (writeTypes ?? []).map((id) => types.find((t) => t.sys.id === id)?.name ?? id);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return (
    <Text size="sm">
      You can read entries of {type.name}
      {list ? `; you can change entries of ${list}.` : '; your role in this space does not change entries.'}
    </Text>
  );
}

type SameDocument = (a: string, b: string) => boolean;

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

function ConflictDialog({ type, mine, theirs, latest, sameDocument, onKeepMine, onTakeTheirs, def }: { type: ContentType; def: string; mine: Record<string, Record<string, unknown>>; theirs: Values; latest: Entry; sameDocument: SameDocument; onKeepMine: () => void; onTakeTheirs: () => void }) {
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

function Versions({ space, entry, type, mayRestore, opened, onClose, onRestored }: { space: string; entry: Entry; type: ContentType; mayRestore: boolean; opened: boolean; onClose: () => void; onRestored: () => void }) {
  const versions = useQuery({ queryKey: queryKeys.entry.versions(space, entry.sys.id, entry.sys.version), enabled: opened, queryFn: () => get<{ total: number; items: Version[] }>(sp(space, `/entries/${entry.sys.id}/versions`)) });
  const [compare, setCompare] = useState<Version | null>(null);
  // The version it is compared with: the current one unless the person picks another.
  const [against, setAgainst] = useState<number | null>(null);
  const current = versions.data?.items.find((v) => v.version === entry.sys.version);
  const other = versions.data?.items.find((v) => v.version === (against ?? entry.sys.version)) ?? current;
  const labelOf = (v: Version) => (v.version === entry.sys.version ? `the current version ${v.version}` : `version ${v.version}`);
  const [older, newer] = compare && other ? (compare.version < other.version ? [compare, other] : [other, compare]) : [null, null];
  const [confirm, setConfirm] = useState<Version | null>(null);
  const restore = useMutation({
    // The server copies the version's values, whatever their type (references, files, rich text).
    mutationFn: (v: Version) => api<Entry>('POST', sp(space, `/entries/${entry.sys.id}/versions/${v.version}/restore`), { body: { current_version: entry.sys.version } }),
    onSuccess: () => {
      setConfirm(null);
      setCompare(null);
      onClose();
      onRestored();
    },
  });
  return (
    <Drawer opened={opened} onClose={onClose} title="Versions and history" position="right" size="lg">
      <ErrorNotice error={versions.error} />
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
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => {
                      setCompare(v);
                      setAgainst(null);
                    }}
                  >
                    Compare
                  </Button>
                  {mayRestore ? (
                    <Button size="compact-xs" onClick={() => setConfirm(v)}>
                      Restore
                    </Button>
                  ) : null}
                </Group>
              ) : (
                <Badge variant="light">current</Badge>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {compare && older && newer ? (
        <>
          <NativeSelect
            mt="md"
            label={`Compare version ${compare.version} with`}
            value={String(other?.version ?? '')}
            onChange={(e) => setAgainst(Number(e.currentTarget.value))}
            data={(versions.data?.items ?? []).filter((v) => v.version !== compare.version).map((v) => ({ value: String(v.version), label: labelOf(v) }))}
          />
          <VersionCompare type={type} older={older.fields} newer={newer.fields} olderLabel={labelOf(older)} newerLabel={labelOf(newer)} />
        </>
      ) : null}
      <ConfirmDialog
        opened={confirm !== null}
        onCancel={() => setConfirm(null)}
        title={`Restore version ${confirm?.version ?? ''}?`}
        action={`Restore version ${confirm?.version ?? ''}`}
        danger={false}
        busy={restore.isPending}
        onConfirm={() => confirm && restore.mutate(confirm)}
        error={restore.error}
      >
        <Text size="sm">
          Its values become a new version {entry.sys.version + 1}; version {entry.sys.version} stays in the history and can be restored later.
          {entry.sys.status === 'published' || entry.sys.status === 'changed' ? ' The live site keeps the published version until you publish again.' : ''}
        </Text>
      </ConfirmDialog>
      <Title order={2} size="h4" mt="lg" mb="xs">
        History
      </Title>
      {opened ? <ActivityList space={space} filter={{ resource_type: 'entry', resource_id: entry.sys.id }} pageSize={10} /> : null}
    </Drawer>
  );
}

import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Fieldset, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api, ApiError, get, sp } from '../api.ts';
import { cellText, entryTitle } from '../display.ts';
import { Control } from '../fields/FieldControl.tsx';
import { useAccess, useContentType, useContentTypes, useSpace } from '../hooks.ts';
import type { ContentType, Entry, Field } from '../types.ts';
import { ErrorNotice } from '../ui.tsx';
import { queryKeys, refresh } from '../queryKeys.ts';
import { EntrySchedules } from './EntrySchedules.tsx';
import { ConflictDialog, type SameDocument } from './entry/ConflictDialog.tsx';
import { fallbackOf, groupsOf, isEmpty, payload, slot, valuesOf, type EditorSlot, type Values } from './entry/formValues.ts';
import { EntryHeader } from './entry/EntryHeader.tsx';
import { Versions } from './entry/Versions.tsx';


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
      <EntryHeader
        space={space}
        type={t}
        entry={entry}
        title={title}
        dirty={Boolean(dirty)}
        mayEdit={mayEdit}
        mayPublish={mayPublish}
        busy={busy}
        saving={save.isPending}
        duplicating={duplicate.isPending}
        onSave={() => save.mutate({})}
        onAction={(verb) => action.mutate(verb)}
        onDuplicate={() => duplicate.mutate()}
        onVersions={() => setVersionsOpen(true)}
        onDeleted={() => {
          qc.removeQueries({ queryKey: queryKeys.entry.form(space, entry!.sys.id) });
          void refresh.entries(qc, space);
          navigate(`/spaces/${space}/content/${t.sys.id}`);
        }}
      />

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

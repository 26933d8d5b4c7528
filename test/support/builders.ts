import { createEntry } from '../../src/app/entries/create-entry.ts';
import { publishEntry } from '../../src/app/entries/publish-entry.ts';
import { createUser } from '../../src/app/users/create-user.ts';
import { grantUser } from '../../src/app/users/grant-user.ts';
import { runUnitOfWork } from '../../src/app/unit-of-work.ts';
import type { Database } from '../../src/db/client.ts';
import { insertContentTypeDefinition } from '../../src/db/repos/content-types.ts';
import type { EntryRow } from '../../src/db/repos/entries.ts';
import { systemActor } from '../../src/domain/actor.ts';
import { redisplay } from '../../src/domain/content-model/infer.ts';
import type { ContentTypeDefinition, FieldDefinition } from '../../src/domain/content-model/types.ts';

/** A field with the usual defaults: `buildField('title', 'symbol', {required: true})`. */
export function buildField(api_id: string, type: FieldDefinition['type'], overrides: Partial<FieldDefinition> = {}): FieldDefinition {
  return { api_id, name: api_id, type, required: false, localized: false, hidden: false, ...overrides };
}

/** The short name the entry and asset tests use. */
export const field = buildField;

/** A content type exactly as given (nothing inferred): for tests of the inference itself. */
export function buildType(api_id: string, fields: FieldDefinition[] = [], overrides: Partial<ContentTypeDefinition> = {}): ContentTypeDefinition {
  return { api_id, name: api_id, description: null, singleton: false, url_path: null, display_field: null, display_field_source: null, fields, ...overrides };
}

/** A stored content-type definition; the display field is inferred unless given. */
export function buildContentType(overrides: Partial<ContentTypeDefinition> & { api_id: string }): ContentTypeDefinition {
  const def: ContentTypeDefinition = {
    name: overrides.api_id,
    description: null,
    singleton: false,
    url_path: null,
    display_field: null,
    display_field_source: null,
    fields: [],
    ...overrides,
  };
  return overrides.display_field ? def : { ...def, ...redisplay(def) };
}

/**
 * Stores a content type the way the content-type API will: in a unit of work that records the
 * change, so in-process caches of the space see it.
 */
export async function insertContentType(database: Database, spaceId: string, def: ContentTypeDefinition): Promise<ContentTypeDefinition> {
  await runUnitOfWork(database, systemActor(spaceId), async (uow) => {
    await insertContentTypeDefinition(uow.trx, spaceId, def, uow.now);
    uow.record({ action: 'content_type.created', resourceType: 'content_type', resourceId: def.api_id });
  });
  return def;
}

export interface EntryOverrides {
  content_type: string;
  fields?: Record<string, unknown>;
  locale?: string;
  publish?: boolean;
}

/**
 * An entry written through the real operations (createEntry, then publishEntry when asked), in
 * one unit of work by the system actor: `await buildEntry(db, 'site', {content_type: 'post', fields: {title: 'Hi'}})`.
 */
export async function buildEntry(database: Database, spaceId: string, e: EntryOverrides): Promise<EntryRow> {
  return runUnitOfWork(database, systemActor(spaceId), async (uow) => {
    const row = await createEntry(uow, { content_type: e.content_type, fields: e.fields ?? {}, locale: e.locale });
    return e.publish ? publishEntry(uow, { id: row.id }) : row;
  });
}

export interface AssetOverrides {
  id: string;
  alt?: string | null;
  title?: string;
  filename?: string;
  content_type?: string;
  width?: number | null;
  height?: number | null;
}

/** An asset row inserted directly (the asset API is another feature). */
export async function insertAsset(database: Database, spaceId: string, a: AssetOverrides): Promise<void> {
  await runUnitOfWork(database, systemActor(spaceId), async (uow) => {
    const now = uow.now;
    await uow.trx
      .insertInto('assets')
      .values({
        id: a.id,
        space_id: spaceId,
        title: a.title ?? a.id,
        alt: a.alt === undefined ? `Alt of ${a.id}` : a.alt,
        description: null,
        filename: a.filename ?? `${a.id}.png`,
        content_type: a.content_type ?? 'image/png',
        size: 1234,
        width: a.width === undefined ? 640 : a.width,
        height: a.height === undefined ? 480 : a.height,
        storage_key: `k/${a.id}`,
        sha256: 'ab'.repeat(32),
        created_at: now,
        updated_at: now,
      })
      .execute();
    uow.record({ action: 'asset.created', resourceType: 'asset', resourceId: a.id });
  });
}

/** A dashboard login, as `tessera user create` makes it. */
export function buildUser(database: Database, email: string, password: string) {
  return runUnitOfWork(database, systemActor('*', 'test'), (uow) => createUser(uow, email, password));
}

/** A role in a space, as `tessera user grant` gives it. */
export function grantRole(database: Database, email: string, spaceId: string, role: 'owner' | 'editor', writeTypes: string[] = []) {
  return runUnitOfWork(database, systemActor(spaceId, 'test'), (uow) => grantUser(uow, email, spaceId, role, writeTypes));
}

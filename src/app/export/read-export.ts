import type { Readable } from 'node:stream';
import { chain } from 'stream-chain';
import { parser } from 'stream-json';
import { ignore } from 'stream-json/filters/ignore.js';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import { validationFailed } from '../../domain/errors.ts';
import { DEFAULT_TIME_ZONE, timeZoneName } from '../../domain/analytics/time-zone.ts';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-space.ts';

/** The parts of an export read whole: everything but the assets and entries arrays. */
export interface ExportHead {
  space: { name: string; default_locale: string; prefix_default_locale: boolean; production_url: string | null; preview_url: string | null; time_zone: string };
  locales: { code: string; name: string; fallback_code: string | null }[];
  content_types: { created_at: string; updated_at: string; definition: ContentTypeDefinition }[];
  content_menu: { groups: string[] | null };
  quick_access: { entry?: string; content_type?: string | null; label: string | null }[];
}

export interface ExportedAsset {
  id: string;
  title: string;
  alt: string | null;
  description: string | null;
  file: { url: string; filename: string; content_type: string; size: number; width: number | null; height: number | null; sha256: string };
  created_at: string;
  updated_at: string;
}

export interface ExportedEntry {
  id: string;
  content_type: string;
  status: 'draft' | 'published' | 'changed' | 'archived';
  position: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  archived_at: string | null;
  latest: { version: number; fields: Record<string, unknown> };
  published: { version: number; fields: Record<string, unknown> } | null;
}

/** Opens the export file again for each pass: the arrays are streamed, never held whole. */
export type ExportSource = () => Readable;

export async function readExportHead(open: ExportSource): Promise<ExportHead> {
  const head: Record<string, unknown> = {};
  try {
    for await (const { key, value } of chain([open(), parser(), ignore({ filter: /^(assets|entries)$/ }), streamObject()])) head[key as string] = value;
  } catch (err) {
    throw validationFailed({ file: `a Tessera export (JSON): ${(err as Error).message}` }, 'The file is not valid JSON.');
  }
  if (head.format !== EXPORT_FORMAT || head.version !== EXPORT_VERSION) {
    throw validationFailed({ file: `an export of format "${EXPORT_FORMAT}" version ${EXPORT_VERSION} (GET /api/v1/spaces/{space_id}/export)` }, 'The file is not a Tessera export this version can read.');
  }
  const missing = ['space', 'locales', 'content_types'].filter((k) => !head[k] || typeof head[k] !== 'object');
  if (missing.length) throw validationFailed({ file: `an export with ${missing.join(', ')}` }, 'The export is incomplete.');
  const space = head.space as Omit<ExportHead['space'], 'time_zone'> & { time_zone?: unknown };
  // Exports made before spaces had a time zone carry none: their analytics counted in UTC.
  const zone = space.time_zone === undefined || space.time_zone === null ? DEFAULT_TIME_ZONE : typeof space.time_zone === 'string' ? timeZoneName(space.time_zone) : null;
  if (zone === null) throw validationFailed({ 'space.time_zone': 'an IANA time zone name such as "Europe/Berlin", or absent for UTC' }, 'The export names a time zone this server does not know.');
  return {
    space: { ...space, time_zone: zone },
    locales: head.locales as ExportHead['locales'],
    content_types: head.content_types as ExportHead['content_types'],
    content_menu: (head.content_menu as ExportHead['content_menu']) ?? { groups: null },
    quick_access: (head.quick_access as ExportHead['quick_access']) ?? [],
  };
}

/** The items of the `assets` or `entries` array, one at a time. */
export async function* exportItems<T>(open: ExportSource, key: 'assets' | 'entries'): AsyncGenerator<T> {
  for await (const { value } of chain([open(), parser(), pick({ filter: key }), streamArray()])) yield value as T;
}

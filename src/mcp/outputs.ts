import { Type, type TObject, type TProperties, type TSchema } from '@fastify/type-provider-typebox';
import { ContentMenuSchema, ContentTypeSchema } from '../present/content-type-schemas.ts';
import { Nullable } from '../present/nullable.ts';

/**
 * What tools answer (`outputSchema`, MCP 2025-06-18 and later): the same presenters as the REST
 * answers, so these name the keys an agent reads and their types, and leave the rest of a nested
 * object open (`additionalProperties`) where the REST reference (/docs) details it. Every result is
 * an object, as `structuredContent` must be.
 */

/** An object with the listed keys, all present, and possibly more. */
export const Obj = <P extends TProperties>(description: string, props: P) => Type.Object(props, { description, additionalProperties: true });

const Str = (description: string) => Type.String({ description });
const NullStr = (description: string) => Nullable(Type.String({ description }));
const Int = (description: string) => Type.Integer({ description });
const Bool = (description: string) => Type.Boolean({ description });
export const Open = (description: string) => Type.Object({}, { description, additionalProperties: true });

export const EntryOut = Obj('an entry: sys (id, content_type, status, version, published_version, url, preview_url, …) and fields keyed by field API ID', {
  sys: Obj('the entry\'s system data', { id: Str('the entry id'), type: Type.Literal('Entry') }),
  fields: Open('values keyed by field API ID, in the formats of the field types'),
});

const Paging = { total: Int('how many match in all'), skip: Int('how many were passed over'), limit: Int('the page size') };

export const EntryListOut = Obj('a page of entries', {
  ...Paging,
  total_exact: Type.Optional(Type.Literal(false, { description: 'only with query over 1,000 matches: total is 1000, items unranked' })),
  items: Type.Array(EntryOut, { description: 'the entries of this page' }),
  includes: Type.Optional(Open('linked entries and files when include > 0, by type (Entry, Asset)')),
});

export const AssetOut = Obj('a file: sys (id, created_at, updated_at) and fields (title, alt, description, file with url, content_type, size, width, height)', {
  sys: Obj('the file\'s system data', { id: Str('the asset id'), type: Type.Literal('Asset') }),
  fields: Open('title, alt, description and file'),
});

export const LocaleOut = Obj('a language of the site', {
  code: Str('the language code'),
  name: Str('its name'),
  default: Bool('true for the default language'),
  fallback_code: NullStr('the language read when a value is missing'),
});

export const SpaceOut = Obj('the site', {
  sys: Obj('the space\'s system data', { id: Str('the space id (slug)') }),
  name: Str('the site name'),
  default_locale: Str('the default language'),
  production_url: NullStr('the live site'),
  preview_url: NullStr('the staging site'),
  time_zone: Str('IANA time zone of the analytics'),
  locales: Type.Array(LocaleOut, { description: 'every language' }),
  content_types: Type.Array(Obj('a content type', { api_id: Str('its API ID'), name: Str('its name') }), { description: 'the content types, in menu order' }),
});

export const DeliveryOut = Obj('one delivery of a deploy hook', {
  id: Str('the delivery id'),
  status_code: Int('the destination\'s HTTP status; 0 when no answer came'),
  ok: Bool('true when the destination answered 2xx'),
  error: NullStr('why it failed'),
});

export const WebhookOut = Obj('a deploy hook (never its secret)', {
  id: Str('the hook id'),
  name: Str('its name'),
  kind: Str('its label'),
  url: Str('where it posts'),
  target: Str('production or preview'),
  events: Type.Array(Type.String(), { description: 'the events it gets' }),
  last_delivery: Nullable(DeliveryOut),
  disabled: Bool('true after a 410 Gone'),
  failing: Bool('3 or more failed attempts in a row'),
});

export const ApiKeyOut = Obj('a key (its token is never shown again)', {
  id: Str('the key id'),
  name: Str('who uses it'),
  kind: Str('delivery, preview, management or agent'),
  can: Type.Array(Type.String(), { description: 'its permissions' }),
});

export const AgentOut = Obj('an agent', { id: Str('the agent id'), name: Str('its name'), revoked_at: NullStr('when it was revoked') });

export const ReadinessCheckOut = Obj('an AI-readiness check of the live site', {
  url: Str('the page checked'),
  checked_at: Str('when'),
  passed: Int('checks that passed'),
  total: Int('checks run'),
  checks: Type.Array(Obj('one check', { key: Str('its key'), title: Str('its title'), status: Str('pass, warn or fail') }), { description: 'every check with its detail, fix_by and ask_agent' }),
});

export const TranslationJobOut = Obj('a whole-site translation job', {
  id: Str('the job id'),
  status: Str('queued, running, paused (at its token cap or the monthly cap; resume_translation_job), done or cancelled'),
  to: Str('the target language'),
  done: Int('entries handled so far'),
  total: Int('entries to handle'),
  usage: Obj('tokens used so far: prompt_tokens, completion_tokens, total_tokens', { total_tokens: Int('tokens used in all') }),
  from_memory: Int('segments reused from the translation memory instead of asking the provider'),
});

export const ContentTypeOut = ContentTypeSchema;
export const ContentMenuOut = ContentMenuSchema;

/** `dry_run: true` answers say what would be (present/dry-run.ts), in the same shape as the thing itself. */
export function orWould(key: 'would_create' | 'would_update', shape: TObject): TSchema {
  return Type.Union([shape, Type.Object({ dry_run: Type.Literal(true), [key]: Open('what it would be, in the same shape') })]);
}

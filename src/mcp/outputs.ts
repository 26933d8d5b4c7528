import { Type, type TObject, type TProperties, type TSchema } from '@fastify/type-provider-typebox';
import { ContentMenuSchema, ContentTypeSchema } from '../present/content-type.ts';
import { AgentSchema } from '../present/agent.ts';
import { ApiKeySchema } from '../present/api-key.ts';
import { AssetSchema } from '../present/asset.ts';
import { EntryCollection, EntrySchema } from '../present/entry.ts';
import { ReadinessCheckSchema } from '../present/readiness.ts';
import { LocaleSchema, SpaceSchema } from '../present/space.ts';
import { TranslationJobSchema } from '../present/translation.ts';
import { DeliverySchema, WebhookSchema } from '../present/webhook.ts';

/**
 * What tools answer (`outputSchema`, MCP 2025-06-18 and later): the same presenters as the REST
 * answers, so these name the keys an agent reads and their types, and leave the rest of a nested
 * object open (`additionalProperties`) where the REST reference (/docs) details it. Every result is
 * an object, as `structuredContent` must be.
 */

/** An object with the listed keys, all present, and possibly more. */
export const Obj = <P extends TProperties>(description: string, props: P) => Type.Object(props, { description, additionalProperties: true });

export const Open = (description: string) => Type.Object({}, { description, additionalProperties: true });

/**
 * A resource's answer for tools, derived from its one schema (present/): the keys an agent reads,
 * with their REST types and enums, and the rest of the object left open. tools/list publishes only
 * the keys' types and enums (mcp/registry.ts compactOutput), so REST and MCP cannot disagree on a
 * value set.
 */
export function pick<S extends TObject, K extends keyof S['properties'] & string>(description: string, schema: S, keys: readonly K[]): TObject {
  return Type.Object(Object.fromEntries(keys.map((k) => [k, schema.properties[k]])) as TProperties, { description, additionalProperties: true });
}

export const EntryOut = pick('an entry: sys (id, content_type, status, version, published_version, url, preview_url, …) and fields keyed by field API ID', EntrySchema, ['sys', 'fields']);

export const EntryListOut = pick('a page of entries', EntryCollection, ['total', 'skip', 'limit', 'total_exact', 'items', 'includes']);

export const AssetOut = pick('a file: sys (id, created_at, updated_at) and fields (title, alt, description, file with url, content_type, size, width, height)', AssetSchema, ['sys', 'fields']);

export const LocaleOut = pick('a language of the site', LocaleSchema, ['code', 'name', 'default', 'fallback_code']);

export const SpaceOut = pick('the site', SpaceSchema, ['sys', 'name', 'default_locale', 'production_url', 'preview_url', 'time_zone', 'locales', 'content_types']);

export const DeliveryOut = pick('one delivery of a deploy hook', DeliverySchema, ['id', 'status_code', 'ok', 'error']);

export const WebhookOut = pick('a deploy hook (never its secret)', WebhookSchema, ['id', 'name', 'kind', 'url', 'target', 'events', 'last_delivery', 'disabled', 'failing']);

export const ApiKeyOut = pick('a key (its token is never shown again)', ApiKeySchema, ['id', 'name', 'kind', 'can']);

export const AgentOut = pick('an agent', AgentSchema, ['id', 'name', 'revoked_at']);

export const ReadinessCheckOut = pick('an AI-readiness check of the live site', ReadinessCheckSchema, ['url', 'checked_at', 'passed', 'total', 'checks']);

export const TranslationJobOut = pick('a whole-site translation job', TranslationJobSchema, ['id', 'status', 'to', 'done', 'total', 'usage', 'from_memory']);

export const ContentTypeOut = ContentTypeSchema;
export const ContentMenuOut = ContentMenuSchema;

/** `dry_run: true` answers say what would be (present/dry-run.ts), in the same shape as the thing itself. */
export function orWould(key: 'would_create' | 'would_update', shape: TObject): TSchema {
  return Type.Union([shape, Type.Object({ dry_run: Type.Literal(true), [key]: Open('what it would be, in the same shape') })]);
}

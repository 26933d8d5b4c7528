import { Type } from '@fastify/type-provider-typebox';
import { createLocale } from '../../app/locales/create-locale.ts';
import { deleteLocale } from '../../app/locales/delete-locale.ts';
import { updateLocale } from '../../app/locales/update-locale.ts';
import { readDefaultLocale, readSpace } from '../../app/spaces/read-space.ts';
import { spaceWarnings } from '../../app/spaces/space-warnings.ts';
import { updateSpace } from '../../app/spaces/update-space.ts';
import { listContentTypeViews } from '../../app/content-types/views.ts';
import { llmsTxt } from '../../present/llms-txt.ts';
import { presentLocale, presentSpace } from '../../present/space.ts';
import { Nullable } from '../../present/nullable.ts';
import { LocaleOut, Obj, SpaceOut } from '../outputs.ts';
import { LocaleCode } from '../schemas.ts';
import { defineTool, write, writeOne, type ToolContext } from '../tool.ts';

const Fallback = Type.Optional(Nullable(LocaleCode('the language shown when a value is missing; null: none')));

async function spaceView(ctx: ToolContext) {
  const v = await readSpace(ctx.app.database.db, ctx.actor.spaceId);
  return presentSpace(v.space, v.locales, v.contentTypes);
}

const defaultLocale = (ctx: ToolContext) => readDefaultLocale(ctx.app.database.db, ctx.actor.spaceId);

export const siteTools = [
  defineTool({
    name: 'whoami',
    title: 'Who am I',
    description: 'Tells which key you are using: its kind (delivery, preview, management or agent), its name as shown in activity, the space it belongs to and its permissions. Call this first when unsure what you may do.',
    input: Type.Object({}, { additionalProperties: false }),
    output: Obj('the key you call with', {
      kind: Type.String({ description: 'delivery, preview, management or agent' }),
      name: Type.String({ description: 'its name, as activity shows it' }),
      space: Type.String({ description: 'the space it belongs to' }),
      can: Type.Array(Type.String(), { description: 'its permissions' }),
    }),
    needs: 'read',
    group: 'core',
    readOnly: true,
    run: async (ctx) => ({ kind: ctx.actor.kind, name: ctx.actor.name, space: ctx.actor.spaceId, can: [...ctx.actor.can] }),
  }),
  defineTool({
    name: 'get_space',
    title: 'Read the site',
    description: 'Reads the site (space): name, default language, all languages with their fallbacks, live and staging URLs, and the list of content types (api_id and name). Start here to learn what the site holds.',
    input: Type.Object({}, { additionalProperties: false }),
    output: SpaceOut,
    needs: 'read',
    group: 'core',
    readOnly: true,
    run: async (ctx) => spaceView(ctx),
  }),
  defineTool({
    name: 'get_llms_txt',
    title: 'Read the site guide (llms.txt)',
    description: 'Returns llms.txt: one markdown page with the whole content model (every type and field with its value format, help, options), the languages, an example create body per type and the endpoints. The quickest way to learn how to write valid entries.',
    input: Type.Object({}, { additionalProperties: false }),
    output: 'text',
    needs: 'read',
    group: 'core',
    readOnly: true,
    run: async (ctx) => {
      const { space, locales } = await readSpace(ctx.app.database.db, ctx.actor.spaceId);
      const types = await listContentTypeViews(ctx.app.database.db, space.id);
      return llmsTxt({ baseUrl: ctx.app.config.baseUrl, space, locales, types, actor: ctx.actor });
    },
  }),
  defineTool({
    name: 'update_space',
    title: 'Change site settings',
    description:
      'Changes site settings; unsent values stay. default_locale renames the default language and moves every value stored under the old code to the new one (it does not translate). Answers the site plus warnings about things set up halfway.',
    input: Type.Object(
      {
        production_url: Type.Optional(Nullable(Type.String({ description: 'live site URL, e.g. https://www.example.com; "" or null clears' }))),
        preview_url: Type.Optional(Nullable(Type.String({ description: 'staging site URL; "" or null clears' }))),
        default_locale: Type.Optional(LocaleCode('new code for the default language, e.g. "de"')),
        prefix_default_locale: Type.Optional(Type.Boolean({ description: 'true: URLs of the default language carry its prefix too (/en/…)' })),
        time_zone: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone of the analytics days and hours, e.g. "Europe/Berlin" (default UTC)' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('the site with its warnings', { ...SpaceOut.properties, warnings: Type.Array(Type.Unknown(), { description: 'what is set up halfway' }) }),
    needs: 'manage_webhooks',
    group: 'admin',
    idempotentHint: true,
    run: async (ctx, args) => {
      await write(ctx, (uow) => updateSpace(uow, args));
      const v = await readSpace(ctx.app.database.db, ctx.actor.spaceId);
      return { ...presentSpace(v.space, v.locales, v.contentTypes), warnings: await spaceWarnings(ctx.app.database.db, v.space, v.locales.length) };
    },
  }),
  defineTool({
    name: 'create_locale',
    title: 'Add a language',
    description: 'Adds a language to the site. code: two letters, optionally a region ("de", "de-AT"). name defaults to the language\'s own name. fallback_code: the language shown when a value is missing; defaults to the default language; null means no fallback.',
    input: Type.Object(
      {
        code: LocaleCode('language code, e.g. "fr" or "pt-BR"'),
        name: Type.Optional(Type.String({ description: 'its name; default: the language\'s own name ("Deutsch")' })),
        fallback_code: Fallback,
      },
      { additionalProperties: false },
    ),
    output: LocaleOut,
    needs: 'manage_model',
    group: 'model',
    idempotent: true,
    run: async (ctx, args) => writeOne(ctx, (uow) => createLocale(uow, args), async (row, db) => presentLocale(row, await readDefaultLocale(db, ctx.actor.spaceId))),
  }),
  defineTool({
    name: 'update_locale',
    title: 'Rename a language or change its fallback',
    description: 'Renames a language or changes which language fills in its missing values (fallback_code; null for none). Cycles of fallbacks are refused.',
    input: Type.Object(
      { code: LocaleCode('the language to change'), name: Type.Optional(Type.String({ description: 'its new name' })), fallback_code: Fallback },
      { additionalProperties: false },
    ),
    output: LocaleOut,
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    run: async (ctx, { code, ...patch }) => {
      const row = await write(ctx, (uow) => updateLocale(uow, code, patch));
      return presentLocale(row, await defaultLocale(ctx));
    },
  }),
  defineTool({
    name: 'delete_locale',
    title: 'Remove a language',
    description:
      'Removes a language. While entries hold values in it the call is refused (validation_failed says how many entries) unless delete_values is true, which deletes those values from every entry and version, published ones too. The default language cannot be removed.',
    input: Type.Object(
      {
        code: LocaleCode('the language to remove'),
        delete_values: Type.Optional(Type.Boolean({ default: false, description: 'true: also delete its values from every entry and version' })),
      },
      { additionalProperties: false },
    ),
    output: Obj('what was removed', { entries_changed: Type.Integer({ description: 'entries that lost values' }), locales: Type.Array(LocaleOut, { description: 'the languages left' }) }),
    needs: 'manage_model',
    group: 'model',
    idempotentHint: true,
    destructive: true,
    run: async (ctx, args) => {
      const r = await write(ctx, (uow) => deleteLocale(uow, args.code, args.delete_values === true));
      const def = await defaultLocale(ctx);
      return { entries_changed: r.entries_changed, locales: r.locales.map((l) => presentLocale(l, def)) };
    },
  }),
];

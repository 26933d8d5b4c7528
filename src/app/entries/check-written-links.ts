import type { UnitOfWork } from '../unit-of-work.ts';
import type { ContentTypeDefinition } from '../../domain/content-model/types.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import { collectValueLinks, emptyLinks, valueLinkProblems } from '../../domain/entries/links.ts';
import { fieldKey } from '../../domain/entries/publish-rules.ts';
import type { LocaleContext, StoredFields } from '../../domain/entries/types.ts';
import { loadLinkFacts } from './link-facts.ts';

/**
 * On create and edit, links in the fields just written must point at entries and files that
 * exist in the space, of allowed types (publish checks the rest). Ids are checked as sent; a
 * batch resolves `$name` references before calling.
 */
export async function checkWrittenLinks(uow: UnitOfWork, def: ContentTypeDefinition, stored: StoredFields, written: string[], ctx: LocaleContext): Promise<FieldErrors> {
  const fields = def.fields.filter((f) => written.includes(f.api_id) && !f.removed);
  const links = emptyLinks();
  for (const f of fields) for (const v of Object.values(stored[f.api_id] ?? {})) collectValueLinks(f, v, links);
  if (links.entries.size === 0 && links.assets.size === 0) return {};
  const facts = await loadLinkFacts(uow.trx, uow.actor.spaceId, links);
  const errors: FieldErrors = {};
  for (const f of fields) {
    for (const [code, v] of Object.entries(stored[f.api_id] ?? {})) {
      const problems = valueLinkProblems(f, v, facts, { publish: false });
      if (problems.length) errors[fieldKey(f.api_id, code, ctx)] = problems.join('; ');
    }
  }
  return errors;
}

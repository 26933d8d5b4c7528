import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeTool, TOOLS } from '../../src/mcp/registry.ts';

type Hints = { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint?: boolean };

/** r: read-only; d: destructive; i: idempotent (a repeat changes nothing more); o: open world (reaches outside the service). */
const EXPECTED: Record<string, string> = {
  whoami: 'r', get_space: 'r', get_llms_txt: 'r', list_content_types: 'r', get_content_type: 'r', get_quick_access: 'r',
  list_entries: 'r', search_entries: 'r', get_entry: 'r', list_versions: 'r', list_assets: 'r', get_asset: 'r',
  list_webhooks: 'r', list_api_keys: 'r', list_agents: 'r', get_answers: 'r', get_readiness: 'r', get_readiness_history: 'r',
  get_search_queries: 'r', get_translation_job: 'r', get_translation_settings: 'r', get_analytics: 'r', list_analytics_goals: 'r', list_activity: 'r',
  export_site: 'r', list_schedules: 'r', get_release: 'r', list_releases: 'r', validate_release: 'r',
  // Writes that add something each time.
  create_locale: '', create_content_type: '', add_field: '', create_entry: '', update_entry: '', restore_entry_version: '',
  publish_entry: '', unpublish_entry: '', archive_entry: '', unarchive_entry: '', upload_asset_data: '', batch: '',
  create_webhook: '', create_api_key: '', create_invite: '', schedule_entry: '', create_release: '', update_release: '',
  publish_release: '', schedule_release: '', revert_release: '', create_analytics_goal: '',
  // Writes that set a state: the same call again changes nothing more.
  update_space: 'i', update_locale: 'i', update_content_type: 'i', update_field: 'i', set_quick_access: 'i', set_order: 'i',
  update_asset: 'i', set_questions: 'i', set_glossary: 'i',
  // Deletions.
  delete_locale: 'di', delete_webhook: 'di', revoke_api_key: 'di', revoke_agent: 'di', cancel_schedule: 'di', delete_release: 'di',
  delete_entry: 'di', delete_asset: 'di', delete_analytics_goal: 'di',
  // Reaching outside: URLs fetched or posted to, AI providers asked.
  upload_asset: 'o', test_webhook: 'o', run_readiness_check: 'o', start_answers_run: 'o', translate_entry: 'o',
  start_translation_job: 'o', resume_translation_job: 'o',
};

const hintsOf = (flags: string): Hints => {
  const readOnly = flags.includes('r');
  return {
    ...(readOnly ? { readOnlyHint: true } : { destructiveHint: flags.includes('d'), ...(flags.includes('i') ? { idempotentHint: true } : {}) }),
    openWorldHint: flags.includes('o'),
  };
};

describe('MCP tool annotations', () => {
  it('say what each tool does to the site and the world', () => {
    for (const t of TOOLS) {
      if (!(t.name in EXPECTED)) continue;
      assert.deepEqual(describeTool(t).annotations, hintsOf(EXPECTED[t.name]), t.name);
    }
  });

  it('follow the naming rules for every tool, those added later too', () => {
    for (const t of TOOLS) {
      const a = describeTool(t).annotations as Hints;
      assert.equal(typeof a.openWorldHint, 'boolean', `${t.name}: open world said (MCP's default is true)`);
      if (a.readOnlyHint) assert.equal(a.destructiveHint, undefined, `${t.name}: read-only, so neither destructive nor idempotent`);
      else assert.equal(typeof a.destructiveHint, 'boolean', `${t.name}: destructive said (MCP's default is true)`);
      if (/^(get|list|search)_/.test(t.name)) assert.equal(a.readOnlyHint, true, `${t.name} reads`);
      if (/^(delete|revoke)_/.test(t.name)) assert.deepEqual([a.destructiveHint, a.idempotentHint], [true, true], `${t.name} deletes`);
      if (/^(create|add|upload|publish|unpublish|archive|unarchive|schedule|start|translate)_/.test(t.name)) assert.notEqual(a.readOnlyHint, true, `${t.name} writes`);
      if (/^(upload_asset$|test_webhook|run_readiness_check|translate_|start_translation|resume_translation|start_answers)/.test(t.name)) assert.equal(a.openWorldHint, true, `${t.name} reaches outside`);
    }
  });

  it('cover every tool of the registry in the table', () => {
    const missing = TOOLS.map((t) => t.name).filter((n) => !(n in EXPECTED));
    // New tools are held to the naming rules above until they are added here.
    assert.ok(missing.length <= 6, `add these tools to the table: ${missing.join(', ')}`);
    const gone = Object.keys(EXPECTED).filter((n) => !TOOLS.some((t) => t.name === n));
    assert.deepEqual(gone, [], 'the table names only tools that exist');
  });
});

import path from 'node:path';

/**
 * The import rule of docs/ARCHITECTURE.md, checked on every relative import under src/:
 * `domain ← app ← {http, mcp, oauth, workers, cli}`. Adapters never import each other; what
 * several of them share lives below them in src/present. Only app/ (and db itself) reaches db/
 * at run time; adapters and presenters may name its row types (`import type`). Like
 * import/no-restricted-paths, but it resolves the path itself, so no plugin is needed.
 *
 * Each layer lists what it may import. `types:` entries allow type-only imports; a path with a
 * file name allows that one module (HTTP hosts the MCP endpoint; the CLI boots the service).
 */
const BELOW_ADAPTERS = ['present', 'app', 'domain', 'config', 'types:db'];
export const LAYERS = {
  domain: ['domain'],
  db: ['db', 'domain', 'config'],
  integrations: ['integrations', 'domain', 'config'],
  app: ['app', 'domain', 'db', 'integrations', 'config'],
  present: ['present', 'app', 'domain', 'config', 'types:db'],
  http: ['http', ...BELOW_ADAPTERS, 'mcp/handle.ts'],
  mcp: ['mcp', ...BELOW_ADAPTERS],
  oauth: ['oauth', ...BELOW_ADAPTERS],
  workers: ['workers', ...BELOW_ADAPTERS],
  cli: ['cli', ...BELOW_ADAPTERS, 'db/client.ts', 'main.ts'],
  config: [],
  main: null, // src/main.ts boots everything
};

const HINT = {
  db: 'call an operation in src/app instead (add a thin one if none fits)',
  http: 'move what both need to src/present (presenters, shared schemas) or src/app (rules)',
  mcp: 'move what both need to src/present or src/app',
  oauth: 'move what both need to src/present or src/app',
  workers: 'move what both need to src/app',
  cli: 'move what both need to src/present or src/app',
  integrations: 'reach outside services through an operation in src/app',
  app: 'domain rules take plain values; let the operation look things up and pass them in',
  present: 'presenters are for adapters; operations return rows or views',
};

/** 'src/http/routes/x.ts' → { layer: 'http', rest: 'routes/x.ts' }; null outside src/. */
function locate(root, file) {
  const rel = path.relative(path.join(root, 'src'), file).split(path.sep).join('/');
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split('/');
  if (rest.length === 0) return { layer: first.replace(/\.ts$/, ''), rest: first };
  return { layer: first, rest: rest.join('/') };
}

function allowed(from, to, typeOnly) {
  const rules = LAYERS[from.layer];
  if (rules === undefined || rules === null) return true;
  if (from.layer === to.layer) return true;
  const target = to.layer === to.rest.replace(/\.ts$/, '') ? to.rest : `${to.layer}/${to.rest}`;
  return rules.some((r) => r === to.layer || r === target || (typeOnly && r === `types:${to.layer}`));
}

const isTypeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point one way: domain ← app ← adapters; no adapter imports another (docs/ARCHITECTURE.md).' },
    schema: [],
    messages: { wrongWay: 'src/{{from}} must not import src/{{to}}: {{hint}} (docs/ARCHITECTURE.md "Layers").' },
  },
  create(context) {
    const root = context.cwd;
    const from = locate(root, context.filename);
    if (!from) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(root, path.resolve(path.dirname(context.filename), source));
      if (!to || allowed(from, to, typeOnly)) return;
      context.report({ node, messageId: 'wrongWay', data: { from: from.layer, to: to.layer, hint: HINT[to.layer] ?? 'keep imports pointing down the layers' } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

/** Calls that start a query or a transaction on a Kysely instance (or a transaction). */
const QUERY_STARTS = new Set(['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'transaction', 'startTransaction', 'connection']);
/** The one module that begins and ends transactions (STYLE 4). */
const TRANSACTION_OWNER = 'app/unit-of-work.ts';

/**
 * SQL only in repositories (STYLE 9): outside src/db no module builds a query, imports
 * kysely's values (`sql`, the query builder) or opens a transaction; operations call a function
 * of src/db/repos with the unit of work's `trx`, and only `runUnitOfWork` begins a transaction.
 * Type imports of kysely (`Kysely<DB>`, `Selectable`) stay allowed.
 */
export const sqlInReposRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Queries live in src/db/repos; only runUnitOfWork opens a transaction (docs/ARCHITECTURE.md).' },
    schema: [],
    messages: {
      query: '`.{{name}}()` outside src/db: write the query as a function in src/db/repos and call it with the unit of work\'s trx (docs/ARCHITECTURE.md "Layers").',
      transaction: '`.{{name}}()` outside src/app/unit-of-work.ts: take a `uow` and let runUnitOfWork own the transaction (docs/ARCHITECTURE.md "The write path").',
      kysely: 'importing kysely values outside src/db: queries and `sql` belong in src/db/repos (`import type` is fine).',
    },
  },
  create(context) {
    const from = locate(context.cwd, context.filename);
    if (!from || from.layer === 'db') return {};
    const ownsTransactions = `${from.layer}/${from.rest}` === TRANSACTION_OWNER;
    return {
      ImportDeclaration(node) {
        if (node.source.value === 'kysely' && !isTypeOnly(node)) context.report({ node, messageId: 'kysely' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (!QUERY_STARTS.has(name)) return;
        const isTransaction = name === 'transaction' || name === 'startTransaction' || name === 'connection';
        if (isTransaction && ownsTransactions) return;
        context.report({ node, messageId: isTransaction ? 'transaction' : 'query', data: { name } });
      },
    };
  },
};

export default { rules: { layers: layersRule, 'sql-in-repos': sqlInReposRule } };

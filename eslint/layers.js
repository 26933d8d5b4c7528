import path from 'node:path';

/**
 * The import rule of docs/ARCHITECTURE.md, checked on every relative import under src/:
 * `domain ← runtime ← app ← {http, mcp, oauth, workers, cli}`. The runtime layer is the machinery
 * several nodes share (commit bus, node registry, cache gates, Redis counters): below the
 * operations, which ask it whether their caches may be trusted; main.ts starts it and hands it
 * the unit of work's hooks (it may name app types only). Adapters never import each other; what
 * several of them share lives below them in src/present. Only app/ (and db itself) reaches db/
 * at run time; adapters and presenters may name its row types (`import type`). Like
 * import/no-restricted-paths, but it resolves the path itself, so no plugin is needed.
 *
 * Each layer lists what it may import. `types:` entries allow type-only imports; a path with a
 * file name allows that one module (HTTP hosts the MCP endpoint; the CLI boots the service).
 * Presenters may name what an operation returns (`import type`), never call one: the adapter
 * runs the operation and hands the presenter its result.
 */
const BELOW_ADAPTERS = ['present', 'app', 'runtime', 'domain', 'config', 'types:db'];
export const LAYERS = {
  domain: ['domain'],
  db: ['db', 'domain', 'config'],
  integrations: ['integrations', 'domain', 'config'],
  runtime: ['runtime', 'domain', 'db', 'integrations', 'config', 'types:app'],
  app: ['app', 'runtime', 'domain', 'db', 'integrations', 'config'],
  present: ['present', 'types:app', 'domain', 'config', 'types:db'],
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
  runtime: 'the runtime sits above domain, db and integrations: pass what they need in',
  present: 'presenters are for adapters; operations return rows or views',
};
/** Hints that depend on who imports, not only on what. */
const HINT_FROM = {
  'present→app': 'a presenter maps what an operation returned; the adapter calls the operation and passes the result in (`import type` of its views is fine; shared pure helpers belong in src/domain)',
};

/** The string a module specifier names: a string literal, or a template literal without `${}`; else null. */
export function staticString(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

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
    messages: {
      wrongWay: 'src/{{from}} must not import src/{{to}}: {{hint}} (docs/ARCHITECTURE.md "Layers").',
      computedImport: 'import() of a computed path: the layer rule cannot see where it points; name the module with a string (docs/ARCHITECTURE.md "Layers").',
    },
  },
  create(context) {
    const root = context.cwd;
    const from = locate(root, context.filename);
    if (!from) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(root, path.resolve(path.dirname(context.filename), source));
      if (!to || allowed(from, to, typeOnly)) return;
      const hint = HINT_FROM[`${from.layer}→${to.layer}`] ?? HINT[to.layer] ?? 'keep imports pointing down the layers';
      context.report({ node, messageId: 'wrongWay', data: { from: from.layer, to: to.layer, hint } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression(node) {
        // `import(\`../x.ts\`)` is checked like a string; a path built at run time cannot be checked at all.
        const source = staticString(node.source);
        if (source === null) context.report({ node, messageId: 'computedImport' });
        else check(node, source, false);
      },
    };
  },
};

/** Calls that start a query or a transaction on a Kysely instance (or a transaction). */
const QUERY_STARTS = new Set(['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'transaction', 'startTransaction', 'connection']);
/**
 * Names no other object in the code base has, so taking them out of an object by destructuring
 * can only mean a query builder (`transaction` and `connection` are ordinary words elsewhere).
 */
const QUERY_ONLY = new Set(['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'startTransaction']);
/** `a.b` → 'b'; `a['b']` or a template literal without `${}` → 'b'; else null. */
function memberName(node) {
  if (!node.computed) return node.property.type === 'Identifier' ? node.property.name : null;
  return staticString(node.property);
}
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
    const report = (node, name) => {
      const isTransaction = name === 'transaction' || name === 'startTransaction' || name === 'connection';
      if (isTransaction && ownsTransactions) return;
      context.report({ node, messageId: isTransaction ? 'transaction' : 'query', data: { name } });
    };
    return {
      ImportDeclaration(node) {
        if (node.source.value === 'kysely' && !isTypeOnly(node)) context.report({ node, messageId: 'kysely' });
      },
      // `db.selectFrom(…)`, and the ways around the dot: `db['selectFrom'](…)`,
      // `db.selectFrom.call(db, …)`, `const { selectFrom } = db`. A name built at run time
      // (`db[name]`) is not seen; nobody writes that by accident.
      MemberExpression(node) {
        const name = memberName(node);
        if (name === null || !QUERY_STARTS.has(name)) return;
        const parent = node.parent;
        const called = parent.type === 'CallExpression' && parent.callee === node;
        const viaFunction = parent.type === 'MemberExpression' && parent.object === node && ['call', 'apply', 'bind'].includes(memberName(parent) ?? '');
        if (!called && !viaFunction && !node.computed) return;
        report(parent.type === 'CallExpression' ? parent : node, name);
      },
      ObjectPattern(node) {
        for (const prop of node.properties) {
          if (prop.type !== 'Property') continue;
          const name = prop.computed ? staticString(prop.key) : prop.key.type === 'Identifier' ? prop.key.name : staticString(prop.key);
          if (name !== null && QUERY_STARTS.has(name) && QUERY_ONLY.has(name)) report(prop, name);
        }
      },
    };
  },
};

/** Modules that reach outside the process: files, sockets, other processes, threads, servers. */
const IO_MODULES = new Set([
  'fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'dns', 'dns/promises', 'dgram', 'tls',
  'worker_threads', 'cluster', 'readline', 'readline/promises', 'sqlite', 'inspector', 'os',
  'pg', 'redis', 'maxmind', 'sharp', '@aws-sdk/client-s3', 'undici',
]);
const isIoModule = (source) => IO_MODULES.has(source.replace(/^node:/, ''));

/**
 * Domain rules are pure (STYLE "pure rules in src/domain"): no I/O module and no clock. A rule
 * that needs the time takes `now` from its caller, so it is tested as a table with any date and
 * every node applies it to the same instant. `new Date(x)` and `Date.parse` stay: they convert.
 * The domain holds no exception today; one would be listed here with its reason.
 */
const PURE_DOMAIN_EXCEPTIONS = {};

export const pureDomainRule = {
  meta: {
    type: 'problem',
    docs: { description: 'src/domain does no I/O and reads no clock; `now` is passed in (docs/ARCHITECTURE.md).' },
    schema: [],
    messages: {
      io: 'src/domain must not import {{name}}: domain rules take plain values; let the operation in src/app do the I/O and pass the result in (docs/ARCHITECTURE.md "Layers").',
      clock: 'src/domain must not read the clock ({{what}}): take `now` as a parameter and let the caller pass it (docs/ARCHITECTURE.md "Layers").',
    },
  },
  create(context) {
    const from = locate(context.cwd, context.filename);
    if (!from || from.layer !== 'domain' || PURE_DOMAIN_EXCEPTIONS[from.rest]) return {};
    const checkSource = (node, sourceNode) => {
      const source = sourceNode && staticString(sourceNode);
      if (source !== null && source !== undefined && isIoModule(source)) context.report({ node, messageId: 'io', data: { name: source } });
    };
    const clock = (node, what) => context.report({ node, messageId: 'clock', data: { what } });
    const isGlobal = (node, name) => node.type === 'Identifier' && node.name === name;
    return {
      ImportDeclaration: (node) => checkSource(node, node.source),
      ExportNamedDeclaration: (node) => checkSource(node, node.source),
      ExportAllDeclaration: (node) => checkSource(node, node.source),
      ImportExpression: (node) => checkSource(node, node.source),
      CallExpression(node) {
        const c = node.callee;
        if (isGlobal(c, 'Date')) clock(node, 'Date()');
        if (c.type !== 'MemberExpression') return;
        const name = memberName(c);
        if (name === 'now' && (isGlobal(c.object, 'Date') || isGlobal(c.object, 'performance'))) clock(node, `${c.object.name}.now()`);
      },
      NewExpression(node) {
        if (isGlobal(node.callee, 'Date') && node.arguments.length === 0) clock(node, 'new Date()');
      },
    };
  },
};

/**
 * The dashboard (web/) is a separate program that talks to the server over HTTP only: importing
 * src/ would bundle server code into the browser (or tie its types to the server's inside).
 * The shapes it needs are declared in web/src/types.ts from the API's documented JSON.
 */
export const dashboardApartRule = {
  meta: {
    type: 'problem',
    docs: { description: 'web/ never imports src/: the dashboard is an HTTP client of the API.' },
    schema: [],
    messages: { server: 'web/ must not import server code ({{source}}): call the API over HTTP (web/src/api.ts) and declare the JSON shape in web/src/types.ts.' },
  },
  create(context) {
    const root = context.cwd;
    const rel = path.relative(path.join(root, 'web'), context.filename);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {};
    const src = path.join(root, 'src');
    const check = (node, sourceNode) => {
      const source = sourceNode && staticString(sourceNode);
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path.relative(src, path.resolve(path.dirname(context.filename), source));
      if (!to.startsWith('..') && !path.isAbsolute(to)) context.report({ node, messageId: 'server', data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { layers: layersRule, 'sql-in-repos': sqlInReposRule, 'pure-domain': pureDomainRule, 'dashboard-apart': dashboardApartRule } };

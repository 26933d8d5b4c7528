import path from 'node:path';

/** The module that decides who may do what and builds every refusal (docs/people.md "Who may do what"). */
const PERMISSION_MODULE = 'src/domain/permissions.ts';
/** The functions only that module defines: a second `requirePermission` would drift from the first. */
const OWNED = new Set(['requirePermission', 'requireContentType', 'keyCannot']);

const isKeyCannot = (node) => node?.type === 'Literal' && node.value === 'key_cannot';

/**
 * One way to refuse: outside src/domain/permissions.ts no module builds a `key_cannot` error
 * (`appError('key_cannot', …)`, `new AppError('key_cannot', …)`) or defines its own
 * requirePermission / requireContentType / keyCannot; they call the permission module, so every
 * refusal has the same wording, the same `details` and the same fix.
 */
export const oneRefusalRule = {
  meta: {
    type: 'problem',
    docs: { description: 'key_cannot errors come only from src/domain/permissions.ts.' },
    schema: [],
    messages: {
      build: 'a key_cannot error built by hand: call requirePermission, requireContentType or keyCannot of src/domain/permissions.ts instead.',
      define: '`{{name}}` is defined in src/domain/permissions.ts only: import it from there.',
    },
  },
  create(context) {
    const rel = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    if (rel === PERMISSION_MODULE || !rel.startsWith('src/')) return {};
    const define = (node, name) => {
      if (OWNED.has(name)) context.report({ node, messageId: 'define', data: { name } });
    };
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'appError' && isKeyCannot(node.arguments[0])) context.report({ node, messageId: 'build' });
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'AppError' && isKeyCannot(node.arguments[0])) context.report({ node, messageId: 'build' });
      },
      FunctionDeclaration(node) {
        if (node.id) define(node, node.id.name);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && node.init && (node.init.type === 'ArrowFunctionExpression' || node.init.type === 'FunctionExpression')) define(node, node.id.name);
      },
    };
  },
};

export default { rules: { 'one-refusal': oneRefusalRule } };

import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';
import { astNodes, type AstNode } from './ast-nodes';

const CONTRACT_FILE = /[\\/]contract[\\/].+\.ts$/;

/** Every call and `new` in `value`, not descending into functions: their bodies run only when called. */
function* calls(value: unknown): Generator<AstNode> {
  for (const node of astNodes(value, (n) => !/Function/.test(n.type))) if (node.type === 'CallExpression' || node.type === 'NewExpression') yield node;
}

/**
 * Marks the calls in contract/'s top-level declarations as pure for the app's bundles. contract/
 * only declares (schemas built with valibot and the project's own schema helpers, constants,
 * formatters: it imports nothing but valibot), but a bundler cannot tell that a call such as
 * `envelopeSchema(v.object(…))` or `text(LIMITS.short, 'name')` has no side effects, so it kept
 * every schema of a contract file wherever one export of it was used. With the mark, a page ships
 * the schemas it uses.
 */
export function pureContract(): Plugin {
  return {
    name: 'freely:pure-contract',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id) || id.endsWith('.test.ts')) return undefined;
      const { program } = parseSync(id, code);
      const out = new MagicString(code);
      for (const statement of program.body as AstNode[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const call of calls(declaration.declarations)) out.appendLeft(call.start, '/* @__PURE__ */ ');
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : undefined;
    },
  };
}

import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

const CONTRACT_FILE = /[\\/]contract[\\/].+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every call and `new` in `value`, not descending into functions: their bodies run only when called. */
function* calls(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* calls(item);
  else if (isNode(value)) {
    if (/Function/.test(value.type)) return;
    if (value.type === 'CallExpression' || value.type === 'NewExpression') yield value;
    for (const [key, child] of Object.entries(value)) if (key !== 'type' && typeof child === 'object') yield* calls(child);
  }
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
      for (const statement of program.body as Node[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const call of calls(declaration.declarations)) out.appendLeft(call.start, '/* @__PURE__ */ ');
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : undefined;
    },
  };
}

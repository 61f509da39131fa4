import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';
import { astNodes, type AstNode } from './ast-nodes';

/** The parts of a call description the app uses only for types: the server validates them. */
const REQUEST_PARTS = new Set(['params', 'query', 'headers', 'body']);
const CALL_FILE = /[\\/]contract[\\/]calls[\\/][^\\/]+\.ts$/;


/**
 * Removes the request schemas from the descriptions in contract/calls/ for the app's bundles.
 * `apiCall` types what it sends from them at compile time but never reads them at run time (only
 * the service, method, path, encoding, kind and the answer's schema), and a bundler cannot drop
 * one property of an object it keeps, so without this every request schema of every call a
 * page makes, and the valibot code behind them, would ship to the phone. The server and the
 * tests do not go through Vite's build and keep them.
 */
export function stripRequestSchemas(): Plugin {
  return {
    name: 'freely:strip-request-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CALL_FILE.test(id)) return undefined;
      const { program } = parseSync(id, code);
      const out = new MagicString(code);
      for (const node of astNodes(program)) {
        const callee = node.callee as AstNode | undefined;
        if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineCall') continue;
        const [description] = node.arguments as AstNode[];
        if (description?.type !== 'ObjectExpression') continue;
        for (const property of description.properties as AstNode[]) {
          const key = property.key as AstNode | undefined;
          if (property.type !== 'Property' || key?.type !== 'Identifier' || !REQUEST_PARTS.has(key.name as string)) continue;
          const end = /^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0;
          out.remove(property.start, property.end + end);
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : undefined;
    },
  };
}

/** A node of the ESTree that Vite's `parseSync` returns, as the build plugins read it. */
export type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Every node in `value`, depth first; a node `enter` refuses is skipped with all it holds. */
export function* astNodes(value: unknown, enter: (node: AstNode) => boolean = () => true): Generator<AstNode> {
  if (Array.isArray(value)) for (const item of value) yield* astNodes(item, enter);
  else if (isNode(value) && enter(value)) {
    yield value;
    for (const [key, child] of Object.entries(value)) if (key !== 'type' && typeof child === 'object') yield* astNodes(child, enter);
  }
}

// @ts-check
/**
 * Import cycles among a tree's TypeScript modules: every import counts — static, type-only,
 * re-exports (`export * as x from` included), `import()` and `import('…').Type` — read from
 * TypeScript's own syntax tree. Groups of files that reach each other (Tarjan's strongly
 * connected components) are the cycles; a file importing itself is one too.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

/** Every .ts/.tsx file under `dir` for which `keep(path)` holds. */
export function sourceFiles(
  /** @type {string} */ dir,
  /** @type {(path: string) => boolean} */ keep = () => true,
) {
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path, keep));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts') && keep(path)) files.push(path);
  }
  return files;
}

/** The file a relative specifier names, or null for a package or a file outside `known`. */
function resolveSpecifier(
  /** @type {string} */ from,
  /** @type {string} */ specifier,
  /** @type {Set<string>} */ known,
) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Every module specifier `source` names, in any import or export form. */
export function specifiersOf(
  /** @type {string} */ source,
  /** @type {string} */ fileName = 'x.tsx',
) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const found = [];
  const literal = (/** @type {ts.Node | undefined} */ node) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      literal(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The import graph of `files`: each file's imports within the set.
 * @returns {Map<string, string[]>}
 */
export function importGraph(/** @type {string[]} */ files) {
  const known = new Set(files.map((file) => resolve(file)));
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of known) {
    const targets = specifiersOf(readFileSync(file, 'utf8'), file)
      .map((specifier) => resolveSpecifier(file, specifier, known))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of `graph`, each a list of files (sorted), largest first.
 * @returns {string[][]}
 */
export function findCycles(/** @type {Map<string, string[]>} */ graph) {
  let index = 0;
  /** @type {Map<string, number>} */
  const indices = new Map();
  /** @type {Map<string, number>} */
  const lowest = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];

  const visit = (/** @type {string} */ node) => {
    indices.set(node, index);
    lowest.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (lowest.get(node) === indices.get(node)) {
      /** @type {string[]} */
      const group = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles.sort((a, b) => b.length - a.length);
}

/** Cycles printed with paths relative to `root`. */
export function describeCycles(/** @type {string[][]} */ cycles, /** @type {string} */ root) {
  return cycles.map(
    (group) => `${group.length} files: ${group.map((file) => relative(root, file)).join(', ')}`,
  );
}

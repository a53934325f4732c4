// @ts-check
/**
 * package.json "exports" is a promise to consumers: every path in it must exist after a build,
 * and every element the build emits must be importable on its own (product-rules §2.1).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file path named anywhere in an "exports" map (conditions and subpaths flattened). */
export function exportTargets(/** @type {unknown} */ exportsField) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {unknown} */ value) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(exportsField);
  return [...new Set(found)];
}

/**
 * Problems with a package's exports after a build: targets that do not exist (wildcard targets are
 * skipped), and built elements (`dist/elements/<name>/index.js`) with no `./<name>` export.
 */
export function exportProblems(
  /** @type {string} */ root,
  /** @type {Record<string, unknown>} */ pkg,
) {
  const problems = [];
  for (const target of exportTargets(pkg.exports)) {
    if (target.includes('*')) continue;
    if (!existsSync(join(root, target))) problems.push(`exports target ${target} does not exist`);
  }
  const elementsDir = join(root, 'dist/elements');
  const exportsMap = /** @type {Record<string, unknown>} */ (
    pkg.exports && typeof pkg.exports === 'object' ? pkg.exports : {}
  );
  if (existsSync(elementsDir)) {
    for (const dir of readdirSync(elementsDir, { withFileTypes: true })) {
      if (!dir.isDirectory() || !existsSync(join(elementsDir, dir.name, 'index.js'))) continue;
      if (!(`./${dir.name}` in exportsMap)) {
        problems.push(
          `dist/elements/${dir.name}/index.js is built but package.json has no "./${dir.name}" export`,
        );
      }
    }
  }
  return problems;
}

/**
 * Problems with custom-elements.json (package.json "customElements"): every module must be a
 * shipped file, and every built element must be listed with a custom-element-definition export
 * naming its class in that file, so IDEs and Storybook find the tag where it is defined.
 */
export function manifestProblems(
  /** @type {string} */ root,
  /** @type {Record<string, unknown>} */ pkg,
) {
  const file = typeof pkg.customElements === 'string' ? pkg.customElements : null;
  if (!file) return ['package.json has no "customElements" field'];
  if (!existsSync(join(root, file))) return [`${file} does not exist`];
  /** @type {{ modules?: Array<{ path: string, exports?: Array<{ kind: string, name: string, declaration?: { name: string, module?: string } }> }> }} */
  const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
  const problems = [];
  const defined = new Set();
  // In path order, so every build lists the elements alike (the configurator shows them so).
  const paths = (manifest.modules ?? []).map((mod) => mod.path);
  if (paths.some((path, i) => i > 0 && path < paths[i - 1]))
    problems.push(`${file}: modules are not in path order (${paths.join(', ')})`);
  for (const mod of manifest.modules ?? []) {
    if (!existsSync(join(root, mod.path)))
      problems.push(`${file}: module ${mod.path} is not shipped`);
    for (const entry of mod.exports ?? []) {
      if (entry.kind !== 'custom-element-definition') continue;
      defined.add(mod.path);
      if (entry.declaration?.module && entry.declaration.module !== mod.path) {
        problems.push(
          `${file}: <${entry.name}> points at ${entry.declaration.module}, not ${mod.path}`,
        );
      }
    }
  }
  const elementsDir = join(root, 'dist/elements');
  if (existsSync(elementsDir)) {
    for (const dir of readdirSync(elementsDir, { withFileTypes: true })) {
      const path = `dist/elements/${dir.name}/index.js`;
      if (dir.isDirectory() && existsSync(join(root, path)) && !defined.has(path)) {
        problems.push(`${file}: ${path} defines an element the manifest does not list`);
      }
    }
  }
  return problems;
}

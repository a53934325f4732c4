/**
 * custom-elements.json, generated at build time from the element classes' JSDoc
 * (@tag @attr @event @slot @csspart @cssproperty), for editors, Storybook and documentation tools.
 * The analyzer reads src/; the manifest describes what ships: each element's module is its npm
 * entry in dist/ (`dist/elements/<name>/index.js`), which exports the class and defines the tag.
 */

/** `src/elements/<name>/<Class>Element.ts` → `dist/elements/<name>/index.js`. */
const shippedPath = (path) =>
  path.replace(/^src\/elements\/([^/]+)\/[^/]+\.ts$/, 'dist/elements/$1/index.js');

/** Point every module, declaration reference and export at the shipped file; add the definitions. */
function shippedModules() {
  return {
    name: 'cinema-shipped-modules',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists files in the order the file system gave them, which differs between
      // runs and machines; by path, the manifest (and the configurator built from it) is stable.
      customElementsManifest.modules.sort((a, b) =>
        a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
      );
      for (const mod of customElementsManifest.modules) {
        mod.path = shippedPath(mod.path);
        const exports = (mod.exports ?? []).filter((e) => e.kind !== 'custom-element-definition');
        for (const e of exports) {
          if (e.declaration?.module) e.declaration.module = shippedPath(e.declaration.module);
        }
        for (const declaration of mod.declarations ?? []) {
          if (declaration.customElement && declaration.tagName) {
            exports.push({
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: mod.path },
            });
          }
        }
        mod.exports = exports;
      }
    },
  };
}

export default {
  globs: ['src/elements/*/*Element.ts'],
  outdir: 'dist',
  plugins: [shippedModules()],
};

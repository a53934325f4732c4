/**
 * custom-elements.json, generated at build time from the element classes' JSDoc
 * (@tag @attr @event @slot @csspart @cssproperty), for editors and documentation tools.
 */
export default {
  globs: ['src/elements/*/*Element.ts'],
  outdir: 'dist',
};

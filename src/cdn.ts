/**
 * The CDN entry (`dist/cdn/cinema-elements.js`, product-rules §2.1): loading it as a module defines
 * every element. It also exports the root API for pages that import it.
 */
import { defineAll } from './index';

defineAll();

export * from './index';
/**
 * For the build, not for pages: the entry ends with a call naming each tag's chunks, so an
 * element's tree and its imports download together (scripts/lib/modulePreloads.mjs).
 */
export { registerElementChunks } from './dom/elementChunks';

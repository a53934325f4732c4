/**
 * The CDN entry (`dist/cdn/cinema-elements.js`, CONTRACT §1): loading it as a module defines
 * every element. It also exports the root API for pages that import it.
 */
import { defineAll } from './index';

defineAll();

export * from './index';

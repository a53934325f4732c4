/**
 * What the CDN loader (`src/cdn.ts`) imports the first time it sees an element: React, r2wc, the
 * element shells and the page runtime in one chunk, and every tag defined. It exports nothing (a
 * page reaches a class through `customElements.get(tag)`): each name re-exported here would cost
 * every first view.
 */
import { defineAll } from './index';
import { treesOnPage } from './elements/treesOnPage';

// The trees of the elements already on the page first, so each renders in its first commit.
await treesOnPage();
defineAll();

/**
 * True once this module ran. The package is marked free of side effects, so a module with no
 * export would be dropped by the bundler, its `defineAll()` with it.
 */
export const defined = true;

/**
 * A Vue 3 app (test/hosts/vue) using the elements from the CDN bundle: an in-browser compiled
 * template with `compilerOptions.isCustomElement`, attributes bound to state, `@cinema-…`
 * listeners, and route changes that unmount and remount them. The app loads the elements after it
 * mounts, so without `isCustomElement` Vue warns "Failed to resolve component" and both tests fail
 * (tried: they do).
 */
import { test } from '../support/test';
import { defineHostAppTests } from './hostAppTests';

test.describe('Vue 3 host app', () => defineHostAppTests('vue'));

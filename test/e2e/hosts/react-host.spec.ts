/**
 * A React 19 app (test/hosts/react) using the elements from the npm subpath entries: JSX,
 * attributes from state, `oncinema-…` event props, and route changes that unmount and remount them.
 */
import { test } from '../support/test';
import { defineHostAppTests } from './hostAppTests';

test.describe('React 19 host app', () => defineHostAppTests('react'));

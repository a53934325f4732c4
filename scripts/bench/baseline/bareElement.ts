/**
 * The bare baseline's entry (built by ../buildBaseline.ts, one build per measured tag): React 19
 * and r2wc, the same tag with an open shadow root and the same attributes as props, and one lazily
 * imported chunk holding the first view. Nothing else: no store, no styles, no data fetching.
 */
import r2wc from '@r2wc/react-to-web-component';
import * as React from 'react';
import type { createBareTree as CreateBareTree } from './bareTree';

declare const __BENCH_TAG__: string;
/** The props, space-separated (a string define stays inline). */
declare const __BENCH_PROPS__: string;

// Built on its own beside the entry (see buildBaseline.ts), so imported by URL.
const treeUrl = new URL('./bareTree.js', import.meta.url).href;
const Tree = React.lazy(() =>
  (import(treeUrl) as Promise<{ createBareTree: typeof CreateBareTree }>).then(
    ({ createBareTree }) => ({
      default: createBareTree(React),
    }),
  ),
);

function BareElement(props: Record<string, unknown>) {
  return React.createElement(React.Suspense, { fallback: null }, React.createElement(Tree, props));
}

customElements.define(
  __BENCH_TAG__,
  r2wc(BareElement, {
    shadow: 'open',
    props: __BENCH_PROPS__.split(' ').filter(Boolean),
  }) as CustomElementConstructor,
);

import type { ComponentType } from 'react';
import { preloadElementChunks } from '../dom/elementChunks';
import { LazyChunk } from './payment/ChunkBoundary';

/** Shown when an element's own code cannot be fetched (offline, or a deploy removed the chunk). */
export const ELEMENT_LOAD_ERROR_MESSAGE =
  "This part of the page couldn't be loaded. Check your connection and try again.";

/**
 * An element's own React tree, loaded the first time an element of `tag` renders: the CDN entry
 * defines every tag, but a page downloads only the trees of the elements it holds, the tree and
 * the chunks it imports at once (src/dom/elementChunks.ts). While the chunk loads the element
 * shows a spinner in its reserved space; a failed load offers a retry.
 */
export function lazyElementTree<P extends object>(
  tag: string,
  load: () => Promise<ComponentType<P>>,
  loadingLabel: string,
): ComponentType<P> {
  const loadTree = () => {
    preloadElementChunks(tag);
    return load().then((Tree) => ({ default: Tree }));
  };
  function LazyElementTree(props: P) {
    return (
      <LazyChunk
        load={loadTree}
        props={props}
        loadingLabel={loadingLabel}
        message={ELEMENT_LOAD_ERROR_MESSAGE}
      />
    );
  }
  return LazyElementTree;
}

import { useState } from 'react';
import type { ComponentType } from 'react';
import { ChunkBoundary, lazyChunk } from './payment/ChunkBoundary';

/** Shown when an element's own code cannot be fetched (offline, or a deploy removed the chunk). */
export const ELEMENT_LOAD_ERROR_MESSAGE =
  "This part of the page couldn't be loaded. Check your connection and try again.";

/**
 * An element's own React tree, loaded the first time an element of that tag renders: the CDN
 * entry defines every tag, but a page downloads only the trees of the elements it holds. While the
 * chunk loads the element shows a spinner in its reserved space; a failed load offers a retry.
 */
export function lazyElementTree<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingLabel: string,
): ComponentType<P> {
  const loadTree = () => lazyChunk<P>(() => load().then((Tree) => ({ default: Tree })));
  function LazyElementTree(props: P) {
    const [attempt, setAttempt] = useState(() => ({ key: 0, Tree: loadTree() }));
    const { Tree } = attempt;
    return (
      <ChunkBoundary
        key={attempt.key}
        message={ELEMENT_LOAD_ERROR_MESSAGE}
        onRetry={() => setAttempt(({ key }) => ({ key: key + 1, Tree: loadTree() }))}
        fallback={
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{loadingLabel}</span>
          </div>
        }
      >
        <Tree {...props} />
      </ChunkBoundary>
    );
  }
  return LazyElementTree;
}

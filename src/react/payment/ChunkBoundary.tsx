import { Component, Suspense, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A lazily loaded chunk could not be fetched (offline, a deploy removed it, ...). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** True for a {@link ChunkLoadError}. */
export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && error.name === 'ChunkLoadError';

/**
 * A chunk's dynamic import that remembers its module once it has arrived, so a part whose code is
 * already here (preloaded, or shown before) renders at once: `React.lazy` would suspend for a tick
 * even then, and React holds a revealed fallback for at least 300 ms, which the buyer would watch
 * as a spinner over code that was ready.
 */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The module, once an import through this loader has resolved. */
  readonly module: M | undefined;
}

/** Wrap a module-level `() => import(...)` as a {@link ChunkLoader}. */
export function chunkLoader<M>(load: () => Promise<M>): ChunkLoader<M> {
  let module: M | undefined;
  const loader = () =>
    load().then((loaded) => {
      module = loaded;
      return loaded;
    });
  return Object.defineProperty(loader, 'module', { get: () => module }) as ChunkLoader<M>;
}

/**
 * `React.lazy` over `load`, with a failed load marked as a {@link ChunkLoadError} so that only
 * that failure is offered a retry; call it again for a fresh attempt (lazy caches a failure).
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  return lazy(() =>
    load().catch((cause: unknown) => {
      throw new ChunkLoadError('A part of the page could not be loaded.', { cause });
    }),
  ) as unknown as ComponentType<P>;
}

interface ChunkBoundaryProps {
  /** Shown with 'Try again' when the chunk could not be loaded. */
  message: string;
  onRetry(): void;
  /** A second way out, e.g. back to the details form. */
  onBack?: (() => void) | undefined;
  /** Label of the second way out. */
  backLabel?: string;
  /** Shown while the chunk loads. */
  fallback: ReactNode;
  children?: ReactNode;
}

interface ChunkBoundaryState {
  error: unknown;
}

/**
 * Catches ONLY a failed chunk load, which React.lazy would otherwise leave failed for good, and
 * offers a retry. Any other error is thrown on, to the element's error view (which shows it and
 * emits `cinema-error`): a bug in a page is not a connection problem.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ChunkBoundaryState {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) {
      return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
    }
    if (!isChunkLoadError(error)) throw error;
    const { message, onRetry, onBack, backLabel = 'Back' } = this.props;
    return (
      <div className="alert" role="alert">
        <p>{message}</p>
        <div className="actions">
          <button type="button" onClick={onRetry}>
            Try again
          </button>
          {onBack && (
            <button type="button" className="button--secondary" onClick={onBack}>
              {backLabel}
            </button>
          )}
        </div>
      </div>
    );
  }
}

/** Props of {@link LazyChunk}. */
export interface LazyChunkProps<P extends object> {
  /**
   * The dynamic import of the chunk; a module-level function, so every retry imports afresh. A
   * {@link ChunkLoader} whose module is here already renders without a spinner.
   */
  load: (() => Promise<{ default: ComponentType<P> }>) | ChunkLoader<{ default: ComponentType<P> }>;
  /** The props of the loaded component. */
  props: P;
  /** Announced (visually hidden) beside the spinner while the chunk loads. */
  loadingLabel: string;
  /** Shown with 'Try again' when the chunk could not be loaded. */
  message: string;
  /** A second way out, e.g. back to the details form. */
  onBack?: (() => void) | undefined;
  /** Label of the second way out. */
  backLabel?: string;
}

/** The component of a chunk whose module a {@link ChunkLoader} already holds, else a lazy one. */
function chunkComponent<P extends object>(load: LazyChunkProps<P>['load']): ComponentType<P> {
  const ready = 'module' in load ? load.module : undefined;
  return ready ? ready.default : lazyChunk(load);
}

/**
 * A lazily loaded part of an element: a spinner while its chunk loads, then the component (at
 * once, with no spinner, when a {@link ChunkLoader} has it already); a failed load offers 'Try
 * again', which imports afresh (React.lazy keeps a failure for good).
 */
export function LazyChunk<P extends object>({
  load,
  props,
  loadingLabel,
  message,
  onBack,
  backLabel,
}: LazyChunkProps<P>) {
  const [attempt, setAttempt] = useState(() => ({ key: 0, Chunk: chunkComponent(load) }));
  const { Chunk } = attempt;
  return (
    <ChunkBoundary
      key={attempt.key}
      message={message}
      onRetry={() => setAttempt(({ key }) => ({ key: key + 1, Chunk: lazyChunk(load) }))}
      onBack={onBack}
      {...(backLabel === undefined ? {} : { backLabel })}
      fallback={
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{loadingLabel}</span>
        </div>
      }
    >
      <Chunk {...props} />
    </ChunkBoundary>
  );
}

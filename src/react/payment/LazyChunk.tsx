import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A chunk's dynamic import that remembers its module once it has arrived, so a part whose code is
 * already here (preloaded, or shown before) renders in the first commit, with no spinner at all.
 */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The module, once an import through this loader has resolved. */
  readonly module: M | undefined;
}

/**
 * Wrap a module-level `() => import(...)` as a {@link ChunkLoader}. Callers share one import while
 * it is on its way or once it has arrived (an element's connection and its first render both ask);
 * after a failure the next call imports afresh (a 'Try again').
 */
export function chunkLoader<M>(load: () => Promise<M>): ChunkLoader<M> {
  let module: M | undefined;
  let asked: Promise<M> | undefined;
  const loader = () =>
    (asked ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        asked = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(loader, 'module', { get: () => module }) as ChunkLoader<M>;
}

/** A chunk module with its component as the default export. */
type ChunkModule<P> = { default: ComponentType<P> };

/** Props of {@link LazyChunk}. */
export interface LazyChunkProps<P extends object> {
  /**
   * The dynamic import of the chunk; a module-level function, so every retry imports afresh. A
   * {@link ChunkLoader} whose module is here already renders at once.
   */
  load: (() => Promise<ChunkModule<P>>) | ChunkLoader<ChunkModule<P>>;
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

/** Where one attempt at a chunk is: its component, or a failed fetch. */
type Settled<P> = { attempt: number; Component: ComponentType<P> | null };

/**
 * A lazily loaded part of an element: a spinner while its chunk loads, then the component (at
 * once when a {@link ChunkLoader} has it already); a chunk that cannot be fetched offers 'Try
 * again', which imports afresh. The module is kept in state rather than behind `React.lazy` and
 * Suspense: React holds a Suspense fallback on screen for at least 300 ms once shown, which the
 * buyer would watch as a spinner over code that had arrived (an element's tree, the payment page).
 * An error while the loaded part renders is not a connection problem: it goes on, as any render
 * error, to the element's error view.
 */
export function LazyChunk<P extends object>({
  load,
  props,
  loadingLabel,
  message,
  onBack,
  backLabel = 'Back',
}: LazyChunkProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<P> | null>(() => {
    const ready = 'module' in load ? load.module : undefined;
    return ready ? { attempt: 0, Component: ready.default } : null;
  });
  const current = settled?.attempt === attempt ? settled : null;
  const loading = current === null;

  useEffect(() => {
    if (!loading) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setSettled({ attempt, Component: module.default });
      },
      () => {
        if (live) setSettled({ attempt, Component: null });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt, loading]);

  if (current?.Component) {
    const { Component } = current;
    return <Component {...props} />;
  }
  if (current) {
    return (
      <div part="error" className="alert" role="alert">
        <p>{message}</p>
        <div className="actions">
          <button
            part="button button-primary"
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </button>
          {onBack && (
            <button part="button" type="button" className="button--secondary" onClick={onBack}>
              {backLabel}
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{loadingLabel}</span>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { tellAdmin } from '../../config/adminConsole';
import { leftOut } from '../../config/leftOut';
import { useElementState } from '../useElementState';
import { useHost } from '../useHost';

/** Where loading one part of the account stands. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; error?: unknown }
  | { status: 'ready'; data: T };

/**
 * Load `load` when the component mounts (and when `load` changes: callers memoise it), with a
 * `reload` for 'Try again' and after a change, and `setData` to show what a save answered. A
 * failure becomes `message` (with the `error`, for an admin's console line: product-rules §2.7);
 * an unmount aborts the call. A list that left out entries it could not read (product-rules
 * §14) tells the admin which, naming `request` (e.g. `GET member/vouchers`). `now` gives the data
 * when it is known without waiting (a cached copy, the loader's answer read ahead): the first
 * render shows it and the mount asks nothing.
 */
export function useRemote<T>(
  name: string,
  load: (signal: AbortSignal) => Promise<T | undefined>,
  message: string,
  request?: string,
  now?: () => T | undefined,
): { remote: Remote<T>; reload: () => void; setData: (data: T) => void } {
  const host = useHost();
  // Kept with the element: a remount shows what was loaded while it asks again. What `now` knows
  // already is the first render's, with no loading state, and is not asked for again.
  const fresh = useRef<T | undefined>(undefined);
  const [remote, setRemote] = useElementState<Remote<T>>(`remote:${name}`, () => {
    fresh.current = now?.();
    return fresh.current === undefined
      ? { status: 'loading' }
      : { status: 'ready', data: fresh.current };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const known = fresh.current;
    fresh.current = undefined;
    (known === undefined ? load(controller.signal) : Promise.resolve(known))
      .then((data) => {
        if (controller.signal.aborted || data === undefined) return;
        // The data on show already (the first render's) renders nothing again.
        setRemote((shown) =>
          shown.status === 'ready' && shown.data === data ? shown : { status: 'ready', data },
        );
        const entries = leftOut(data);
        if (request && entries.length > 0) tellAdmin(host, 'left-out', '', { request, entries });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setRemote({ status: 'error', message, error });
      });
    return () => controller.abort();
  }, [attempt, load, message, setRemote, host, request]);

  const reload = useCallback(() => {
    setRemote({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [setRemote]);
  const setData = useCallback((data: T) => setRemote({ status: 'ready', data }), [setRemote]);
  return { remote, reload, setData };
}

import { useAtom } from 'jotai/react';
import { useMemo } from 'react';
import type { SetStateAction } from 'react';
import { elementStateAtom } from '../atoms/elementState';
import { useHost } from './useHost';

/**
 * `useState` that survives the element's tree being unmounted and mounted again (a move in the
 * DOM, a remove and re-add): the value lives in an atom of this element, named `name`, which must
 * be unique within the element. A function `initial` is called for the first value, as `useState`
 * calls it.
 */
export function useElementState<T>(
  name: string,
  initial: T | (() => T),
): [T, (value: SetStateAction<T>) => void] {
  const host = useHost();
  // The first `initial` seeds the atom; later ones are ignored, as useState does.
  const state = useMemo(() => elementStateAtom(host, name, initial), [host, name]); // eslint-disable-line react-hooks/exhaustive-deps
  return useAtom(state);
}

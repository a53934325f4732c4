import { createContext, useContext } from 'react';

/** The custom element that hosts the current React tree; provided by `ElementRoot`. */
export const HostContext = createContext<HTMLElement | null>(null);

/**
 * The host custom element, for dispatching `cinema-*` events and reading light-DOM slots.
 * Throws when used outside `ElementRoot`, which is a programming error, not a runtime state.
 */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside <ElementRoot>.');
  return host;
}

import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { attributeName } from '../react/config/parseConfig';
import { withElementRoot } from '../react/withElementRoot';
import type { CinemaElementClass } from './elementTypes';
import { loadPaymentProvider } from './loadPaymentProvider';

/** r2wc's internal slots (registered with Symbol.for, so stable across copies of r2wc 2.x). */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInstance extends HTMLElement {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [PROPS]?: Record<string, unknown>;
  [RENDER]?: () => void;
}

/**
 * The custom element class for a React component: open shadow root, the given props as string
 * attributes (r2wc maps `dataCinemaId` ↔ `data-cinema-id`; never `json` or `function`, STYLE
 * point 3), and the tree wrapped in `ElementRoot`.
 */
export function cinemaElement<EventMap extends Record<string, Event>, Properties extends object>(
  // The component takes the properties' attributes as optional strings.
  Component: ComponentType<Partial<Record<keyof Properties, string>>>,
  props: ReadonlyArray<Extract<keyof Properties, string>>,
): CinemaElementClass<EventMap, Properties> {
  const Wrapped = withElementRoot(Component, { paymentProvider: loadPaymentProvider });
  const Base = r2wc<Record<string, unknown>>(Wrapped as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    // An array means every prop is a 'string' attribute.
    props: [...props],
  }) as unknown as new () => R2wcInstance;
  const propOf = new Map(props.map((prop) => [attributeName(prop), prop]));

  class CinemaElement extends Base {
    override attributeChangedCallback(
      name: string,
      oldValue: string | null,
      newValue: string | null,
    ): void {
      if (newValue) {
        super.attributeChangedCallback(name, oldValue, newValue);
        return;
      }
      // r2wc 2.1 ignores an attribute that is removed or emptied and keeps rendering the old
      // value; forget it instead, so the element shows the configuration message.
      const prop = propOf.get(name);
      const current = this[PROPS];
      if (prop === undefined || !current || current[prop] === undefined) return;
      delete current[prop];
      this[RENDER]?.();
    }
  }
  return CinemaElement as unknown as CinemaElementClass<EventMap, Properties>;
}

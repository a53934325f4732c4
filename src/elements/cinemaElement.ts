import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { attributeName } from '../react/config/parseConfig';
import { removeExpiredOnce } from '../storage/removeExpiredOnce';
import { withElementRoot } from '../react/withElementRoot';
import type { CinemaElementClass } from './elementTypes';
import { loadPaymentProvider } from './loadPaymentProvider';

/** What the CDN loader marks its early-call stubs with (src/dom/autoload.ts). */
const EARLY = Symbol.for('cinema-elements.early');

/** r2wc's internal slots (registered with Symbol.for, so stable across copies of r2wc 2.x). */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInstance extends HTMLElement {
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  [PROPS]?: Record<string, unknown>;
  [RENDER]?: () => void;
}

/**
 * What a host set on the element before its tag was defined (a script that ran before the
 * runtime loaded): an own property hides the class's accessor, so it is moved through the
 * accessor; what the CDN loader put there to answer an early call goes.
 */
function adoptEarlyProperties(element: HTMLElement, props: readonly string[]): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(element)) {
    const value = own[name];
    if (typeof value === 'function' && EARLY in value) delete own[name];
    else if (props.includes(name)) {
      delete own[name];
      own[name] = value;
    }
  }
}

/**
 * The custom element class for a React component: open shadow root, the given props as string
 * attributes (r2wc maps `dataCinemaId` ↔ `data-cinema-id`; never `json` or `function`,
 * DEVELOPERS.md, House style 3), and the tree wrapped in `ElementRoot`.
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

  /** Start importing the tag's lazy tree (src/react/lazyElementTree.tsx), if it has one; never rejects. */
  const loadTree = (): Promise<unknown> | undefined =>
    (Component as { load?: () => Promise<unknown> }).load?.().catch(() => undefined);

  class CinemaElement extends Base {
    /** The tag's tree, imported ahead of a first render (the CDN runtime awaits it: src/cdnRuntime.ts). */
    static loadTree = loadTree;

    #adopted = false;

    override connectedCallback(): void {
      // Nothing expired waits on the disk for something to read it (product-rules §4.2).
      removeExpiredOnce();
      // The element's lazy tree starts arriving now, before React's first render
      // (src/react/lazyElementTree.tsx); a failure is the tree's to show when it renders.
      void loadTree();
      if (!this.#adopted) {
        this.#adopted = true;
        adoptEarlyProperties(this, props);
      }
      super.connectedCallback();
    }

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

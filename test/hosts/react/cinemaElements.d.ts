/**
 * JSX types for the Cinema Elements tags in a React 19 app, built from the package's own exported
 * types: each attribute-backed property as its kebab-case attribute (`dataFestivalId` →
 * `data-festival-id`, a string), and each `cinema-*` event as React 19's custom-element event prop
 * (`oncinema-payment-captured`), typed with the element's event map.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { FestivalPassEventMap, FestivalPassProperties } from 'cinema-elements/festival-pass';
import type { ShopCartEventMap, ShopCartProperties } from 'cinema-elements/shop-cart';

/** `dataCinemaId` → `data-cinema-id`. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The element's attributes, all strings (product-rules §2.2). */
type Attributes<Properties> = {
  [K in keyof Properties & string as Kebab<K>]?: string;
};

/** React 19 adds a listener for `on<event name>` on a custom element. */
type EventProps<EventMap> = {
  [K in keyof EventMap & string as `on${K}`]?: (event: EventMap[K]) => void;
};

/** Props of one Cinema Elements tag in JSX. */
type CinemaElementProps<Element extends HTMLElement, Properties, EventMap> = DetailedHTMLProps<
  HTMLAttributes<Element>,
  Element
> &
  Attributes<Properties> &
  EventProps<EventMap>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cinema-festival-pass': CinemaElementProps<
        HTMLElementTagNameMap['cinema-festival-pass'],
        FestivalPassProperties,
        FestivalPassEventMap
      >;
      'cinema-shop-cart': CinemaElementProps<
        HTMLElementTagNameMap['cinema-shop-cart'],
        ShopCartProperties,
        ShopCartEventMap
      >;
    }
  }
}

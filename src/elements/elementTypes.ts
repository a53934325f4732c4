/**
 * The public types of every element: its `cinema-*` events, typed on `addEventListener`, and its
 * attribute-backed properties. Each element's own entry re-exports what it uses, so a user of
 * `cinema-elements/festival-pass` alone gets typed events and properties.
 */
import type { CinemaEventDetails, CinemaEventName } from '../events/events';

/** A `cinema-*` event as an element dispatches it: a bubbling, composed `CustomEvent`. */
export type CinemaEvent<K extends CinemaEventName = CinemaEventName> = CustomEvent<
  CinemaEventDetails[K]
>;

/** The event map of an element that emits the events named `K`. */
export type CinemaEventMap<K extends CinemaEventName> = { [Name in K]: CinemaEvent<Name> };

/**
 * An element that emits the events of `EventMap`: `addEventListener('cinema-error', (e) =>
 * e.detail.message)` is typed, the way lib.dom types `HTMLVideoElement`'s own events.
 */
export interface CinemaEventTarget<EventMap extends Record<string, Event>> extends HTMLElement {
  addEventListener<K extends keyof EventMap & string>(
    type: K,
    listener: (this: this, event: EventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof EventMap & string>(
    type: K,
    listener: (this: this, event: EventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/**
 * The class of an element: instances emit `EventMap` and carry `Properties`, each mirroring its
 * attribute (`el.apiBase = '/api/'` sets `api-base`; `undefined` removes it).
 */
export type CinemaElementClass<
  EventMap extends Record<string, Event>,
  Properties,
> = new () => CinemaEventTarget<EventMap> & Properties;

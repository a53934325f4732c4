/**
 * What the configurator page and its preview frame say to each other with `postMessage` (both on
 * the reference server's origin; each checks the other's origin and window: {@link isFrom}).
 */

/** Page → frame: show this element with these attributes, in this theme. */
export interface RenderMessage {
  type: 'cinema-configure:render';
  tag: string;
  /** In the manifest's order; an empty value leaves the attribute out, as the snippet does. */
  attributes: [name: string, value: string][];
  theme: string;
}

/** Page → frame: only the theme changed; the element stays as it is. */
export interface ThemeMessage {
  type: 'cinema-configure:theme';
  theme: string;
}

/**
 * Page → frame: the Brand panel's CSS (the tokens the admin set, brand.ts) on the page around
 * the element, and what to show: the form, or the form after a press of its primary button with
 * nothing filled (its errors).
 */
export interface BrandMessage {
  type: 'cinema-configure:brand';
  theme: string;
  css: string;
  state: 'form' | 'errors' | 'payment';
}

/** Frame → page: the frame is ready for a {@link RenderMessage} (first load, or a reload). */
export interface ReadyMessage {
  type: 'cinema-configure:ready';
}

/**
 * Frame → page: what the element has said since it was rendered: the message of each
 * `cinema-error` it emitted (a configuration message, a failed load), in order.
 */
export interface SaysMessage {
  type: 'cinema-configure:says';
  tag: string;
  messages: string[];
}

export type PageMessage = RenderMessage | ThemeMessage | BrandMessage;
export type FrameMessage = ReadyMessage | SaysMessage;

/**
 * Whether `event` came from `from` (the frame's window for the page, the page's for the frame) on
 * this page's own origin. Both are checked: the origin alone would also let any other window of
 * this origin speak (another tab, a frame the element opened), and the window alone a page on
 * another origin that was navigated into the frame.
 */
export function isFrom(event: MessageEvent, from: MessageEventSource | null | undefined): boolean {
  return (
    from !== null &&
    from !== undefined &&
    event.source === from &&
    event.origin === window.location.origin
  );
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

/** `data` when it is a message from the page, else undefined. */
export function pageMessage(data: unknown): PageMessage | undefined {
  if (!isRecord(data) || typeof data.theme !== 'string') return undefined;
  if (data.type === 'cinema-configure:theme') return { type: data.type, theme: data.theme };
  if (data.type === 'cinema-configure:brand' && typeof data.css === 'string')
    return {
      type: data.type,
      theme: data.theme,
      css: data.css,
      state: data.state === 'errors' || data.state === 'payment' ? data.state : 'form',
    };
  if (
    data.type !== 'cinema-configure:render' ||
    typeof data.tag !== 'string' ||
    !Array.isArray(data.attributes)
  )
    return undefined;
  const attributes = data.attributes.filter(
    (pair): pair is [string, string] =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  );
  return { type: data.type, tag: data.tag, attributes, theme: data.theme };
}

/** `data` when it is a message from the frame, else undefined. */
export function frameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'cinema-configure:ready') return { type: data.type };
  if (
    data.type === 'cinema-configure:says' &&
    typeof data.tag === 'string' &&
    Array.isArray(data.messages) &&
    data.messages.every((message) => typeof message === 'string')
  )
    return { type: data.type, tag: data.tag, messages: data.messages as string[] };
  return undefined;
}

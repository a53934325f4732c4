/**
 * The configurator's preview (configure.html's frame and the stage around it): the frame at a
 * phone's or a desktop's width, scaled to fit its column; its caption; the messages between the
 * page and the frame (messages.ts); and what the element in it says, repeated beside the form.
 */
import { isFrom, frameMessage } from './messages';
import type { PageMessage } from './messages';
import { byId, element } from './formFields';

/** The preview frame's widths: a phone's and a desktop's, as `npm run screenshots` takes them. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
export type Width = keyof typeof WIDTHS;

/** What the preview tells the configurator, and asks of it. */
export interface PreviewEvents {
  /** The frame is ready for messages: render what is chosen. */
  ready(): void;
  /** The element `tag` in the frame says `messages` (none: it shows no message). */
  says(tag: string, messages: readonly string[]): void;
  /** The caption's words: the element's name and the theme's. */
  caption(): { name: string; theme: string };
}

/** The preview of one configure page. */
export class PreviewFrame {
  readonly #frame = byId<HTMLIFrameElement>('preview');
  readonly #stage = byId<HTMLDivElement>('preview-stage');
  readonly #says = byId<HTMLDivElement>('element-says');
  readonly #events: PreviewEvents;
  #width: Width = 'phone';
  #ready = false;

  constructor(events: PreviewEvents) {
    this.#events = events;
  }

  /** Whether the frame has said it is ready for messages. */
  get ready(): boolean {
    return this.#ready;
  }

  /** Load the frame and follow it and the column's size. */
  start(): void {
    window.addEventListener('message', (event) => this.#heard(event));
    new ResizeObserver(() => this.fit()).observe(this.#stage);
    // One of the demo's pages, where its offline Songbird worker is scoped (songbird-offline.js).
    this.#frame.src = '/demo/configure-preview.html';
  }

  /** Send `message` to the frame, once it is ready. */
  post(message: PageMessage): void {
    if (this.#ready) this.#frame.contentWindow?.postMessage(message, window.location.origin);
  }

  /** Show the frame at a phone's or a desktop's width. */
  setWidth(width: Width): void {
    this.#width = width;
    this.fit();
  }

  #heard(event: MessageEvent): void {
    if (!isFrom(event, this.#frame.contentWindow)) return;
    const message = frameMessage(event.data);
    if (message?.type === 'cinema-configure:ready') {
      this.#ready = true;
      this.#events.ready();
    } else if (message?.type === 'cinema-configure:says') {
      this.#events.says(message.tag, message.messages);
    }
  }

  /** What the element in the preview says, repeated beside the form (a polite live region). */
  say(lines: readonly string[]): void {
    const problem = lines.some((line) => line.startsWith('The element says'));
    this.#says.classList.toggle('element-says--problem', problem);
    this.#says.replaceChildren(...lines.map((line) => element('p', {}, [line])));
  }

  /** The caption under the frame, and the frame's title. */
  caption(): void {
    const { name, theme } = this.#events.caption();
    const width = WIDTHS[this.#width];
    const scale = this.#scale();
    const shown = scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : '';
    byId('preview-caption').textContent =
      `${name}, ${theme} theme, ${this.#width} width (${width} px${shown}).`;
    this.#frame.title = `Preview of ${name} at ${width} px`;
  }

  #scale(): number {
    const available = this.#stage.clientWidth;
    return available > 0 ? Math.min(1, available / WIDTHS[this.#width]) : 1;
  }

  /**
   * The frame at its real width, scaled down to fit the column when it is wider (CSSOM styles,
   * which a policy without `'unsafe-inline'` allows).
   */
  fit(): void {
    const scale = this.#scale();
    const height = this.#stage.clientHeight;
    this.#frame.style.width = `${WIDTHS[this.#width]}px`;
    this.#frame.style.height = `${Math.round(height / scale)}px`;
    this.#frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    this.#stage.classList.toggle('preview__stage--scaled', scale < 1);
    this.caption();
  }
}

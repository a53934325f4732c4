/**
 * One browser engine as the cross-engine journeys drive it. Firefox (puppeteer-core over WebDriver
 * BiDi) and WebKitGTK (selenium-webdriver over WebKitWebDriver) each implement the few native
 * steps — open a page, run a script, click, type, type into a frame, take a screenshot — and
 * {@link Session} builds everything else on top of them once, so a journey reads the same in
 * every engine and fails the same way.
 */
import { PAGE_HELPERS, READ_ERRORS } from './pageScript';
import type { Query } from './pageScript';

/**
 * The engines the suite drives. Firefox and WebKit take the journeys and the checks; Chromium,
 * whose journeys are the Playwright E2E suite (test/e2e), takes the checks.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element the engine handed back; only its own engine can use it. */
export type ElementRef = unknown;

/** What an engine must do natively. */
export interface EngineDriver {
  readonly name: EngineName;
  /** The browser's own name and version, e.g. `firefox/153.7.0`. */
  readonly version: string;
  goto(url: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Run `body` (a function body using `arguments`) in the page; JSON in, JSON out. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** As {@link run}, for a body that returns an element (or null). */
  runForElement(body: string, ...args: unknown[]): Promise<ElementRef | null>;
  /** A real click: scrolled into view, pointer events, focus. */
  click(element: ElementRef): Promise<void>;
  /** Real key presses into a focused element (after clicking it). */
  type(element: ElementRef, text: string): Promise<void>;
  /** Type into the input inside the same-origin iframe `frameName` (a hosted card field). */
  typeInFrame(frameName: string, text: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Errors the engine itself reported (uncaught errors, console errors), cleared on read. */
  takeEngineErrors(): string[];
  close(): Promise<void>;
}

/** How long a journey waits for something to show before it fails. */
export const WAIT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wait for `work`, but no longer than `ms`: a browser that no longer answers never settles its
 * commands (closing it included). `work`'s rejection, within the time, is passed on.
 */
export async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

const describeQuery = (query: Query): string => JSON.stringify(query);

/** The journeys' view of a page in one engine: find, wait, act, check, the same in every engine. */
export class Session {
  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  get name(): EngineName {
    return this.driver.name;
  }

  /** Open a path of the reference server. */
  async open(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseUrl).href);
  }

  /** Run `body` with the page helpers defined (`window.__cinemaQuery`). */
  script<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver.run<T>(`${PAGE_HELPERS}\n${body}`, ...args);
  }

  /** The element `query` names, waiting for it to show; fails with what the page shows instead. */
  async find(query: Query, timeoutMs = WAIT_MS): Promise<ElementRef> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const element = await this.driver.runForElement(
        `${PAGE_HELPERS}\nreturn window.__cinemaQuery.find(arguments[0]);`,
        query,
      );
      if (element) return element;
      if (Date.now() > deadline) {
        const shown = await this.script<string>('return window.__cinemaQuery.pageText();');
        throw new Error(
          `${this.name}: nothing matches ${describeQuery(query)} after ${timeoutMs} ms. The page shows: ${shown}`,
        );
      }
      await sleep(150);
    }
  }

  /** Wait until `query` shows. */
  async see(query: Query, timeoutMs = WAIT_MS): Promise<void> {
    await this.find(query, timeoutMs);
  }

  /** Wait until nothing matches `query`. */
  async gone(query: Query, timeoutMs = WAIT_MS): Promise<void> {
    await this.until(
      `nothing matches ${describeQuery(query)}`,
      () => this.script<number>('return window.__cinemaQuery.count(arguments[0]);', query),
      (count) => count === 0,
      timeoutMs,
    );
  }

  /** Poll `read` until `done(value)`; fails with the last value read. */
  async until<T>(
    what: string,
    read: () => Promise<T>,
    done: (value: T) => boolean,
    timeoutMs = WAIT_MS,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline)
        throw new Error(
          `${this.name}: waited ${timeoutMs} ms for ${what}; last read ${JSON.stringify(value)}`,
        );
      await sleep(150);
    }
  }

  /** Click what `query` names. */
  async click(query: Query): Promise<void> {
    await this.driver.click(await this.find(query));
  }

  /** Click a field, clear it and type `text` key by key. */
  async fill(query: Query, text: string): Promise<void> {
    const element = await this.find(query);
    await this.driver.click(element);
    await this.driver.run(
      // Cleared the way an editor does it, so React's value tracking sees a change.
      `var el = arguments[0];
       var proto = Object.getPrototypeOf(el);
       var setter = Object.getOwnPropertyDescriptor(proto, 'value').set;
       setter.call(el, '');
       el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));`,
      element,
    );
    await this.driver.type(element, text);
    const value = await this.driver.run<string>('return arguments[0].value;', element);
    if (value !== text && !(await this.isDate(element)))
      throw new Error(
        `${this.name}: typed ${JSON.stringify(text)} but the field holds ${JSON.stringify(value)}`,
      );
  }

  private isDate(element: ElementRef): Promise<boolean> {
    return this.driver.run<boolean>('return arguments[0].type === "date";', element);
  }

  /**
   * Set a date input to an ISO date. Engines type dates differently (their display order is the
   * locale's), so the value is set as a date picker would set it, with the events it fires.
   */
  async setDate(query: Query, iso: string): Promise<void> {
    const element = await this.find(query);
    await this.driver.run(
      `var el = arguments[0];
       var setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
       el.focus();
       setter.call(el, arguments[1]);
       el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
       el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
       el.blur();`,
      element,
      iso,
    );
  }

  /** Choose the option whose value is `value` in the select `query` names, as a keyboard user would. */
  async choose(query: Query, value: string): Promise<void> {
    const element = await this.find(query);
    const chosen = await this.driver.run<boolean>(
      `var el = arguments[0], value = arguments[1];
       var option = Array.prototype.find.call(el.options, function (o) { return o.value === value; });
       if (!option) return false;
       el.focus();
       var setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
       setter.call(el, value);
       el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
       el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
       return true;`,
      element,
      value,
    );
    if (!chosen) throw new Error(`${this.name}: no option ${value} in ${describeQuery(query)}`);
  }

  /** Tick (or untick) the checkbox `query` names, with a real click when it needs changing. */
  async check(query: Query, checked = true): Promise<void> {
    const element = await this.find(query);
    const now = await this.driver.run<boolean>('return arguments[0].checked;', element);
    if (now !== checked) await this.driver.click(element);
    await this.until(
      `${describeQuery(query)} to be ${checked ? 'checked' : 'unchecked'}`,
      () => this.driver.run<boolean>('return arguments[0].checked;', element),
      (value) => value === checked,
    );
  }

  /** The value of the field `query` names. */
  async valueOf(query: Query): Promise<string> {
    return this.driver.run<string>('return arguments[0].value;', await this.find(query));
  }

  /** An attribute of what `query` names. */
  async attribute(query: Query, name: string): Promise<string | null> {
    return this.driver.run<string | null>(
      'return arguments[0].getAttribute(arguments[1]);',
      await this.find(query),
      name,
    );
  }

  /** The visible text of what `query` names, white space folded. */
  async textOf(query: Query): Promise<string> {
    const element = await this.find(query);
    return this.script<string>('return window.__cinemaQuery.textOf(arguments[0]);', element);
  }

  /** Errors the page recorded (record-errors.js) and the engine reported; cleared by reading. */
  async errors(): Promise<string[]> {
    const recorded = await this.driver.run<string[] | null>(READ_ERRORS).catch(() => null);
    await this.driver
      .run('if (window.__cinemaErrors) window.__cinemaErrors.length = 0;')
      .catch(() => undefined);
    return [...(recorded ?? []), ...this.driver.takeEngineErrors()];
  }
}

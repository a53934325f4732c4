/**
 * Chromium for the cross-engine checks (legibility, phone widths), driven by Playwright as the
 * E2E suite drives it, with the same binary and flags (test/support/chromium.ts), headless.
 * Its journeys are the E2E suite's (test/e2e); here it takes the checks every engine must pass.
 */
import { chromium } from '@playwright/test';
import type { Browser, ElementHandle, JSHandle, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import type { ElementRef, EngineDriver } from './engine';

/** A page body as a function Playwright can send: compiled here, never evaluated as text there. */
const compile = (body: string) =>
  new Function('args', `return (function () {${body}}).apply(null, args);`);

class ChromiumDriver implements EngineDriver {
  readonly name = 'chromium' as const;
  private readonly engineErrors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
  ) {
    page.on('pageerror', (error) => this.engineErrors.push(`uncaught: ${String(error)}`));
    page.on('console', (message) => {
      // Chromium logs every 4xx answer as an error ('Failed to load resource: …'); a 401 from
      // GET member is how a signed-out visitor looks, and the elements handle such answers. Only
      // the page's own errors count, as in the other engines.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:'))
        this.engineErrors.push(`console.error: ${message.text()}`);
    });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(compile(body) as (args: unknown) => unknown, args)) as T;
  }

  async runForElement(body: string, ...args: unknown[]): Promise<ElementRef | null> {
    const handle: JSHandle = await this.page.evaluateHandle(
      compile(body) as (args: unknown) => unknown,
      args,
    );
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: ElementRef): Promise<void> {
    await (element as ElementHandle).click();
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await (element as ElementHandle).type(text);
  }

  async typeInFrame(frameName: string, text: string): Promise<void> {
    await this.page
      .frameLocator(`iframe[name="${frameName}"]`)
      .locator('input')
      .pressSequentially(text);
  }

  async screenshot(): Promise<Buffer> {
    return this.page.screenshot({ type: 'png' });
  }

  takeEngineErrors(): string[] {
    return this.engineErrors.splice(0);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** Launch headless Chromium with one page, with the flags the E2E suite uses. */
export async function launchChromium(): Promise<EngineDriver> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  const page = await browser.newPage();
  return new ChromiumDriver(browser, page, `chromium/${browser.version()}`);
}

/**
 * Firefox ESR driven by puppeteer-core over WebDriver BiDi: Debian's `/usr/bin/firefox-esr`
 * (`FIREFOX_PATH` to use another), headless, a fresh profile per launch.
 */
import puppeteer from 'puppeteer-core';
import type { Browser, ElementHandle, JSHandle, Page } from 'puppeteer-core';
import { within } from './engine';
import type { ElementRef, EngineDriver } from './engine';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** A page body as a function puppeteer can send: compiled here, never evaluated as text there. */
const compile = (body: string) => new Function(body) as (...args: unknown[]) => unknown;

class FirefoxDriver implements EngineDriver {
  readonly name = 'firefox' as const;
  private readonly engineErrors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
  ) {
    page.on('pageerror', (error) => this.engineErrors.push(`uncaught: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.engineErrors.push(`console.error: ${message.text()}`);
    });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(compile(body), ...(args as never[]))) as T;
  }

  async runForElement(body: string, ...args: unknown[]): Promise<ElementRef | null> {
    const handle: JSHandle = await this.page.evaluateHandle(compile(body), ...(args as never[]));
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: ElementRef): Promise<void> {
    const handle = element as ElementHandle;
    await handle.scrollIntoView();
    await handle.click();
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await (element as ElementHandle).type(text);
  }

  async typeInFrame(frameName: string, text: string): Promise<void> {
    const element = await this.page.$(`iframe[name="${frameName}"]`);
    const frame = await element?.contentFrame();
    if (!frame) throw new Error(`firefox: no frame named ${frameName}`);
    const input = await frame.waitForSelector('input', { visible: true });
    if (!input) throw new Error(`firefox: no input in frame ${frameName}`);
    await input.click();
    await input.type(text);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  takeEngineErrors(): string[] {
    return this.engineErrors.splice(0);
  }

  /** Closes the browser; one that no longer answers is ended after 10 s. */
  async close(): Promise<void> {
    try {
      await within(this.browser.close(), 10_000);
    } finally {
      this.browser.process()?.kill('SIGKILL');
    }
  }
}

/** Launch headless Firefox ESR with one page. */
export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // No update checks, telemetry or remote settings on a machine with no network.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'network.captive-portal-service.enabled': false,
      'browser.region.network.url': '',
    },
  });
  const page = await browser.newPage();
  const version = await browser.version();
  return new FirefoxDriver(browser, page, version);
}

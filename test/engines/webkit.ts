/**
 * WebKitGTK driven over W3C WebDriver: Debian's `WebKitWebDriver` (package webkit2gtk-driver)
 * starts `MiniBrowser --automation`, which needs a display, so the driver runs under `xvfb-run`.
 * selenium-webdriver speaks the protocol; it is pointed at our own driver process, so it never
 * looks for or downloads a driver of its own.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, WebElement } from 'selenium-webdriver';
import type { WebDriver } from 'selenium-webdriver';
import { within } from './engine';
import type { ElementRef, EngineDriver } from './engine';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A free loopback port for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForDriver(url: string, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null)
      throw new Error(`WebKitWebDriver exited with ${process.exitCode}`);
    const ready = await fetch(`${url}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 20 s`);
}

class WebKitDriver implements EngineDriver {
  readonly name = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    private readonly process: ChildProcess,
    readonly version: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.driver.manage().window().setRect({ width, height });
    // The window's rect includes MiniBrowser's own toolbar: size the viewport itself.
    const inner = await this.driver.executeScript<[number, number]>(
      'return [window.innerWidth, window.innerHeight];',
    );
    await this.driver
      .manage()
      .window()
      .setRect({ width: width + (width - inner[0]), height: height + (height - inner[1]) });
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(body, ...args);
  }

  async runForElement(body: string, ...args: unknown[]): Promise<ElementRef | null> {
    const result = await this.driver.executeScript<unknown>(body, ...args);
    return result instanceof WebElement ? result : null;
  }

  /**
   * A pointer click at the element's centre (W3C actions). WebDriver's Element Click hit-tests
   * the point and finds the shadow host there, not the element inside its shadow root, so it
   * refuses every control of ours as "intercepted"; the pointer lands where a finger would.
   */
  async click(element: ElementRef): Promise<void> {
    const target = element as WebElement;
    await this.driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", inline: "nearest" });',
      target,
    );
    await this.driver.actions().move({ origin: target }).click().perform();
  }

  /** Key presses into what has focus (the element was just clicked), as a keyboard sends them. */
  async type(element: ElementRef, text: string): Promise<void> {
    const focused = await this.driver.executeScript<boolean>(
      'var el = arguments[0]; var root = el.getRootNode(); return root.activeElement === el;',
      element,
    );
    if (!focused) await this.click(element);
    await this.driver.actions().sendKeys(text).perform();
  }

  async typeInFrame(frameName: string, text: string): Promise<void> {
    const frame = await this.driver.findElement(By.css(`iframe[name="${frameName}"]`));
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center" });', frame);
    await this.driver.switchTo().frame(frame);
    try {
      const input = await this.driver.findElement(By.css('input'));
      await input.click();
      await input.sendKeys(text);
    } finally {
      await this.driver.switchTo().defaultContent();
    }
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  takeEngineErrors(): string[] {
    // W3C WebDriver has no console log; test pages record errors themselves (record-errors.js).
    return [];
  }

  /** Quits the session; a MiniBrowser that no longer answers is ended with its driver after 10 s. */
  async close(): Promise<void> {
    try {
      await within(this.driver.quit(), 10_000);
    } finally {
      killGroup(this.process);
    }
  }
}

/** Start WebKitWebDriver under Xvfb and open a MiniBrowser session. */
export async function launchWebKit(): Promise<EngineDriver> {
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url, child);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    const capabilities = await driver.getCapabilities();
    const version = `${String(capabilities.get('browserName'))}/${String(capabilities.get('browserVersion'))}`;
    return new WebKitDriver(driver, child, version);
  } catch (error) {
    killGroup(child);
    throw error;
  }
}

/** xvfb-run starts Xvfb and the driver as children: end the whole group. */
function killGroup(child: ChildProcess): void {
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

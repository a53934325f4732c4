/**
 * How far an element moves the host page's content while it loads (docs/theming.md "Reserved
 * space"): the page's layout shift (the Layout Instability API's `layout-shift` entries, the CLS
 * method, shifts after input left out) on a page that holds the element in its HTML with the
 * host's text above and below it, from navigation to its loaded view. The bench prints it per
 * element (scripts/bench/bench.ts) and an E2E keeps it (test/e2e/layout-shift.spec.ts).
 */
import type { Page } from 'playwright';

/** Most layout shift an element may cause while it loads (docs/theming.md, "Reserved space"). */
export const MOST_LAYOUT_SHIFT = 0.005;

/** The viewports measured: a laptop and a phone (the screenshots' widths). */
export const SHIFT_VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

/** Text of a paragraph long enough to wrap at both widths. */
const TEXT = (where: string) => `The host page's own text, ${where} the element. `.repeat(6);

/** Where the steady page is served (a route: no such file on the server). */
export const STEADY_PAGE = '/demo/test/steady.html';

/** What runs once the test page has been read, just before the steady page opens (e.g. a fault). */
export type BeforeOpen = () => Promise<unknown>;

/**
 * Open a page as a cinema's web admin writes one: the element in the HTML with the attributes its
 * test page gives it (`testPage`, read first in this tab), between paragraphs of the host's own
 * text (an element that sits in a line, in a line of text), with the CDN's stylesheet and script
 * tag as the README's snippet has them.
 */
export async function openSteadyPage(
  page: Page,
  tag: string,
  testPage: string,
  beforeOpen?: BeforeOpen,
): Promise<void> {
  await page.goto(testPage, { waitUntil: 'domcontentloaded' });
  const markup = await page.evaluate((tag) => {
    const element = document.querySelector(tag);
    if (!element) throw new Error(`no <${tag}> on its test page`);
    const copy = document.createElement(tag);
    for (const { name, value } of element.attributes) copy.setAttribute(name, value);
    return { html: copy.outerHTML, inline: getComputedStyle(element).display === 'inline-block' };
  }, tag);
  const body = markup.inline
    ? `<p id="text-above">Demo Cinema ${markup.html}</p>\n<p id="text-below">${TEXT('below')}</p>`
    : `<p id="text-above">${TEXT('above')}</p>\n${markup.html}\n<p id="text-below">${TEXT('below')}</p>`;
  const html = `<!doctype html>
<html lang="en-AU" class="classic">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Steady page</title>
<link rel="stylesheet" href="/cdn/cinema-elements.css" />
<script type="module" src="/cdn/cinema-elements.js"></script>
</head>
<body>
<main>
<h1>${tag} on a cinema's page</h1>
${body}
</main>
</body>
</html>`;
  await page.route(
    (url) => url.pathname === STEADY_PAGE,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await beforeOpen?.();
  await page.goto(STEADY_PAGE);
}

/** Start summing the page's layout shift before any of its scripts runs. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, shifts: [] as string[] };
    Object.assign(window, { __cinemaLayoutShift: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: unknown[] }
      >) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        record.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, once the frames in flight have been painted and reported. */
export async function layoutShiftSoFar(page: Page): Promise<{ total: number; shifts: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        // Two frames: a shift is reported after the frame that paints it.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const { total, shifts } = (
                window as unknown as { __cinemaLayoutShift: { total: number; shifts: string[] } }
              ).__cinemaLayoutShift;
              resolve({ total, shifts: [...shifts] });
            }, 50),
          ),
        );
      }),
  );
}

/** Resolves once the element's shadow root shows `ready` (rendered and enabled). */
export async function whenFirstViewReady(
  page: Page,
  tag: string,
  ready: string,
  timeout = 30_000,
): Promise<void> {
  await page.waitForFunction(
    ([tag, ready]) => {
      const found = document.querySelector(tag)?.shadowRoot?.querySelector(ready);
      if (!found) return false;
      const box = found.getBoundingClientRect();
      return (
        box.width > 0 &&
        !found.hasAttribute('disabled') &&
        found.getAttribute('aria-disabled') !== 'true'
      );
    },
    [tag, ready] as const,
    { timeout },
  );
}

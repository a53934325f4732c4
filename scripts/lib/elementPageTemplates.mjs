// @ts-check
/**
 * The pages a new element starts with (`npm run new-element`, scripts/new-element.mjs): a consumer
 * type test of its package entry, its test page and script, a first-view E2E and its screenshots.
 */
import { templateNames } from './elementTemplates.mjs';

/** The type test, test page, E2E and screenshots of the element folder `name`, by path. */
export function pageFiles(/** @type {string} */ name) {
  const { tag, tagConst, className, tree, title } = templateNames(name);
  return {
    [`test/types/${name}.ts`]: `/**
 * A consumer of \`cinema-elements/${name}\` alone, checked by \`tsc\` against the built .d.ts.
 */
import { ${tagConst}, ${className} } from 'cinema-elements/${name}';
import type { ${tree}EventMap, ${tree}Properties } from 'cinema-elements/${name}';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for \`true\`. */
const expectTrue = <T extends true>(): T | undefined => undefined;

const element: ${className} | null = document.querySelector(${tagConst});
element?.addEventListener('cinema-error', (event) => {
  const message: string = event.detail.message;
  void message;
});
const properties: ${tree}Properties = new ${className}();
properties.dataCinemaId = 'demo-cinema';
expectTrue<Equal<HTMLElementTagNameMap['${tag}'], ${className}>>();
expectTrue<Equal<keyof ${tree}EventMap, 'cinema-error'>>();
expectTrue<Equal<keyof ${tree}Properties, 'dataCinemaId' | 'apiBase' | 'timeZone'>>();
`,
    [`demo/public/test/${name}.html`]: `<!doctype html>
<html lang="en-AU" class="classic">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} — test harness</title>
    <!--
      A <${tag}> for end-to-end tests. ?theme=ritz|cameo|classic|lido sets the page's theme class.
    -->
    <script src="/demo/test/record-errors.js"></script>
    <script src="/demo/demo.js"></script>
    <script src="/demo/test/${name}.js"></script>
    <script type="module" src="/cdn/cinema-elements.js"></script>
  </head>
  <body>
    <main>
      <h1>${title} test page</h1>
      <div id="host"></div>
    </main>
  </body>
</html>
`,
    [`demo/public/test/${name}.js`]: `/* global document, location */
/** Builds ${name}.html from the query string (see the comment there). */
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var theme = query.get('theme');
  if (theme) document.documentElement.className = theme;
  document.addEventListener('DOMContentLoaded', function () {
    var element = document.createElement('${tag}');
    element.setAttribute('data-cinema-id', 'demo-cinema');
    element.setAttribute('api-base', '/api/');
    document.getElementById('host').appendChild(element);
  });
})();
`,
    [`test/e2e/${name}/first-view.spec.ts`]: `/**
 * \`<${tag}>\`'s first view, as its test page shows it: usable, what it keeps surviving a move in
 * the page, and accessible in every theme.
 */
import { descriptor } from '../../../src/elements/${name}/descriptor';
import { expectNoAxeViolationsInEveryTheme } from '../support/axe';
import { expect, test } from '../support/test';

test('shows its first view, usable, and keeps its state when moved', async ({ page }) => {
  await page.goto(descriptor.firstView.page);
  const host = page.locator(descriptor.tag);
  const ready = host.locator(descriptor.firstView.ready).first();
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(ready).toBeEnabled();
  await expect(host.getByRole('heading', { name: '${title}' })).toBeVisible();
  await host.getByRole('button', { name: 'Press me' }).click();
  await expect(host.getByRole('status')).toHaveText('Pressed once.');
  await host.evaluate((element) => document.querySelector('main')?.append(element));
  await expect(host.getByRole('status')).toHaveText('Pressed once.');
});

test('has no axe violation in any theme', async ({ page }) => {
  await page.goto(descriptor.firstView.page);
  await expect(page.locator(descriptor.tag).locator(descriptor.firstView.ready)).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolationsInEveryTheme(page);
});
`,
    [`test/screenshots/${name}.shots.ts`]: `/**
 * Screenshots of \`<${tag}>\`: its first view and after a press, in all four themes at 1280, 390
 * and 320 px (\`npm run screenshots\`).
 */
import { descriptor } from '../../src/elements/${name}/descriptor';
import { THEME_NAMES } from '../../src/themes/themeNames';
import { expect, test } from '../e2e/support/test';
import { SHOT_WIDTHS } from './widths';

for (const theme of THEME_NAMES) {
  for (const width of SHOT_WIDTHS) {
    test(\`${name}, \${theme} at \${width} px\`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      const shot = (state: string) =>
        page.screenshot({ path: \`.reports/screenshots/${name}-\${theme}-\${width}-\${state}.png\` });
      await page.goto(\`\${descriptor.firstView.page}?theme=\${theme}\`);
      const host = page.locator(descriptor.tag);
      await expect(host.locator(descriptor.firstView.ready)).toBeVisible();
      await shot('1-first-view');
      await host.getByRole('button', { name: 'Press me' }).click();
      await expect(host.getByRole('status')).toHaveText('Pressed once.');
      await shot('2-pressed');
    });
  }
}
`,
  };
}

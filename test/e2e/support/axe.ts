/**
 * Accessibility checks with axe-core. axe walks open shadow roots, so the elements' own markup is
 * checked, not just the host page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { frameSelectorsOf, withoutNodesInFrames } from './axeFrames';
import { formatAxeViolations } from './formatAxeViolations';
import { THEME_NAMES } from '../../../src/themes/themeNames';
import type { ThemeName } from '../../../src/themes/themeNames';
import { expect, test } from './test';

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2's is the target size rule), and axe's best
 * practices (heading order, one main landmark name per widget, …).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Narrow what axe looks at; everything is optional. */
export interface AxeOptions {
  /** CSS selectors to check instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (say why at the call site). */
  exclude?: string[];
  /** Rule ids to skip (say why at the call site). */
  disableRules?: string[];
  /** Rule tags on top of {@link AXE_TAGS}, e.g. `wcag2aaa`. */
  extraTags?: string[];
}

/**
 * The card-payment provider's hosted-field frames. Their documents are transparent: the digits
 * sit on our field box in the host page, which axe cannot see from inside the frame, so it judges
 * them against an assumed white page. Their colour contrast is measured for real instead, against
 * the field box, by test/e2e/festival-pass/payment-frames.spec.ts; every other rule still runs
 * inside them.
 */
export const PROVIDER_FRAMES = 'iframe[name^="braintree-hosted-field-"]';

/** Drop colour-contrast findings inside {@link PROVIDER_FRAMES} (see there for why). */
async function withoutProviderFrameContrast(page: Page, violations: Result[]): Promise<Result[]> {
  const contrast = violations.find((v) => v.id === 'color-contrast');
  if (!contrast) return violations;
  const providerFrames = await page.evaluate(
    ({ selectors, frames }) =>
      selectors.filter((s) => document.querySelector(s)?.matches(frames) === true),
    { selectors: frameSelectorsOf(contrast), frames: PROVIDER_FRAMES },
  );
  return withoutNodesInFrames(violations, 'color-contrast', new Set(providerFrames));
}

/** axe's rule for WCAG 2.5.3 (a control's accessible name starts with its visible words). */
export const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * Run axe on the page ({@link AXE_TAGS}, shadow roots and frames included) and fail with a readable
 * list if anything is violated. One pass: injecting axe into every frame is most of its cost.
 * Colour contrast inside {@link PROVIDER_FRAMES} is left to payment-frames.spec.ts.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // axe.run in the page, reaching the provider's frames (same-origin in the offline demo) by
  // axe's own frame messaging: the default runPartial mode opens and closes a blank page for
  // every run, which costs more than the checks on a two-core runner. Same findings.
  // Label in name (WCAG 2.5.3, level A) is an axe rule off by default: on here, for every run.
  const rules: Record<string, { enabled: boolean }> = {
    [LABEL_IN_NAME]: { enabled: true },
  };
  for (const rule of options.disableRules ?? []) rules[rule] = { enabled: false };
  let builder = new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: [...AXE_TAGS, ...(options.extraTags ?? [])] },
      rules,
    })
    .setLegacyMode(true);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations: found } = await builder.analyze();
  const violations = await withoutProviderFrameContrast(page, found);
  expect(violations.length, `axe found violations:\n\n${formatAxeViolations(violations)}\n`).toBe(
    0,
  );
}

/**
 * Put `theme` on the page root, as a host page would, and wait until every element of ours on
 * the page follows it (product-rules §1.3: the elements watch the root's class).
 */
export async function switchTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.evaluate(
    ({ theme, all }) => {
      document.documentElement.classList.remove(...all);
      document.documentElement.classList.add(theme);
    },
    { theme, all: [...THEME_NAMES] },
  );
  await expect
    .poll(() =>
      page.evaluate(
        (theme) =>
          [...document.querySelectorAll('*')]
            .filter((element) => element.localName.startsWith('cinema-'))
            .every((element) => element.getAttribute('data-theme') === theme),
        theme,
      ),
    )
    .toBe(true);
}

/**
 * {@link expectNoAxeViolations} in each of the four themes in turn, on the page as it stands: a
 * state is arranged once and checked in every theme (each a named step), as a host page that
 * switches its theme would show it. Ends in the theme it started in.
 */
export async function expectNoAxeViolationsInEveryTheme(
  page: Page,
  options: AxeOptions = {},
): Promise<void> {
  const start = await page.evaluate(
    (all) => all.find((theme) => document.documentElement.classList.contains(theme)),
    [...THEME_NAMES],
  );
  for (const theme of THEME_NAMES) {
    await test.step(`axe, ${theme} theme`, async () => {
      await switchTheme(page, theme);
      await expectNoAxeViolations(page, options);
    });
  }
  await switchTheme(page, start ?? 'classic');
}

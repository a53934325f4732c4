/**
 * Accessibility checks with axe-core. axe walks open shadow roots, so the elements' own markup is
 * checked, not just the host page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatAxeViolations } from './formatAxeViolations';
import { expect } from './test';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Narrow what axe looks at; everything is optional. */
export interface AxeOptions {
  /** CSS selectors to check instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (say why at the call site). */
  exclude?: string[];
  /** Rule ids to skip (say why at the call site). */
  disableRules?: string[];
}

/**
 * The card-payment provider's hosted-field frames. Their documents are transparent: the digits
 * sit on our field box in the host page, which axe cannot see from inside the frame, so it judges
 * them against an assumed white page. Their colour contrast is measured for real instead, against
 * the field box, by test/e2e/festival-pass/payment-frames.spec.ts; every other rule still runs
 * inside them.
 */
export const PROVIDER_FRAMES = 'iframe[name^="braintree-hosted-field-"]';

/**
 * Run axe on the page (WCAG 2.1 A/AA) and fail with a readable list if anything is violated. Two
 * passes: every rule but colour contrast everywhere, then colour contrast outside
 * {@link PROVIDER_FRAMES}.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const builder = () => {
    let b = new AxeBuilder({ page }).withTags(AXE_TAGS);
    for (const selector of options.include ?? []) b = b.include(selector);
    for (const selector of options.exclude ?? []) b = b.exclude(selector);
    return b;
  };
  const skipped = options.disableRules ?? [];
  const rules = await builder()
    .disableRules([...skipped, 'color-contrast'])
    .analyze();
  const contrast = skipped.includes('color-contrast')
    ? { violations: [] }
    : await builder().withRules(['color-contrast']).exclude(PROVIDER_FRAMES).analyze();
  const violations = [...rules.violations, ...contrast.violations];
  expect(violations.length, `axe found violations:\n\n${formatAxeViolations(violations)}\n`).toBe(
    0,
  );
}

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

/** Run axe on the page (WCAG 2.1 A/AA) and fail with a readable list if anything is violated. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  expect(violations.length, `axe found violations:\n\n${formatAxeViolations(violations)}\n`).toBe(
    0,
  );
}

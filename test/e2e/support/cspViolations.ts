/**
 * Every `securitypolicyviolation` a page reports, recorded from before any script runs, so a test
 * can say "nothing tripped the policy" about everything the page did.
 */
import type { Page } from '@playwright/test';

/** Start recording (call before `page.goto`); resolves with a reader of what was reported so far. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

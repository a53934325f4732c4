import type { Result } from 'axe-core';

/** One readable block per violation: rule, impact, help link, and each offending node. */
export function formatAxeViolations(violations: readonly Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const target = n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t)));
        const summary = (n.failureSummary ?? '').replace(/\n\s*/g, ' ').trim();
        return `    at ${target.join(' | ')}\n      ${n.html}\n      ${summary}`;
      });
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

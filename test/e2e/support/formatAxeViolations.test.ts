import type { Result } from 'axe-core';
import { formatAxeViolations } from './formatAxeViolations';

const violation = {
  id: 'color-contrast',
  impact: 'serious',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.11/color-contrast',
  description: '',
  tags: ['wcag2aa'],
  nodes: [
    {
      html: '<button class="next">Next</button>',
      target: [['cinema-festival-pass', 'button.next']],
      failureSummary: 'Fix any of the following:\n  Element has insufficient color contrast of 2.1',
      any: [],
      all: [],
      none: [],
    },
  ],
} as unknown as Result;

describe('formatAxeViolations', () => {
  it('names the rule, impact, help link and each node, piercing shadow roots with >>>', () => {
    const text = formatAxeViolations([violation]);
    expect(text).toContain('[serious] color-contrast: Elements must meet minimum color contrast');
    expect(text).toContain('https://dequeuniversity.com/rules/axe/4.11/color-contrast');
    expect(text).toContain('at cinema-festival-pass >>> button.next');
    expect(text).toContain('<button class="next">Next</button>');
    expect(text).toContain(
      'Fix any of the following: Element has insufficient color contrast of 2.1',
    );
  });

  it('is empty when there is nothing to report', () => {
    expect(formatAxeViolations([])).toBe('');
  });
});

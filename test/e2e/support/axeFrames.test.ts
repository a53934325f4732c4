import type { NodeResult, Result } from 'axe-core';
import { frameSelectorsOf, withoutNodesInFrames } from './axeFrames';

const node = (...target: (string | string[])[]) => ({ target, html: '' }) as unknown as NodeResult;
const rule = (id: string, ...nodes: NodeResult[]) => ({ id, nodes }) as unknown as Result;

const inCardFrame = node('#braintree-hosted-field-number', '#bt-number');
const inOtherFrame = node('#checkout-frame', 'button');
const inShadow = node(['cinema-festival-pass', 'button.next']);
const inPage = node('#demo-heading');

describe('frameSelectorsOf', () => {
  it('lists each frame that opens a target chain once, and no page or shadow-root nodes', () => {
    const contrast = rule(
      'color-contrast',
      inCardFrame,
      inOtherFrame,
      inCardFrame,
      inShadow,
      inPage,
    );
    expect(frameSelectorsOf(contrast)).toEqual([
      '#braintree-hosted-field-number',
      '#checkout-frame',
    ]);
  });
});

describe('withoutNodesInFrames', () => {
  const frames = new Set(['#braintree-hosted-field-number']);

  it('drops only that rule’s nodes inside those frames', () => {
    const contrast = rule('color-contrast', inCardFrame, inOtherFrame, inShadow);
    const label = rule('label', inCardFrame);
    const left = withoutNodesInFrames([contrast, label], 'color-contrast', frames);
    expect(left).toEqual([rule('color-contrast', inOtherFrame, inShadow), label]);
  });

  it('drops a rule left with no nodes', () => {
    const contrast = rule('color-contrast', inCardFrame);
    expect(withoutNodesInFrames([contrast], 'color-contrast', frames)).toEqual([]);
  });
});

/**
 * The CSS parts a brand restyles (product-rules §1.3) are on the shared pieces every element is
 * built from, and each element's class documents them (`@csspart`, so they are in
 * custom-elements.json). Every element restyled through them, in a browser:
 * test/e2e/theming.spec.ts.
 */
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigMessage } from './config/ConfigMessage';
import { FormSend } from './form/FormSend';
import { TextField } from './form/TextField';
import { ElementRoot } from './ElementRoot';

const partsOf = (root: ParentNode, part: string): Element[] =>
  Array.from(root.querySelectorAll(`[part~="${part}"]`));

describe('CSS parts', () => {
  it("a text field's label, input and error", () => {
    const { container } = render(
      <TextField
        name="email"
        label="Email"
        value=""
        error="Enter your email."
        autoComplete="email"
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(partsOf(container, 'label').map((el) => el.localName)).toEqual(['label']);
    expect(partsOf(container, 'input').map((el) => el.localName)).toEqual(['input']);
    expect(partsOf(container, 'error').map((el) => el.textContent)).toEqual(['Enter your email.']);
  });

  it("a form's send button is `button button-primary`, its failure an `error`", () => {
    const { container } = render(
      <FormSend failure="We could not sign you up." busy={false}>
        Sign up
      </FormSend>,
    );
    const [button] = partsOf(container, 'button');
    expect(button?.getAttribute('part')).toBe('button button-primary');
    expect(partsOf(container, 'button-primary')).toEqual([button]);
    expect(partsOf(container, 'error')[0]?.textContent).toContain('We could not sign you up.');
  });

  it('the configuration message is an `error` too, in the `base` box', () => {
    const host = document.createElement('cinema-newsletter');
    document.body.append(host);
    const { container } = render(
      <ElementRoot host={host}>
        <ConfigMessage problems={[{ attribute: 'api-base', message: 'Invalid attribute.' }]} />
      </ElementRoot>,
    );
    expect(partsOf(container, 'base')).toHaveLength(1);
    expect(partsOf(container, 'error')).toEqual(partsOf(container, 'config-error'));
    expect(partsOf(container, 'error')).toHaveLength(1);
    host.remove();
  });
});

describe('each element documents its parts with @csspart', () => {
  const PARTS = [
    'base',
    'button',
    'button-primary',
    'input',
    'label',
    'heading',
    'card',
    'total',
    'error',
    'notice',
  ];
  const ELEMENTS: Record<string, readonly string[]> = {
    'festival-pass/FestivalPassElement.ts': PARTS,
    'shop-cart/ShopCartElement.ts': PARTS,
    'member-area/MemberAreaElement.ts': PARTS,
    'membership/MembershipElement.ts': PARTS,
    'newsletter/NewsletterElement.ts': PARTS.filter((part) => part !== 'card' && part !== 'total'),
    'cart-summary/CartSummaryElement.ts': ['base', 'button', 'total', 'error'],
  };
  it.each(Object.entries(ELEMENTS))('%s', (file, parts) => {
    const source = readFileSync(resolve('src/elements', file), 'utf8');
    const documented = [...source.matchAll(/@csspart ([a-z-]+) - /g)].map((match) => match[1]);
    for (const part of parts) expect(documented).toContain(part);
  });
});

import { FieldView } from './FieldView';
import type { FieldViewEvent } from './FieldView';

function render(key: 'number' | 'cvv' | 'cardholderName', options = {}) {
  const events: FieldViewEvent[] = [];
  const view = new FieldView(document, key, options, 'input{font-size:16px;}', (_view, event) =>
    events.push(event),
  );
  return { view, events, input: view.input };
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input'));
}

describe('FieldView', () => {
  it('renders an input labelled with the SDK default label, autocomplete and name', () => {
    const { input } = render('number');
    const label = document.querySelector(`label[for="${input.id}"]`);
    expect(label).toHaveTextContent('Credit Card Number');
    expect(input).toHaveAttribute('name', 'credit-card-number');
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('uses the internal label and placeholder the merchant passed, and the styles it sent', () => {
    const { input } = render('cardholderName', {
      internalLabel: 'Name on card',
      placeholder: 'As printed',
    });
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent('Name on card');
    expect(input).toHaveAttribute('placeholder', 'As printed');
    expect(input).toHaveAttribute('type', 'text');
    expect(document.head.querySelector('style:last-of-type')?.textContent).toContain(
      'input{font-size:16px;}',
    );
  });

  it('reports input, focus and blur, and formats and validates on update', () => {
    const { view, events, input } = render('number');
    input.dispatchEvent(new Event('focus'));
    type(input, '4111111111111111');
    expect(events).toEqual(['focus', 'input']);
    expect(view.update('', [3])).toEqual({
      isEmpty: false,
      isValid: true,
      isPotentiallyValid: true,
      isFocused: true,
    });
    expect(input.value).toBe('4111 1111 1111 1111');
    expect(view.value).toBe('4111111111111111');
    expect(input).toHaveClass('valid');
  });

  it('marks an impossible value invalid for the customer and for screen readers', () => {
    const { view, input } = render('cvv');
    type(input, '12');
    input.dispatchEvent(new Event('blur'));
    expect(view.update('4111111111111111', [3])).toMatchObject({
      isValid: false,
      isFocused: false,
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('invalid');
  });

  it('applies the attributes and message the SDK sets, and ignores others', () => {
    const { view, input } = render('cvv');
    view.setAttribute('aria-required', true);
    view.setAttribute('disabled', true);
    view.setAttribute('onclick', 'alert(1)');
    view.setMessage('Enter the 3 digits on the back');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeDisabled();
    expect(input).not.toHaveAttribute('onclick');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Enter the 3 digits',
    );
    view.setAttribute('aria-required', undefined);
    expect(input).not.toHaveAttribute('aria-required');
  });
});

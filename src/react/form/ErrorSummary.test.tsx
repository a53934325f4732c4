import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BUYER_MISSING_MESSAGES, REQUIRED_MESSAGE } from '../../atoms/checkout/buyerValidation';
import { sheetFor } from '../../styles/adoptStyles';
import { errorSummaryCss } from './errorSummaryCss';
import { ErrorSummary } from './ErrorSummary';
import { BUYER_FORM_FIELDS, BuyerForm, renderInForm, validateBuyerForm } from './testing/buyerForm';
import type { BuyerFormValues } from './testing/buyerForm';
import { useFieldForm } from './useFieldForm';

/** A form whose state outlives its view, as the membership's does across 'Change'. */
function SteppedForm() {
  const form = useFieldForm<BuyerFormValues>(
    'buyer',
    { firstName: '', email: '' },
    validateBuyerForm,
  );
  const [shown, setShown] = useState(true);
  return shown ? (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.validateAll();
      }}
    >
      <ErrorSummary form={form} fields={BUYER_FORM_FIELDS} words={BUYER_MISSING_MESSAGES} />
      <button type="submit">Send</button>
      <button type="button" onClick={() => setShown(false)}>
        Change
      </button>
    </form>
  ) : (
    <>
      <h2 tabIndex={-1}>Choose</h2>
      <button type="button" onClick={() => setShown(true)}>
        Back
      </button>
    </>
  );
}

const mount = (lazy = false) => renderInForm(<BuyerForm lazy={lazy} />);

const summaryLinks = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the one error pattern (product-rules §8)', () => {
  it('shows no summary while a field is only left, only its message at the field', async () => {
    const user = mount();
    await user.click(screen.getByRole('textbox', { name: /Given names/ }));
    await user.tab();
    const field = screen.getByRole('textbox', { name: /Given names/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  });

  it("on a press: the summary, focused, in the rules' words for empty fields and the field's own message otherwise; each field marked with its message", async () => {
    const user = mount();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'mia@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summaryLinks(summary)).toEqual([
      'Enter your given names',
      'Please enter a valid email address',
    ]);
    const name = screen.getByRole('textbox', { name: /Given names/ });
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    // A link takes the buyer to its field; the summary follows what is fixed, without focus.
    await user.click(within(summary).getByRole('link', { name: 'Enter your given names' }));
    expect(name).toHaveFocus();
    await user.type(name, 'Mia');
    expect(summaryLinks(summary)).toEqual(['Please enter a valid email address']);
    expect(name).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('says "This field is required" at an empty e-mail and "Enter your email address" in the summary', async () => {
    const user = mount();
    await user.type(screen.getByRole('textbox', { name: /Given names/ }), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summaryLinks(summary)).toEqual(['Enter your email address']);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('does not take focus again when a message comes back on leaving a field, only on the next press', async () => {
    const user = mount();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(screen.getByRole('textbox', { name: /Given names/ }), 'Mia');
    await user.type(email, 'mia@example.com');
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    await user.clear(email);
    await user.tab();
    expect(screen.getByRole('alert', { name: 'There is a problem' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus(),
    );
  });

  it("shown again with an old press's problems, leaves focus where the page put it", async () => {
    const user = renderInForm(<SteppedForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).not.toHaveFocus();
    // A new press is answered again.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('loads the summary after a press where the first view must stay small, and focuses it', async () => {
    const user = mount(true);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summaryLinks(summary)).toEqual(['Enter your given names', 'Enter your email address']);
    // Its CSS comes with it, not with the element's first view (src/themes/baseCss.ts).
    expect(document.adoptedStyleSheets).toContain(sheetFor(errorSummaryCss));
  });
});

import { screen, within, waitFor } from '@testing-library/react';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import { renderFestivalPass, widgetProps } from '../testing/renderFestivalPass';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { expectRequiredAt, problemSummary } from '../form/testing/problemSummary';

let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer({ page: true });
}, 20_000);
afterAll(() => server.close());
beforeEach(() => {
  installFakeBotCheck();
});
afterEach(() => {
  document.body.replaceChildren();
});

/** Render a jiff widget and wait for its form. */
async function renderForm(festivalId = 'jiff') {
  const view = renderFestivalPass(widgetProps(festivalId));
  await screen.findByRole('combobox', { name: 'Festival pass' });
  return view;
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function fillDetails(user: ReturnType<typeof renderFestivalPass>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Given names' }), 'Mia');
  await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Wong');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Post code' }), '2031');
}

describe('CheckoutPage', () => {
  it('shows nothing while the passes load, then the form', async () => {
    renderFestivalPass(widgetProps('jiff'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status')).toHaveClass('visually-hidden');
    // The reserved height keeps the host page from jumping (measured by the E2E details-form spec).
    expect(screen.getByRole('status').parentElement).toHaveClass('checkout-loading');
    expect(await screen.findByRole('heading', { name: 'Buy a festival pass' })).toBeInTheDocument();
  });

  it('says when the festival is not on sale yet', async () => {
    renderFestivalPass(widgetProps('soon'));
    const message = await screen.findByText(
      'Sorry, this festival is not on sale yet. Please check back later.',
    );
    expect(message).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('names its region after the festival, so two widgets on a page have distinct landmarks', async () => {
    await renderForm('jiff');
    expect(screen.getByRole('region', { name: 'Buy a festival pass (JIFF)' })).toBeInTheDocument();
  });

  it('says "Error loading products" when the passes cannot be loaded', async () => {
    const { user, events } = renderFestivalPass(widgetProps('no-such-festival'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products');
    await waitFor(() =>
      expect(events).toEqual([
        { type: 'cinema-error', detail: { message: 'Error loading products' } },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading products');
  });

  it('lists each pass with its price in AUD', async () => {
    await renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Select a pass',
      'JIFF 5-Film Pass – $75.00',
      'JIFF 10-Film Pass – $140.00',
      'JIFF Festival Pass – $299.00',
    ]);
  });

  it('has the inputs with their autocomplete hints, the newsletter box and the terms link', async () => {
    await renderForm();
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveAttribute(
      'autocomplete',
      'given-name',
    );
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: 'Post code' })).toHaveAttribute(
      'autocomplete',
      'postal-code',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Subscribe to the JIFF newsletter' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
    ).toBeRequired();
    const link = screen.getByRole('link', { name: /terms and conditions/ });
    expect(link).toHaveAttribute('href', `${server.url}/terms-of-use`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('offers no newsletter for a festival without one', async () => {
    await renderForm('RET');
    expect(screen.getByRole('heading', { name: 'Buy a multi-film pass' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /newsletter/ })).toBeNull();
  });

  it('enables Next only when names, e-mail, post code and terms are filled in', async () => {
    const { user } = await renderForm();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await fillDetails(user);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.clear(screen.getByRole('textbox', { name: 'Post code' }));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the required fields', async () => {
    await renderForm();
    expect(screen.getByText(/are required\./)).toBeInTheDocument();
    for (const name of ['Given names', 'Surname', 'Email', 'Post code']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toBeRequired();
      expect(input.closest('.field')?.querySelector('.required-mark')).not.toBeNull();
    }
  });

  it('says what is missing, GOV.UK style, once the buyer presses the unavailable Next', async () => {
    const { user } = await renderForm();
    expect(screen.queryByText('There is a problem')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Given names' }), 'Mia');
    await user.click(next());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const entries = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual([
      'Select a festival pass',
      'Enter your surname',
      'Enter your email address',
      'Enter your post code',
      'Accept the terms and conditions',
    ]);
    expect(next()).toHaveAccessibleDescription(/There is a problem/);
    await user.click(within(summary).getByRole('link', { name: 'Enter your post code' }));
    expect(screen.getByRole('textbox', { name: 'Post code' })).toHaveFocus();

    // It follows what is typed, and goes once nothing is missing.
    await user.type(screen.getByRole('textbox', { name: 'Post code' }), '2031');
    expect(within(summary).queryByRole('link', { name: 'Enter your post code' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Wong');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    // Next is available now (product-rules §8.3); the summary still names the pass until one is
    // chosen.
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.click(within(summary).getByRole('link', { name: 'Select a festival pass' }));
    const select = screen.getByRole('combobox', { name: 'Festival pass' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'JIFF 10-Film Pass – $140.00');
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it.each(['Given names', 'Surname', 'Post code'])(
    'says "This field is required" when %s is left empty',
    async (label) => {
      const { user } = await renderForm();
      const input = screen.getByRole('textbox', { name: label });
      await user.click(input);
      await user.tab();
      const message = screen.getByRole('alert');
      expect(message).toHaveTextContent('This field is required');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('This field is required');
      await user.type(input, 'x');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).toHaveAccessibleDescription('');
    },
  );

  it('checks the post code itself, not the first name', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Given names' }), 'Mia');
    await user.click(screen.getByRole('textbox', { name: 'Post code' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Post code' })).toHaveAccessibleDescription(
      'This field is required',
    );
  });

  it('says "Please enter a valid email address" on leaving a bad e-mail', async () => {
    const { user } = await renderForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'mia@example');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(email, '.com');
    expect(email).toHaveAccessibleDescription('');
  });

  it('says "Please select a pass!" at the selector and "Select a festival pass" in the focused summary when Next is pressed without a pass', async () => {
    const { user } = await renderForm();
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(next());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link').textContent).toBe('Select a festival pass');
    const select = screen.getByRole('combobox', { name: 'Festival pass' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a pass!');
    await user.click(within(summary).getByRole('link'));
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'JIFF 10-Film Pass – $140.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select).toHaveAccessibleDescription('Ten sessions of your choice.');
  });

  it('shows the same message at the field and in the summary for an invalid e-mail', async () => {
    const { user } = await renderForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Festival pass' }),
      'JIFF 5-Film Pass – $75.00',
    );
    await fillDetails(user);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '@');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(next());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link').textContent).toBe(
      'Please enter a valid email address',
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('lists what is missing with the rules\' words, and says "This field is required" at each empty field, when Next is pressed early', async () => {
    const { user } = await renderForm();
    await user.click(next());
    expect((await problemSummary()).links).toEqual([
      'Select a festival pass',
      'Enter your given names',
      'Enter your surname',
      'Enter your email address',
      'Enter your post code',
      'Accept the terms and conditions',
    ]);
    expectRequiredAt(['Given names', 'Surname', 'Email', 'Post code']);
    const terms = screen.getByRole('checkbox', { name: /I accept/ });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Accept the terms and conditions');
  });

  it('prefills the empty fields of a signed-in member without touching typed ones', async () => {
    await server.signIn();
    try {
      renderFestivalPass(widgetProps('jiff'));
      const surname = await screen.findByRole('textbox', { name: 'Surname' });
      await waitFor(() => expect(surname).toHaveValue('Citizen'));
      expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Alex');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(
        'alex.citizen@example.com',
      );
      expect(screen.getByRole('textbox', { name: 'Post code' })).toHaveValue('2000');
    } finally {
      await server.signOut();
    }
  });

  it('leaves the form empty for an anonymous visitor, with no message', async () => {
    await renderForm();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

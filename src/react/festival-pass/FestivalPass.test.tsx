import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import type { FakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import { renderFestivalPass, widgetProps } from '../testing/renderFestivalPass';
import { fetchedUrls, loaderReadAhead } from '../testing/loaderReadAhead';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';

let server: ReferenceServer;
let bot: FakeBotCheck;

beforeAll(async () => {
  server = await startReferenceServer({ page: true });
}, 20_000);
afterAll(() => server.close());
beforeEach(() => {
  bot = installFakeBotCheck();
});
afterEach(() => {
  document.body.replaceChildren();
});

type User = ReturnType<typeof renderFestivalPass>['user'];

/** Fill the form for the JIFF 10-film pass and tick the terms (and the newsletter when asked). */
async function fillForm(user: User, { newsletter = false } = {}) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Festival pass' }),
    'JIFF 10-Film Pass – $140.00',
  );
  await user.type(screen.getByRole('textbox', { name: 'Given names' }), 'Mia');
  await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Wong');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mia@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Post code' }), '2031');
  if (newsletter)
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to the JIFF newsletter' }));
  await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
}

/** POST requests to `path` made through the page's fetch. */
function countPosts(spy: { mock: { calls: unknown[][] } }, path: string): number {
  return spy.mock.calls.filter(([input, init]) => {
    const request =
      input instanceof Request ? input : new Request(String(input), init as RequestInit);
    return request.method === 'POST' && new URL(request.url).pathname === path;
  }).length;
}

describe('FestivalPass', () => {
  it('shows a configuration message instead of a blank box when an attribute is missing', () => {
    renderFestivalPass(widgetProps('jiff', { dataFestivalId: undefined }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing attribute data-festival-id.');
  });

  it('lists the passes in its first render when the loader has read them, asking nothing again', async () => {
    const asked = fetchedUrls();
    await loaderReadAhead('cinema-festival-pass', {
      'data-cinema-id': 'demo-cinema',
      'data-cinema-name': 'Demo Cinema',
      'data-recaptcha-key': 'demo-key',
      'data-festival-id': 'jiff',
    });
    // Every node the renders add, to see that no loading state was ever committed.
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) added.push(node.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderFestivalPass(widgetProps('jiff'));
    // No loading state: the passes are in the first commit.
    expect(screen.getByRole('combobox', { name: 'Festival pass' })).toHaveTextContent(
      'JIFF 10-Film Pass – $140.00',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(added.join(' ')).not.toContain('Loading passes');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((url) => url.includes('/shop/festival-passes'))).toHaveLength(1);
  });

  it("links the terms box to terms-url, else to /terms-of-use on the API's site", async () => {
    renderFestivalPass(widgetProps('jiff', { termsUrl: 'https://cinema.example/legal/terms' }));
    const named = await screen.findByRole('link', { name: /terms and conditions/ });
    expect(named).toHaveAttribute('href', 'https://cinema.example/legal/terms');
    document.body.replaceChildren();
    renderFestivalPass(widgetProps('jiff'));
    const fallback = await screen.findByRole('link', { name: /terms and conditions/ });
    expect(fallback.getAttribute('href')).toMatch(/\/terms-of-use$/);
  });

  it('shows a configuration message for a time zone Intl does not know', () => {
    renderFestivalPass(widgetProps('jiff', { timeZone: 'Australia/Fremantle' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid attribute time-zone ("Australia/Fremantle"): use an IANA time zone such as "Australia/Perth".',
    );
  });

  it('goes to payment after Next, and back with the values kept on Edit', async () => {
    const { user, events } = renderFestivalPass(widgetProps('jiff'));
    await fillForm(user, { newsletter: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const checkout = await screen.findByRole('heading', { name: 'Checkout' });
    await waitFor(() => expect(checkout).toHaveFocus());
    expect(events).toEqual([{ type: 'cinema-page-change', detail: { page: 'payment' } }]);
    expect(await screen.findByText('JIFF 10-Film Pass', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const heading = await screen.findByRole('heading', { name: 'Buy a festival pass' });
    expect(heading).toHaveFocus();
    expect(events.at(-1)).toEqual({ type: 'cinema-page-change', detail: { page: 'checkout' } });
    expect(screen.getByRole('combobox', { name: 'Festival pass' })).toHaveValue('jiff-10-film');
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Mia');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Wong');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mia@example.com');
    expect(screen.getByRole('textbox', { name: 'Post code' })).toHaveValue('2031');
    expect(
      screen.getByRole('checkbox', { name: 'Subscribe to the JIFF newsletter' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
  });

  it('shows why a step failed, keeps the values and lets the visitor press Next again', async () => {
    // The server cannot start the order once (503, no detail); the next press works.
    const realFetch = window.fetch.bind(window);
    let failures = 1;
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/cart' && failures) {
        failures -= 1;
        return new Response(null, { status: 503 });
      }
      return realFetch(input, init);
    });
    const { user, events } = renderFestivalPass(widgetProps('jiff'));
    await fillForm(user, { newsletter: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not start your order. Please try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('mia@example.com');
    expect(
      screen.getByRole('checkbox', { name: 'Subscribe to the JIFF newsletter' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    expect(events).toEqual([
      {
        type: 'cinema-error',
        detail: { message: 'We could not start your order. Please try again.' },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(failures).toBe(0);
  });

  it('goes on to payment when only the newsletter bot check fails, and says so', async () => {
    const { user } = renderFestivalPass(widgetProps('jiff'));
    await fillForm(user, { newsletter: true });
    bot.failing(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByText(/newsletter/i)).toBeInTheDocument();
  });

  it('shows a loading state on Next and sends one order for clicks plus Enter', async () => {
    // Hold the first call of the submit (POST cart) until the extra attempts are made, so the
    // form is still in flight however fast the server answers.
    const realFetch = window.fetch.bind(window);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/cart') await held;
      return realFetch(input, init);
    });
    const { user } = renderFestivalPass(widgetProps('jiff'));
    await fillForm(user);
    const next = screen.getByRole('button', { name: 'Next' });
    const clicked = user.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-busy', 'true'));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    // The form is frozen while Next runs, so the cart matches what it shows.
    const postCode = screen.getByRole('textbox', { name: 'Post code' });
    expect(postCode).toHaveAttribute('readonly');
    await user.type(postCode, '9{Enter}');
    expect(postCode).toHaveValue('2031');
    // However the form gets submitted meanwhile (the button is disabled), nothing more is sent.
    fireEvent.submit(next.closest('form') as HTMLFormElement);
    release();
    await clicked;
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(countPosts(fetchSpy, '/api/cart')).toBe(1);
  });

  it('makes the payment provider once the buyer starts on the form, before Next, and pays with it', async () => {
    const { user, factory } = renderFestivalPass(widgetProps('jiff'));
    const given = await screen.findByRole('textbox', { name: /Given names/ });
    // Nothing of the payment for someone who only looks at the form.
    expect(factory).not.toHaveBeenCalled();
    await user.type(given, 'P');
    // The order calls' code first, then the provider (braintree-web's code) made while they type.
    await waitFor(() => expect(factory).toHaveBeenCalledTimes(1));
    await fillForm(user);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(await screen.findByRole('button', { name: 'Process Payment' })).toBeVisible();
    // The page connected the provider made ahead: no second one.
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('pays, thanks the visitor and tells the page once', async () => {
    const { user, events } = renderFestivalPass(widgetProps('jiff'));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Checkout' });

    const giftCard = await screen.findByRole('button', { name: 'Gift Card' });
    if (giftCard.getAttribute('aria-expanded') !== 'true') await user.click(giftCard);
    const panel = screen.getByRole('region', { name: 'Gift Card' });
    await user.type(
      within(panel).getByRole('textbox', { name: 'Card Number' }),
      '6280000000000001',
    );
    await user.type(within(panel).getByRole('textbox', { name: 'PIN' }), '1234');
    await user.click(within(panel).getByRole('button', { name: 'Add Gift Card' }));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));

    const thanks = await screen.findByRole('heading', {
      name: 'Thank you for purchasing a festival pass',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(
      screen.getByText(/e-mailed your confirmation, with your pass code, to mia@example.com/),
    ).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'cinema-payment-captured')).toEqual([
      {
        type: 'cinema-payment-captured',
        detail: { orderType: 'festivalPass', paymentType: 'giftCard' },
      },
    ]);
    expect(
      events.filter((event) => event.type === 'cinema-page-change').map((event) => event.detail),
    ).toEqual([{ page: 'payment' }, { page: 'thanks' }]);
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import { ElementRoot } from '../ElementRoot';
import { PaymentProviderContext } from '../payment/PaymentProviderContext';
import { Membership } from './Membership';
import type { MembershipProps } from './Membership';
import { expectRequiredAt, problemSummary } from '../form/testing/problemSummary';
import { referenceServerSuite } from '../testing/referenceServerSuite';
import { loaderReadAhead } from '../testing/loaderReadAhead';

const suite = referenceServerSuite({ page: true });
let sales = 0;

beforeEach(async () => {
  await suite.server.reset();
});
afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  await suite.server.signOut();
});

/**
 * A sale for a cinema of its own, so no test shares a cart with another; its host is a `div`, or an
 * element of `tag`.
 */
function renderSale(overrides: MembershipProps = {}, tag = 'div') {
  sales += 1;
  const host = document.createElement(tag);
  document.body.append(host);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['cinema-page-change', 'cinema-payment-captured', 'cinema-error']) {
    host.addEventListener(type, (event) =>
      events.push({ type, detail: (event as CustomEvent).detail }),
    );
  }
  const provider = createFakeProvider();
  render(
    <PaymentProviderContext value={() => Promise.resolve(provider)}>
      <ElementRoot host={host}>
        <Membership
          dataCinemaId={`cinema-${sales}`}
          dataCinemaName="Demo Cinema"
          dataRecaptchaKey="demo-key"
          apiBase="/api/"
          {...overrides}
        />
      </ElementRoot>
    </PaymentProviderContext>,
    { container: host },
  );
  return { host, events, user: userEvent.setup() };
}

type User = ReturnType<typeof renderSale>['user'];

/**
 * Watch the page's fetch: `fail(method, path, times)` makes the next matching requests fail as a
 * dropped connection would; `count(method, path)` says how many were sent.
 */
function watchFetch() {
  const realFetch = window.fetch.bind(window);
  const failures: { method: string; path: RegExp; times: number }[] = [];
  const seen: { method: string; path: string }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    seen.push({ method: request.method, path });
    const failure = failures.find((f) => f.method === request.method && f.path.test(path));
    if (failure && failure.times > 0) {
      failure.times -= 1;
      throw new TypeError('Failed to fetch');
    }
    return realFetch(input, init);
  });
  return {
    fail: (method: string, path: RegExp, times = 1) => void failures.push({ method, path, times }),
    count: (method: string, path: RegExp) =>
      seen.filter((call) => call.method === method && path.test(call.path)).length,
  };
}

const CART = /^\/api\/cart$/;

async function fillApplicant(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Given names' }), 'Sam');
  await user.type(screen.getByRole('textbox', { name: 'Surname' }), 'Lee');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Post code' }), '2000');
  const dateOfBirth = screen.getByLabelText(/Date of birth/);
  await user.type(dateOfBirth, '1990-05-06');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

const captures = (events: { type: string; detail: unknown }[]) =>
  events.filter((event) => event.type === 'cinema-payment-captured').map((event) => event.detail);

/** Pay the balance with the demo's gift card (the fake provider has no card form to fill). */
async function payWithGiftCard(user: User) {
  const giftCard = await screen.findByRole('button', { name: 'Gift Card' });
  if (giftCard.getAttribute('aria-expanded') !== 'true') await user.click(giftCard);
  const panel = screen.getByRole('region', { name: 'Gift Card' });
  await user.type(within(panel).getByRole('textbox', { name: 'Card Number' }), '6280000000000001');
  await user.type(within(panel).getByRole('textbox', { name: 'PIN' }), '1234');
  await user.click(within(panel).getByRole('button', { name: 'Add Gift Card' }));
  await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
}

describe('Membership', () => {
  it('names a missing attribute instead of showing a blank box', () => {
    renderSale({ dataCinemaId: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Missing attribute data-cinema-id.');
  });

  it("shows a visitor the general options as cards, 'Free' for the free slugs", async () => {
    renderSale();
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Free Adult Membership',
      'Free Senior Membership',
      'Adult Premium Membership (1 year)',
      'Senior Premium Membership (1 year)',
    ]);
    const prices = cards.map(
      (card) => card.querySelector('.membership-option__price')?.textContent,
    );
    // A free one says only 'Free' (whatever its price); a paid one its price per year.
    expect(prices).toEqual(['Free', 'Free', '$49.00 / year', '$39.00 / year']);
    expect(within(cards[2] as HTMLElement).queryByText('Renewal')).toBeNull();
    // The region takes its heading's name, never a host page's generic "Memberships".
    expect(screen.getByRole('region', { name: 'Become a member' })).toContainElement(
      cards[0] as HTMLElement,
    );
  });

  it('shows a visitor the options in its first render when the loader has read both answers, asking nothing again', async () => {
    const fetches = watchFetch();
    // What the CDN loader does on seeing the tag: GET member, then (401) the visitor's options.
    await loaderReadAhead(
      'cinema-membership',
      { 'data-cinema-id': 'cinema-ahead', 'data-recaptcha-key': 'demo-key' },
      2,
    );
    renderSale();
    // No loading state, no waiting: the cards are in the first commit.
    expect(screen.queryByText('Loading the memberships')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetches.count('GET', /\/member$/)).toBe(1);
    expect(fetches.count('GET', /\/shop\/membership-options$/)).toBe(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it("marks the recommended option, and the others' buttons step back beside it", async () => {
    renderSale();
    const cards = await screen.findAllByRole('listitem');
    const recommended = cards.filter((card) => within(card).queryByText('Recommended'));
    expect(recommended.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Adult Premium Membership (1 year)',
    ]);
    expect(recommended[0]).toHaveClass('membership-option--recommended');
    const buttons = cards.map((card) => within(card).getByRole('button'));
    expect(buttons.map((button) => button.classList.contains('button--secondary'))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it("free: 'Join' completes with paymentType free, no payment page, and welcomes the member", async () => {
    const { user, events, host } = renderSale();
    const reports: { name: string; params: Record<string, unknown> }[] = [];
    host.addEventListener('cinema-analytics', (event) =>
      reports.push((event as CustomEvent<(typeof reports)[number]>).detail),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Free Adult Membership' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await fillApplicant(user);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const welcome = await screen.findByRole('heading', {
      name: 'Welcome to Demo Cinema membership',
    });
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    expect(captures(events)).toEqual([{ orderType: 'registration', paymentType: 'free' }]);
    expect(
      events.filter((event) => event.type === 'cinema-page-change').map((event) => event.detail),
    ).toEqual([{ page: 'checkout' }, { page: 'thanks' }]);
    expect(suite.server.server.state.payments.at(-1)).toMatchObject({
      paymentType: 'free',
      orderType: 'registration',
      amountInCents: 0,
    });
    // No receipt for nothing paid.
    expect(screen.queryByRole('region', { name: 'Your receipt' })).toBeNull();
    // A free membership is an order: its purchase, then the new member (product-rules §15.3).
    await waitFor(() => expect(reports.map((report) => report.name)).toContain('sign_up'));
    expect(reports.map((report) => report.name)).toEqual([
      'view_item_list',
      'select_item',
      'begin_checkout',
      'purchase',
      'sign_up',
    ]);
    expect(reports[3]?.params).toEqual({
      transaction_id: suite.server.server.state.payments.at(-1)?.cartId,
      currency: 'AUD',
      value: 0,
      items: [
        {
          item_id: 'MEM-FREE-ADULT',
          item_name: 'Free Adult Membership',
          item_category: 'Membership',
          price: 0,
          quantity: 1,
        },
      ],
    });
  });

  it('paid: Next goes to the shared payment page; Edit comes back with the values kept', async () => {
    const fetches = watchFetch();
    const { user, events } = renderSale();
    await user.click(
      await screen.findByRole('button', { name: 'Choose Adult Premium Membership (1 year)' }),
    );
    await fillApplicant(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Lee');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    await payWithGiftCard(user);
    await screen.findByRole('heading', { name: 'Welcome to Demo Cinema membership' });
    expect(screen.getByRole('region', { name: 'Your receipt' })).toHaveTextContent('$49.00');
    expect(captures(events)).toEqual([{ orderType: 'registration', paymentType: 'giftCard' }]);
    // The second Next, after Edit, reused the cart.
    expect(fetches.count('POST', CART)).toBe(1);
  });

  it('sends one order however fast Join is pressed twice', async () => {
    const fetches = watchFetch();
    const { user } = renderSale();
    await user.click(await screen.findByRole('button', { name: 'Choose Free Adult Membership' }));
    await fillApplicant(user);
    const join = screen.getByRole('button', { name: 'Join' });
    await act(async () => {
      join.click();
      join.click();
    });
    await screen.findByRole('heading', { name: 'Welcome to Demo Cinema membership' });
    expect(fetches.count('POST', CART)).toBe(1);
    expect(fetches.count('POST', /^\/api\/cart\/[^/]+\/membership$/)).toBe(1);
  });

  it('lists what is missing, in the words of product-rules §8.8, and sends nothing', async () => {
    const fetches = watchFetch();
    const { user } = renderSale();
    await user.click(await screen.findByRole('button', { name: 'Choose Free Senior Membership' }));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect((await problemSummary()).links).toEqual([
      'Enter your given names',
      'Enter your surname',
      'Enter your email address',
      'Enter your date of birth, in the past',
      'Enter your post code',
      'Accept the terms and conditions',
    ]);
    // The same problems at the fields, each marked and described by its message (product-rules §8).
    expectRequiredAt(['Given names', 'Surname', 'Email', 'Post code']);
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'Accept the terms and conditions',
    );
    expect(fetches.count('POST', CART)).toBe(0);
  });

  it('a failed membership order says the text of product-rules §9.1, keeps the values, and a retry reuses the cart', async () => {
    const fetches = watchFetch();
    const { user, events } = renderSale();
    await user.click(await screen.findByRole('button', { name: 'Choose Free Adult Membership' }));
    await fillApplicant(user);
    fetches.fail('POST', /^\/api\/cart\/[^/]+\/membership$/);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const alert = await screen.findByText('Failed to update membership order');
    expect(alert).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'cinema-error')).toEqual([
      { type: 'cinema-error', detail: { message: 'Failed to update membership order' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Sam');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByRole('heading', { name: 'Welcome to Demo Cinema membership' });
    expect(fetches.count('POST', CART)).toBe(1);
  });

  it('says when the memberships cannot be loaded, and Try again loads them', async () => {
    // Three times: the client tries a failed read twice more before it gives up.
    watchFetch().fail('GET', /^\/api\/shop\/membership-options$/, 3);
    const { user } = renderSale();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the memberships. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
  });

  it("tells the admin once in the console when the memberships cannot be loaded, also after 'Try again'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Twice three times: each load tries a failed read twice more before it gives up.
    const fetches = watchFetch();
    fetches.fail('GET', /^\/api\/shop\/membership-options$/, 6);
    const { user } = renderSale({}, 'cinema-membership');
    const retry = async () => {
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent('We could not load the memberships. Please try again.');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    };
    await retry();
    await retry();
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(fetches.count('GET', /^\/api\/shop\/membership-options$/)).toBe(7);
    expect(error.mock.calls.filter(([line]) => String(line).startsWith('cinema-'))).toEqual([
      [
        `cinema-membership: the API at /api/ did not answer GET shop/membership-options; the page shows 'We could not load the memberships. Please try again.' with 'Try again'. Check api-base (not set, so "/api/") and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-membership-when-something-is-wrong`,
      ],
    ]);
  }, 30_000);

  describe('a signed-in member', () => {
    beforeEach(() => suite.server.signIn());

    it('shows each renewal per its period, and marks the recommended one', async () => {
      renderSale();
      const renew = await screen.findByRole('button', {
        name: 'Renew Renew Adult Premium (2 years)',
      });
      const card = renew.closest('li') as HTMLElement;
      expect(card).toHaveTextContent('$85.00 / 2 years');
      expect(within(card).getByText('Recommended')).toBeInTheDocument();
      expect(within(card).getByText('Renewal')).toBeInTheDocument();
      const yearly = screen
        .getByRole('button', { name: 'Renew Renew Adult Premium (1 year)' })
        .closest('li');
      expect(yearly).toHaveTextContent('$44.00 / year');
      expect(yearly).not.toHaveTextContent('Recommended');
    });

    it('renews with their details prefilled and order type renewal', async () => {
      const { user, events } = renderSale();
      const renew = await screen.findByRole('button', {
        name: 'Renew Renew Adult Premium (1 year)',
      });
      expect(screen.getByRole('region', { name: 'Renew or upgrade' })).toContainElement(renew);
      await user.click(renew);
      expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Alex');
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1988-04-12');
      await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Checkout' });
      await payWithGiftCard(user);
      await screen.findByRole('heading', { name: 'Your membership is renewed' });
      expect(captures(events)).toEqual([{ orderType: 'renewal', paymentType: 'giftCard' }]);
      expect(suite.server.server.state.payments.at(-1)).toMatchObject({
        orderType: 'renewal',
      });
    });

    it('upgrades through upgrade-membership, asking only who pays', async () => {
      const fetches = watchFetch();
      const { user, events } = renderSale();
      await user.click(
        await screen.findByRole('button', { name: 'Upgrade Upgrade to Adult Gold (1 year)' }),
      );
      expect(screen.getByRole('heading', { name: 'Confirm your details' })).toBeInTheDocument();
      expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
      expect(screen.queryByRole('checkbox', { name: 'Send me the newsletter' })).toBeNull();
      await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
      fetches.fail('POST', /^\/api\/cart\/[^/]+\/upgrade-membership$/);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(
        await screen.findByText('Failed to update upgrade membership order'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { name: 'Checkout' });
      await payWithGiftCard(user);
      await screen.findByRole('heading', { name: 'Your membership is upgraded' });
      expect(captures(events)).toEqual([{ orderType: 'renewal', paymentType: 'giftCard' }]);
      expect(suite.server.server.state.member.memberType).toBe('adultGold');
      // The sale asked again who is signed in: back at the options, the new type has none.
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(
        await screen.findByText(
          'There is nothing to renew or upgrade for your membership right now.',
        ),
      ).toBeInTheDocument();
    });
  });
});

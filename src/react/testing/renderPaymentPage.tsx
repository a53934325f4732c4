/**
 * Renders the payment page the way the element does: inside an open shadow root of a host
 * element, under ElementRoot, with a fresh jotai store and a fake provider in context. Queries
 * are scoped to the shadow root, where the user sees the page.
 */
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai/vanilla';
import { RESET } from 'jotai/vanilla/utils';
import { Provider } from 'jotai/react';
import { StrictMode } from 'react';
import { createHttp } from '../../api/http';
import type { Http } from '../../api/http';
import type { Customer, GiftCard, OrderType, PaymentDetails, PaymentType } from '../../api/schemas';
import { createCheckoutAtoms } from '../../atoms/checkout/checkoutAtoms';
import { lastPaymentTypeAtom } from '../../atoms/checkout/lastPaymentTypeAtom';
import type { CheckoutAtoms } from '../../atoms/checkout/checkoutTypes';
import { ElementRoot } from '../ElementRoot';
import { CheckoutSession } from '../payment/CheckoutSession';
import { SessionProvider } from '../payment/SessionProvider';
import { PaymentPage } from '../payment/PaymentPage';
import { createFakeProvider } from '../../provider/testing/fakePaymentProvider';
import type { FakeProvider } from '../../provider/testing/fakePaymentProvider';
import { TEST_CUSTOMER } from '../../../test/support/referenceServer';

/** Payment details with every method on and $76.50 to pay, changed by `overrides`. */
export function detailsFixture(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  return {
    balanceInCents: 7650,
    authorization: 'fake-authorization-1',
    googleMerchantId: 'BCR2DN4TEST',
    payPalBalanceInCents: 7675,
    merchantName: 'Demo Cinema',
    currency: 'AUD',
    environment: 'sandbox',
    methods: { applePay: true, creditCard: true, giftCard: true, googlePay: true, payPal: true },
    giftCards: [],
    ...overrides,
  };
}

/** How to set the page up; everything is optional. */
export interface RenderPaymentPageOptions {
  /** API client; default points at a closed port (for tests that never call the server). */
  http?: Http;
  provider?: FakeProvider;
  orderType?: OrderType;
  cartId?: string | null;
  customer?: Customer | null;
  /** Prepared payment details (skips loading them). */
  details?: PaymentDetails | null;
  giftCards?: readonly GiftCard[];
  /** The payment type this browser remembers from its last payment (product-rules §7.2). */
  lastPaymentType?: PaymentType | null;
  strict?: boolean;
  /** The purchase the page opens on (a test of what its session did before): else a new one. */
  session?: CheckoutSession;
  /** The store of `session`. */
  store?: ReturnType<typeof createStore>;
}

let scopes = 0;

/** The payment step's code, here already, as a session whose page has run it finds it. */
const loadedPaymentStep = Object.assign(() => Promise.resolve({ SessionProvider }), {
  module: { SessionProvider },
});

/**
 * A purchase's session as its pages make it, for a page about to open: on its element `host`, with
 * a checkout made already and the provider from `factory`.
 */
export function testSession(
  options: {
    store?: ReturnType<typeof createStore>;
    host?: HTMLElement;
    factory?: (() => Promise<FakeProvider>) | null;
    checkout?: CheckoutAtoms;
  } = {},
): CheckoutSession {
  const host = options.host ?? document.createElement('div');
  if (!host.isConnected) document.body.append(host);
  onTestFinished(() => host.remove());
  const scope = `payment-test-${(scopes += 1)}`;
  const checkout = options.checkout ?? createCheckoutAtoms(scope);
  return new CheckoutSession({
    store: options.store ?? createStore(),
    host,
    scope,
    factory:
      options.factory === undefined ? () => Promise.resolve(createFakeProvider()) : options.factory,
    code: { prefetch: () => Promise.resolve(), checkout: () => Promise.resolve(checkout) },
    loadPaymentStep: loadedPaymentStep,
    checkout,
  });
}

/** Render the page and hand back what a test needs to drive and inspect it. */
export function renderPaymentPage(options: RenderPaymentPageOptions = {}) {
  const store = options.store ?? createStore();
  const http = options.http ?? createHttp('http://127.0.0.1:9/api/');
  const provider = options.provider ?? createFakeProvider();
  const session =
    options.session ?? testSession({ store, factory: () => Promise.resolve(provider) });
  const atoms = session.atoms as CheckoutAtoms;
  store.set(atoms.cartIdAtom, options.cartId ?? null);
  store.set(atoms.customerAtom, options.customer === undefined ? TEST_CUSTOMER : options.customer);
  if (options.details) {
    store.set(atoms.paymentDetailsAtom, options.details);
    store.set(atoms.detailsCartIdAtom, options.cartId ?? null);
  }
  if (options.giftCards) store.set(atoms.giftCardsAtom, options.giftCards);
  store.set(lastPaymentTypeAtom, options.lastPaymentType ?? RESET);
  const onPaid = vi.fn<(paymentType: PaymentType) => void>();
  const onEdit = vi.fn<() => void>();

  const { host } = session;
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadowRoot.append(mount);

  const tree = (
    <ElementRoot host={host}>
      <Provider store={store}>
        <PaymentPage
          session={session}
          http={http}
          recaptchaKey="test-site-key"
          orderType={options.orderType ?? 'festivalPass'}
          cinemaName="Demo Cinema"
          onEdit={onEdit}
          onPaid={onPaid}
        />
      </Provider>
    </ElementRoot>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree, {
    container: mount,
  });
  const unmount = () => {
    result.unmount();
    host.remove();
  };
  onTestFinished(() => host.remove());
  return {
    view: within(mount),
    user: userEvent.setup(),
    host,
    shadowRoot,
    store,
    session,
    atoms,
    provider,
    http,
    onPaid,
    onEdit,
    unmount,
  };
}

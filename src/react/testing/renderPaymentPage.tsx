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
import { checkoutAtoms, lastPaymentTypeAtom } from '../../atoms/checkout';
import type { CheckoutAtoms } from '../../atoms/checkout';
import { ElementRoot } from '../ElementRoot';
import { PaymentPage } from '../payment/PaymentPage';
import { PaymentProviderContext } from '../payment/PaymentProviderContext';
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
  /**
   * What the element had before the page opened (a test of what happens ahead of it,
   * earlyConnection.ts): its store, checkout scope, host and provider factory.
   */
  ahead?: AheadOfPage;
}

/** The element's parts a page opens into; see {@link RenderPaymentPageOptions.ahead}. */
export interface AheadOfPage {
  store: ReturnType<typeof createStore>;
  scope: string;
  host: HTMLElement;
  factory: () => Promise<FakeProvider>;
}

/** A store, scope, host and factory (of `provider`) for a page that opens later. */
export function aheadOfPage(provider: FakeProvider): AheadOfPage {
  const host = document.createElement('div');
  document.body.append(host);
  onTestFinished(() => host.remove());
  return {
    store: createStore(),
    scope: `payment-test-${(scopes += 1)}`,
    host,
    factory: () => Promise.resolve(provider),
  };
}

let scopes = 0;

/** Render the page and hand back what a test needs to drive and inspect it. */
export function renderPaymentPage(options: RenderPaymentPageOptions = {}) {
  const scope = options.ahead?.scope ?? `payment-test-${(scopes += 1)}`;
  const atoms: CheckoutAtoms = checkoutAtoms(scope);
  const store = options.ahead?.store ?? createStore();
  const http = options.http ?? createHttp('http://127.0.0.1:9/api/');
  const provider = options.provider ?? createFakeProvider();
  const factory = options.ahead?.factory ?? (() => Promise.resolve(provider));
  store.set(atoms.cartIdAtom, options.cartId ?? null);
  store.set(atoms.customerAtom, options.customer === undefined ? TEST_CUSTOMER : options.customer);
  if (options.details) store.set(atoms.paymentDetailsAtom, options.details);
  if (options.giftCards) store.set(atoms.giftCardsAtom, options.giftCards);
  store.set(lastPaymentTypeAtom, options.lastPaymentType ?? RESET);
  const onPaid = vi.fn<(paymentType: PaymentType) => void>();
  const onEdit = vi.fn<() => void>();

  const host = options.ahead?.host ?? document.createElement('div');
  if (!options.ahead) document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadowRoot.append(mount);

  const tree = (
    <ElementRoot host={host}>
      <Provider store={store}>
        <PaymentProviderContext value={factory}>
          <PaymentPage
            scope={scope}
            http={http}
            recaptchaKey="test-site-key"
            orderType={options.orderType ?? 'festivalPass'}
            cinemaName="Demo Cinema"
            onEdit={onEdit}
            onPaid={onPaid}
          />
        </PaymentProviderContext>
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
    atoms,
    provider,
    http,
    onPaid,
    onEdit,
    unmount,
  };
}

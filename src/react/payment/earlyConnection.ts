import type { createStore } from 'jotai/vanilla';
import type { PaymentDetails } from '../../api/schemas';
import { checkoutAtoms } from '../../atoms/checkout/checkoutAtoms';
import { connectingAhead } from '../../atoms/checkout/connectingAhead';
import { lastPaymentTypeAtom } from '../../atoms/checkout/lastPaymentTypeAtom';
import type {
  CardFields,
  CardFieldsOptions,
  PaymentProvider,
} from '../../provider/PaymentProvider';
import { whenIdle } from '../../dom/whenIdle';
import { cardFieldsOptions } from './cardFieldsOptions';
import { lazyPaymentProvider } from './lazyPaymentProvider';
import { firstOpenOption, offeredPaymentOptions } from './offeredPaymentOptions';
import type { PaymentProviderFactory } from './PaymentProviderContext';

type Store = ReturnType<typeof createStore>;

/** How long a provider connected ahead waits for its page before it is torn down. */
export const EARLY_PROVIDER_TTL_MS = 30_000;

interface Early {
  provider: PaymentProvider;
  factory: PaymentProviderFactory | null;
  timer: ReturnType<typeof setTimeout>;
}

/** Per element: the provider connected ahead of its payment page, until the page takes it. */
const early = new WeakMap<HTMLElement, Early>();
/** Per provider connected ahead: the card fields mounted as it connected, until taken. */
const earlyFields = new WeakMap<PaymentProvider, Promise<CardFields>>();
/** Per provider connected ahead: what it connected with, once its client exists. */
const connections = new WeakMap<
  PaymentProvider,
  { authorization: string; environment: string; cardBrands: readonly string[] }
>();
/** Per element: the watch set up by {@link connectWhenDetailsArrive}, so it is set up once. */
const watching = new WeakMap<HTMLElement, () => void>();
/** Per element: the provider made ahead ({@link makeProviderAhead}), until a watch takes it. */
const madeAhead = new WeakMap<
  HTMLElement,
  { factory: PaymentProviderFactory; make: () => Promise<PaymentProvider> }
>();

/** `make()` on the first call only, the same promise after; a failure is the caller's to see. */
function once(make: () => Promise<PaymentProvider>): () => Promise<PaymentProvider> {
  let making: Promise<PaymentProvider> | undefined;
  return () => {
    if (!making) {
      making = make();
      making.catch(() => undefined);
    }
    return making;
  };
}

/**
 * For a buyer who has started on the form that leads to `host`'s payment page: make its provider
 * now, in an idle moment while they type, so that running its code (the provider's chunk and
 * braintree-web's client and card fields, ~50 ms at 4× CPU slowdown: README, Speed) is done
 * before they press the button rather than between the order calls. Made and not connected, a
 * provider holds nothing; {@link connectWhenDetailsArrive} takes it. Once per element and
 * factory; never throws (a failed load is tried again when the details arrive).
 */
export function makeProviderAhead(host: HTMLElement, factory: PaymentProviderFactory | null): void {
  if (!factory || madeAhead.get(host)?.factory === factory) return;
  const make = once(factory);
  madeAhead.set(host, { factory, make });
  whenIdle(() => void make());
}

/**
 * Connect the element's payment provider (braintree-web's client, whose configuration request is
 * the payment page's first round trip) the moment the payment details arrive, instead of after
 * the payment page has rendered (~70 ms of the step at 4× CPU slowdown in the bench: README,
 * Speed). Watches the checkout `scope`'s payment details in `store` and, on the first that
 * arrive, makes a provider and connects it; the page for `host` takes it
 * ({@link takeEarlyProvider}). One watch per element; it ends with the first details. A provider
 * no page takes within {@link EARLY_PROVIDER_TTL_MS} is torn down. Never throws: the page
 * connects again on its own and says what failed.
 */
export function connectWhenDetailsArrive(
  store: Store,
  scope: string,
  host: HTMLElement,
  factory: PaymentProviderFactory | null,
): void {
  if (!factory || watching.has(host)) return;
  // The provider made ahead while the buyer typed ({@link makeProviderAhead}); else its code
  // (braintree-web's client and card fields) runs while the order calls are under way, in an idle
  // moment so that it does not hold up an answer that has just arrived, or at the latest when the
  // details come; made and not connected, it holds nothing. A failed load is tried again by the
  // page's own factory call.
  const taken = madeAhead.get(host);
  madeAhead.delete(host);
  const ahead = taken?.factory === factory ? taken.make : null;
  let made: PaymentProvider | null = null;
  const make = once(() => (ahead ?? factory)().then((provider) => (made = provider)));
  if (ahead) void make();
  else whenIdle(() => void make());
  const detailsAtom = checkoutAtoms(scope).paymentDetailsAtom;
  const stop = store.sub(detailsAtom, () => {
    const details = store.get(detailsAtom);
    if (!details?.authorization) return;
    stop();
    watching.delete(host);
    discard(host);
    const { authorization, environment } = details;
    // Read now, while the element's styles are computed already: once the page has rendered,
    // reading them would compute the whole new page's styles first (~30 ms at 4× slowdown).
    const fieldsOptions = cardFieldsOptions(host);
    // Started here, in the atom's update, the client's request leaves before React renders the
    // page: a provider already made creates its client without waiting for a task.
    made?.connect(authorization, environment).catch(() => undefined);
    const provider = lazyPaymentProvider(() => make().catch(() => factory()));
    const connected = provider.connect(authorization, environment).then(({ cardBrands }) => {
      connections.set(provider, { authorization, environment, cardBrands });
      mountCardFieldsEarly(store, scope, host, provider, details, made, fieldsOptions);
    });
    // The page's own connection says why it failed.
    connected.catch(() => undefined);
    // The switch to the page waits for this client, briefly (connectingAhead.ts).
    connectingAhead(scope, connected);
    const timer = setTimeout(() => discard(host), EARLY_PROVIDER_TTL_MS);
    early.set(host, { provider, factory, timer });
  });
  watching.set(host, stop);
}

/**
 * When the page will open with the Credit Card row (the row the buyer would see first, decided as
 * PaymentOptions decides it), mount its hosted fields the moment the client exists, so the
 * frames load while React renders the options instead of after (README, Speed). Their
 * containers are the element's light-DOM children, shown once the card row's slots are there.
 */
function mountCardFieldsEarly(
  store: Store,
  scope: string,
  host: HTMLElement,
  provider: PaymentProvider,
  details: PaymentDetails,
  made: PaymentProvider | null,
  fieldsOptions: CardFieldsOptions,
): void {
  const atoms = checkoutAtoms(scope);
  const offered = offeredPaymentOptions({
    methods: details.methods,
    balanceInCents: store.get(atoms.balanceInCentsAtom),
    canUseApplePay: made?.canUseApplePay() ?? false,
  });
  if (firstOpenOption(offered, store.get(lastPaymentTypeAtom)) !== 'creditCard') return;
  const fields = provider.mountCardFields(host, fieldsOptions);
  // Rejections are the card form's to show when it takes these.
  fields.catch(() => undefined);
  earlyFields.set(provider, fields);
}

/**
 * The card brands `provider` reported when it connected ahead with this `authorization` and
 * `environment`, or null while it has not (or never did): a page whose client is already there
 * renders its options at once instead of a spinner first.
 */
export function earlyConnection(
  provider: PaymentProvider,
  authorization: string | null,
  environment: string,
): { cardBrands: readonly string[] } | null {
  const connection = connections.get(provider);
  if (!connection || connection.authorization !== authorization) return null;
  return connection.environment === environment ? { cardBrands: connection.cardBrands } : null;
}

/** The card fields mounted as `provider` connected ahead, or null; taken once. */
export function takeEarlyCardFields(provider: PaymentProvider): Promise<CardFields> | null {
  const fields = earlyFields.get(provider) ?? null;
  earlyFields.delete(provider);
  return fields;
}

function discard(host: HTMLElement): void {
  const entry = early.get(host);
  if (!entry) return;
  early.delete(host);
  clearTimeout(entry.timer);
  void entry.provider.teardown().catch(() => undefined);
}

/**
 * The provider connected ahead for `host`'s payment page, made by the same `factory`, or null.
 * Taken once: the page owns it from then on (and tears it down when it goes). Ends the element's
 * watch.
 */
export function takeEarlyProvider(
  host: HTMLElement,
  factory: PaymentProviderFactory | null,
): PaymentProvider | null {
  // The page is here: details that arrive from now on are its to connect with.
  watching.get(host)?.();
  watching.delete(host);
  const entry = early.get(host);
  if (!entry || entry.factory !== factory) return null;
  early.delete(host);
  clearTimeout(entry.timer);
  return entry.provider;
}

// @vitest-environment node
/**
 * The checkout's chunks cannot be fetched (the connection dropped): the payment page's calls and the
 * festival pass's order calls. Clear words, no throw.
 */
import { createStore } from 'jotai/vanilla';
import { createHttp } from '../api/http';
import { createCheckoutAtoms } from './checkout/checkoutAtoms';
import { testOrderSession } from './checkout/testing/orderSession';
import { CHECKOUT_CODE_LOAD_MESSAGE } from './checkout/checkoutMessages';
import { festivalPassAtoms } from './festival-pass/festivalPassAtoms';
import { FILLED_FESTIVAL_PASS_FORM } from './festival-pass/testing/festivalPassFixtures';

vi.mock('./loadCheckoutFlow', () => ({
  loadCheckoutFlow: () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));
vi.mock('./festival-pass/submitFestivalPass', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const http = createHttp('http://127.0.0.1:9/api/');

describe('when the checkout code cannot load', () => {
  it('the payment store says so and resolves false', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    const atoms = createCheckoutAtoms('offline/1');
    store.set(atoms.cartIdAtom, 'cart-1');
    const ok = await store.set(atoms.completePayment, {
      http,
      recaptchaKey: 'k',
      paymentType: 'braintree',
      orderType: 'festivalPass',
      nonce: 'n',
    });
    expect(ok).toBe(false);
    expect(store.get(atoms.errorAtom)).toBe(CHECKOUT_CODE_LOAD_MESSAGE);
    expect(store.get(atoms.statusAtom)).toBe('idle');
  });

  it("Next says so in the form, and the buyer's values stay", async () => {
    const store = createStore();
    const atoms = festivalPassAtoms('offline', 'jiff', {}, 'https://cinema.example/api/');
    const values = FILLED_FESTIVAL_PASS_FORM;
    store.set(atoms.updateValues, values);
    expect(await store.set(atoms.submit, { http, recaptchaKey: 'k' }, testOrderSession())).toBe(
      false,
    );
    expect(store.get(atoms.submitErrorAtom)).toBe(CHECKOUT_CODE_LOAD_MESSAGE);
    expect(store.get(atoms.valuesAtom)).toEqual(values);
    expect(store.get(atoms.pageAtom)).toBe('checkout');
  });
});

import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipOption } from '../../api/schemas';
import { membershipElementAtoms } from './membershipElementAtoms';
import { EMPTY_APPLICANT, TERMS_MESSAGE } from './membershipRules';
import type { MembershipSubmitResult } from './submitMembership';
import { testOrderSession } from '../checkout/testing/orderSession';

/** The API the sales call. */
const API = 'https://cinema.example/api/';

const pending: Array<(result: MembershipSubmitResult) => void> = [];
const submitMembership = vi.fn(
  () => new Promise<MembershipSubmitResult>((resolve) => pending.push(resolve)),
);
// The order calls' chunk, as the first 'Join' loads it.
vi.mock('./submitMembership', () => ({ submitMembership }));

afterEach(() => {
  pending.length = 0;
  submitMembership.mockClear();
});

const option = (action: MembershipOption['action'], priceInCents = 5000): MembershipOption => ({
  slug: `adult-${action}`,
  action,
  concessionItemId: 'X',
  name: 'Adult',
  priceInCents,
});
const CONTEXT = { http: {} as never, recaptchaKey: 'key', cinemaId: 'lido' };

const setUp = () => ({
  store: createStore(),
  atoms: membershipElementAtoms({ isConnected: true }, 'lido', { ...EMPTY_APPLICANT }, API),
});

describe('membershipElementAtoms', () => {
  it('is one sale per element and cinema, each with its own checkout scope', () => {
    const owner = { isConnected: true };
    const atoms = membershipElementAtoms(owner, 'lido', EMPTY_APPLICANT, API);
    expect(membershipElementAtoms(owner, 'lido', EMPTY_APPLICANT, API)).toBe(atoms);
    const other = membershipElementAtoms({ isConnected: true }, 'lido', EMPTY_APPLICANT, API);
    expect(other).not.toBe(atoms);
    expect(other.scope).not.toBe(atoms.scope);
    expect(atoms.scope).toMatch(/^https:\/\/cinema\.example\/api\/membership\/lido\/\d+$/);
  });

  it('checks only the fields the chosen option asks for', () => {
    const { store, atoms } = setUp();
    store.set(atoms.choose, option('upgrade'));
    expect(store.get(atoms.pageAtom)).toBe('checkout');
    store.set(atoms.form.checkAll);
    expect(Object.keys(store.get(atoms.form.errorsAtom)).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'postCode', 'terms'].sort(),
    );
    store.set(atoms.choose, option('new'));
    store.set(atoms.form.checkAll);
    expect(store.get(atoms.form.errorsAtom)).toMatchObject({
      dateOfBirth: expect.any(String),
      terms: TERMS_MESSAGE,
    });
  });

  it('goes on to payment after a paid order, and sends once at a time', async () => {
    const { store, atoms } = setUp();
    store.set(atoms.choose, option('new'));
    const first = store.set(atoms.submit, CONTEXT, testOrderSession());
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await expect(store.set(atoms.submit, CONTEXT, testOrderSession())).resolves.toBeUndefined();
    pending[0]?.({ ok: true, completed: false });
    await expect(first).resolves.toEqual({ ok: true, completed: false });
    expect(submitMembership).toHaveBeenCalledTimes(1);
    expect(store.get(atoms.pageAtom)).toBe('payment');
  });

  it('leaves a completed free membership on its page for the view to announce', async () => {
    const { store, atoms } = setUp();
    store.set(atoms.choose, option('new', 0));
    const sent = store.set(atoms.submit, CONTEXT, testOrderSession());
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.({ ok: true, completed: true, cart: undefined });
    await sent;
    expect(store.get(atoms.pageAtom)).toBe('checkout');
  });

  it('keeps a failure for the form, and choosing again or starting again clears it', async () => {
    const { store, atoms } = setUp();
    store.set(atoms.choose, option('new'));
    store.set(atoms.form.updateValues, { firstName: 'Ada' });
    const sent = store.set(atoms.submit, CONTEXT, testOrderSession());
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.({ ok: false, message: 'Failed to update ticket order' });
    await sent;
    expect(store.get(atoms.form.submitErrorAtom)).toBe('Failed to update ticket order');
    expect(store.get(atoms.form.valuesAtom).firstName).toBe('Ada');
    store.set(atoms.choose, option('renew'));
    expect(store.get(atoms.form.submitErrorAtom)).toBeNull();
    store.set(atoms.startAgain, { ...EMPTY_APPLICANT, firstName: 'Bo' });
    expect(store.get(atoms.pageAtom)).toBe('options');
    expect(store.get(atoms.choiceAtom)).toBeNull();
    expect(store.get(atoms.form.valuesAtom).firstName).toBe('Bo');
  });

  it('sends nothing before an option is chosen', async () => {
    const { store, atoms } = setUp();
    await expect(store.set(atoms.submit, CONTEXT, testOrderSession())).resolves.toBeUndefined();
    expect(submitMembership).not.toHaveBeenCalled();
  });
});

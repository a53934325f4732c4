import { atom, createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { createFormAtoms, elementFormAtoms, sendForm } from './formAtoms';

interface Values {
  name: string;
  postCode: string;
  terms: boolean;
}
type Field = keyof Values;

const EMPTY: Values = { name: '', postCode: '', terms: false };

const validate = (field: Field, values: Values): string | undefined => {
  if (field === 'name') return values.name.trim() ? undefined : 'Name is required';
  if (field === 'postCode') return /^\d{4}$/.test(values.postCode) ? undefined : 'Four digits';
  return values.terms ? undefined : 'Accept the terms';
};

const setUp = () => {
  const store = createStore();
  const form = createFormAtoms<Values, Field>({ initial: EMPTY, validate });
  return { store, form };
};

describe('createFormAtoms', () => {
  it('checks a field when the buyer leaves it', () => {
    const { store, form } = setUp();
    store.set(form.blurField, 'name');
    expect(store.get(form.errorsAtom)).toEqual({ name: 'Name is required' });
  });

  it('keeps its messages as they were when a blur or a keystroke changes none, so nothing re-renders', () => {
    const { store, form } = setUp();
    const heard: unknown[] = [];
    store.sub(form.errorsAtom, () => heard.push(store.get(form.errorsAtom)));
    const none = store.get(form.errorsAtom);
    store.set(form.updateValues, { name: 'Pat' });
    store.set(form.blurField, 'name');
    expect(store.get(form.errorsAtom)).toBe(none);
    store.set(form.blurField, 'postCode');
    const one = store.get(form.errorsAtom);
    expect(one).toEqual({ postCode: 'Four digits' });
    store.set(form.updateValues, { postCode: '20' });
    store.set(form.blurField, 'postCode');
    store.set(form.blurField, 'name');
    expect(store.get(form.errorsAtom)).toBe(one);
    expect(heard).toEqual([one]);
    store.set(form.updateValues, { postCode: '2000' });
    expect(store.get(form.errorsAtom)).toEqual({});
    expect(heard).toHaveLength(2);
  });

  it('says nothing about a field while it is typed into for the first time', () => {
    const { store, form } = setUp();
    store.set(form.updateValues, { postCode: '20' });
    expect(store.get(form.valuesAtom).postCode).toBe('20');
    expect(store.get(form.errorsAtom)).toEqual({});
  });

  it('checks every field showing a message again as anything changes, so a fixed one clears', () => {
    const { store, form } = setUp();
    store.set(form.blurField, 'name');
    store.set(form.blurField, 'postCode');
    store.set(form.updateValues, { name: 'Ada' });
    expect(store.get(form.errorsAtom)).toEqual({ postCode: 'Four digits' });
    store.set(form.updateValues, { postCode: '2000' });
    expect(store.get(form.errorsAtom)).toEqual({});
  });

  it('checks every field on a send, or only the ones asked for', () => {
    const { store, form } = setUp();
    expect(store.set(form.checkAll, ['name'])).toBe(false);
    expect(store.get(form.errorsAtom)).toEqual({ name: 'Name is required' });
    expect(store.set(form.checkAll)).toBe(false);
    expect(store.get(form.errorsAtom)).toEqual({
      name: 'Name is required',
      postCode: 'Four digits',
      terms: 'Accept the terms',
    });
    store.set(form.updateValues, { name: 'Ada', postCode: '2000', terms: true });
    expect(store.set(form.checkAll)).toBe(true);
    expect(store.get(form.errorsAtom)).toEqual({});
  });

  it('ignores changes while the form is being sent, so what is sent is what it shows', () => {
    const { store, form } = setUp();
    store.set(form.submittingAtom, true);
    store.set(form.updateValues, { name: 'Late' });
    expect(store.get(form.valuesAtom).name).toBe('');
  });

  it('starts again from new values with no message and no send failure', () => {
    const { store, form } = setUp();
    store.set(form.checkAll);
    store.set(form.submitErrorAtom, 'It failed');
    store.set(form.reset, { name: 'Bo', postCode: '3000', terms: false });
    expect(store.get(form.valuesAtom)).toEqual({ name: 'Bo', postCode: '3000', terms: false });
    expect(store.get(form.errorsAtom)).toEqual({});
    expect(store.get(form.submitErrorAtom)).toBeNull();
  });

  it('applies a change through `merge` when given one', () => {
    const store = createStore();
    const form = createFormAtoms<Values, Field>({
      initial: EMPTY,
      validate,
      merge: (values, patch) => ({ ...values, ...patch, name: (patch.name ?? values.name).trim() }),
    });
    store.set(form.updateValues, { name: '  Ada ' });
    expect(store.get(form.valuesAtom).name).toBe('Ada');
  });

  it('lets a check read other atoms (a field asked for only by some choices)', () => {
    const store = createStore();
    const strictAtom = atom(false);
    const form = createFormAtoms<Values, Field>({
      initial: EMPTY,
      validate: (field, values, get) => (get(strictAtom) ? validate(field, values) : undefined),
    });
    expect(store.set(form.checkAll)).toBe(true);
    store.set(strictAtom, true);
    expect(store.set(form.checkAll)).toBe(false);
  });
});

describe('elementFormAtoms', () => {
  it('gives an element the same form under one name, and two elements their own', () => {
    const [first, second] = [{}, {}];
    const options = { initial: EMPTY, validate };
    const form = elementFormAtoms<Values, Field>(first, 'details', options);
    expect(elementFormAtoms(first, 'details', { initial: { ...EMPTY, name: 'x' }, validate })).toBe(
      form,
    );
    expect(elementFormAtoms(first, 'voucher', options)).not.toBe(form);
    expect(elementFormAtoms(second, 'details', options)).not.toBe(form);
  });
});

describe('sendForm', () => {
  it('is busy while it runs, keeps a failure\u2019s message, and clears it on the next send', async () => {
    const { store, form } = setUp();
    let finish!: (result: { ok: false; message: string }) => void;
    const sending = sendForm(
      store.get,
      store.set,
      form,
      () => new Promise<{ ok: false; message: string }>((r) => (finish = r)),
    );
    expect(store.get(form.submittingAtom)).toBe(true);
    finish({ ok: false, message: 'No cart' });
    await expect(sending).resolves.toEqual({ ok: false, message: 'No cart' });
    expect(store.get(form.submittingAtom)).toBe(false);
    expect(store.get(form.submitErrorAtom)).toBe('No cart');
    await sendForm(store.get, store.set, form, async () => ({ ok: true }) as const);
    expect(store.get(form.submitErrorAtom)).toBeNull();
  });

  it('sends once at a time: a second send while one runs does nothing', async () => {
    const { store, form } = setUp();
    let runs = 0;
    let finish!: () => void;
    const run = () => {
      runs += 1;
      return new Promise<{ ok: true }>((resolve) => (finish = () => resolve({ ok: true })));
    };
    const first = sendForm(store.get, store.set, form, run);
    await expect(sendForm(store.get, store.set, form, run)).resolves.toBeUndefined();
    finish();
    await expect(first).resolves.toEqual({ ok: true });
    expect(runs).toBe(1);
  });

  it('is not busy after a send that threw', async () => {
    const { store, form } = setUp();
    await expect(
      sendForm(store.get, store.set, form, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(store.get(form.submittingAtom)).toBe(false);
  });
});

describe('a form after clearPersonalData() (product-rules §4.4)', () => {
  afterEach(() => localStorage.clear());

  it('reads empty, messages gone, in a store that had the values; then takes new ones', async () => {
    const { clearPersonalData } = await import('../../storage/personalData');
    const { personalDataClearsAtom } = await import('../personalDataClears');
    const store = createStore();
    const form = createFormAtoms<Values, Field>({
      initial: { name: 'Alex', postCode: '2000', terms: false },
      cleared: EMPTY,
      validate,
    });
    // Mounted, as an element's view keeps it.
    const stop = store.sub(form.valuesAtom, () => undefined);
    store.set(form.updateValues, { postCode: '20' });
    store.set(form.blurField, 'postCode');
    expect(store.get(form.errorsAtom)).toEqual({ postCode: 'Four digits' });
    const before = store.get(personalDataClearsAtom);

    clearPersonalData();
    expect(store.get(personalDataClearsAtom)).toBe(before + 1);
    expect(store.get(form.valuesAtom)).toEqual(EMPTY);
    expect(store.get(form.errorsAtom)).toEqual({});

    store.set(form.updateValues, { name: 'Sam' });
    expect(store.get(form.valuesAtom)).toEqual({ ...EMPTY, name: 'Sam' });
    // A form made after the clear starts from its own initial values (a new member's prefill).
    const later = createFormAtoms<Values, Field>({
      initial: { name: 'Sam', postCode: '3000', terms: false },
      cleared: EMPTY,
      validate,
    });
    expect(store.get(later.valuesAtom).name).toBe('Sam');
    stop();
  });
});

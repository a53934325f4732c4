import { atom, getDefaultStore } from 'jotai/vanilla';
import { cinemaStore } from './store';

describe('cinemaStore', () => {
  it("is not jotai's default store, so a host page using jotai cannot touch our atoms", () => {
    const countAtom = atom(0);
    cinemaStore.set(countAtom, 5);
    expect(getDefaultStore()).not.toBe(cinemaStore);
    expect(getDefaultStore().get(countAtom)).toBe(0);
  });
});

import { atom, getDefaultStore } from 'jotai/vanilla';
import { cinemaStore as fromBarrel } from '.';
import { cinemaStore } from './store';

describe('cinemaStore', () => {
  it('is one store for the page, whichever path imports it', () => {
    expect(fromBarrel).toBe(cinemaStore);
    const countAtom = atom(0);
    fromBarrel.set(countAtom, 3);
    expect(cinemaStore.get(countAtom)).toBe(3);
  });

  it("is not jotai's default store, so a host page using jotai cannot touch our atoms", () => {
    const countAtom = atom(0);
    cinemaStore.set(countAtom, 5);
    expect(getDefaultStore()).not.toBe(cinemaStore);
    expect(getDefaultStore().get(countAtom)).toBe(0);
  });
});

/**
 * The page-wide jotai store.
 *
 * r2wc unmounts an element's React root whenever the element leaves the DOM, so state kept in
 * React would vanish; it lives in atoms in this one store instead, which every element on the page
 * shares (that is how a festival-pass widget and a shop cart see the same cart). It is our own
 * store rather than jotai's default one so that a host page using jotai itself cannot read or
 * clobber our atoms.
 */
import { createStore } from 'jotai/vanilla';

/** The one jotai store shared by every Cinema Elements element on the page. */
export const cinemaStore = createStore();

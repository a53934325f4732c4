/**
 * The elements the bench measures: each one's E2E test page (demo/public/test/), with the query
 * that leaves it alone on the page, and the control that makes its first view usable, from its
 * descriptor (src/elements/<name>/descriptor.ts, `firstView`), and the journey a buyer makes on it
 * (`journey`).
 */
import type { CinemaTag, ElementDescriptor, Journey } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';

/** One element under measurement. */
export interface BenchElement {
  /** Short name, as in `festival-pass TTI: …`. */
  name: string;
  tag: CinemaTag;
  /** Test page path and query on the reference server (the page builds the element itself). */
  page: string;
  /**
   * CSS selector, inside the shadow root, of the control that makes the first view usable: it
   * must be rendered and neither disabled nor aria-disabled. The cart summary has no control: its
   * summary box.
   */
  main: string;
  /** A buyer's journey on it, whose interactions the bench times (measureInteractions.ts). */
  journey: Journey;
}

/** Every tag, in the order the bench prints them: each element's descriptor's first view. */
export const BENCH_ELEMENTS: readonly BenchElement[] = Object.values<ElementDescriptor>(
  DESCRIPTORS,
).map(({ tag, firstView, journey }) => ({
  name: tag.slice('cinema-'.length),
  tag,
  page: firstView.page,
  main: firstView.ready,
  journey,
}));

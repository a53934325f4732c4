import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import type { Member } from '../../api/schemas';
import { chunkLoader, LazyChunk } from '../payment/LazyChunk';
import type { ChunkLoader } from '../payment/LazyChunk';
import { whenIdle } from '../../dom/whenIdle';
import { formatDate } from '../../format/formatDate';
import { useTimeZone } from '../config/TimeZoneContext';
import { DetailsSection } from './DetailsSection';
import type { SectionProps } from './sectionProps';

/**
 * The member area's sections (product-rules §10.2), in order: id (in the URL hash as
 * `#member-<id>`) and tab label.
 */
export const MEMBER_SECTIONS = [
  ['details', 'Details'],
  ['activity', 'Activity'],
  ['bookings', 'Bookings'],
  ['vouchers', 'Vouchers'],
  ['newsletters', 'Newsletters'],
  ['passkeys', 'Passkeys'],
  ['membership', 'Membership'],
] as const;
export type MemberSectionId = (typeof MEMBER_SECTIONS)[number][0];

const HASH_PREFIX = '#member-';

/** The section the URL names, else Details. */
export function sectionFromHash(hash: string): MemberSectionId {
  const id = hash.startsWith(HASH_PREFIX) ? hash.slice(HASH_PREFIX.length) : '';
  return MEMBER_SECTIONS.find(([section]) => section === id)?.[0] ?? 'details';
}

type SectionModule = Promise<{ default: ComponentType<SectionProps> }>;

/**
 * Every section but Details loads the first time it is opened, so the member area's first view
 * carries one section's code.
 */
const LAZY_SECTIONS: Record<
  Exclude<MemberSectionId, 'details'>,
  ChunkLoader<Awaited<SectionModule>>
> = {
  activity: chunkLoader(() =>
    import('./HistorySections').then((m) => ({ default: m.ActivitySection })),
  ),
  bookings: chunkLoader(() =>
    import('./HistorySections').then((m) => ({ default: m.BookingsSection })),
  ),
  vouchers: chunkLoader(() =>
    import('./VouchersSection').then((m) => ({ default: m.VouchersSection })),
  ),
  newsletters: chunkLoader(() =>
    import('./NewslettersSection').then((m) => ({ default: m.NewslettersSection })),
  ),
  passkeys: chunkLoader(() =>
    import('./PasskeysSection').then((m) => ({ default: m.PasskeysSection })),
  ),
  membership: chunkLoader(() =>
    import('./MembershipSection').then((m) => ({ default: m.MembershipSection })),
  ),
};

/** Shown when a section's code cannot be fetched. */
export const SECTION_LOAD_MESSAGE =
  "This part of your account couldn't be loaded. Check your connection and try again.";

/** Room left beside a tab scrolled into view, past the strip's edge fade (px; its scroll-padding). */
const EDGE = 40;

/**
 * Scroll the tab strip sideways, and only sideways, so `tab` shows whole, clear of the edge fade:
 * the nearest way that rests on a snap position (a tab's start), so scroll snapping does not pull
 * it back out of view. (`scrollIntoView` would scroll the page too when the strip is off screen.)
 */
export function revealTab(
  strip: HTMLElement,
  tab: HTMLElement,
  behavior: ScrollBehavior = 'auto',
): void {
  const box = strip.getBoundingClientRect();
  // The scroll that rests `element` at the strip's start, where scroll snapping holds it.
  const snap = (element: Element) =>
    strip.scrollLeft + element.getBoundingClientRect().left - box.left - EDGE;
  const { left, right } = tab.getBoundingClientRect();
  let to: number | undefined;
  if (left < box.left + EDGE) to = snap(tab);
  else if (right > box.right - EDGE) {
    const least = strip.scrollLeft + right - box.right + EDGE;
    const snaps = [...strip.children].map(snap).filter((at) => at >= least);
    // No tab start far enough: to the end (the browser stops at the last).
    to = snaps.length ? Math.min(...snaps) : strip.scrollWidth;
  }
  if (to !== undefined) strip.scrollTo({ left: Math.max(0, to), behavior });
}

/** Mark which ends of the strip have tabs scrolled out of sight, for the edge fades. */
function markEdges(strip: HTMLElement | null): void {
  if (!strip) return;
  const { scrollLeft, clientWidth, scrollWidth } = strip;
  strip.toggleAttribute('data-more-before', scrollLeft > 1);
  strip.toggleAttribute('data-more-after', scrollLeft + clientWidth < scrollWidth - 1);
}

/**
 * The signed-in sections as a tab list (WAI-ARIA tabs, automatic activation): arrow keys, Home and
 * End move between tabs with roving focus; the selected section is kept in the URL hash, so a
 * reload and back/forward return to it. The tabs stay on one row that scrolls sideways where they
 * do not fit, faded at an end with more, and the selected tab is kept in view (product-rules
 * §10.2).
 */
export function MemberSections({ member }: { member: Member }) {
  const id = useId();
  const timeZone = useTimeZone();
  const [selected, setSelected] = useState<MemberSectionId>(() =>
    sectionFromHash(window.location.hash),
  );
  const tabs = useRef(new Map<MemberSectionId, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const shown = useRef(false);

  // The selected tab in view however it was chosen (a click, a key, the hash, back/forward), and
  // again whenever the strip or a tab changes size (fonts arriving, a theme, a narrower host).
  // A choice glides there (the CSS says how, and not for reduced motion); the first view and a
  // relayout jump.
  useLayoutEffect(() => {
    const bar = strip.current;
    const tab = tabs.current.get(selected);
    if (!bar || !tab) return;
    revealTab(bar, tab, shown.current ? 'auto' : 'instant');
    shown.current = true;
    markEdges(bar);
    // Its first call only reports the sizes just seen: the glide under way goes on.
    let first = true;
    const observer = new ResizeObserver(() => {
      if (!first) revealTab(bar, tab, 'instant');
      first = false;
      markEdges(bar);
    });
    for (const box of [bar, ...bar.children]) observer.observe(box);
    return () => observer.disconnect();
  }, [selected]);

  // Counts the page's own history moves (back, forward, a hash typed in): a URL update still
  // waiting for its idle moment is dropped by one, so it never lands on top of where the buyer
  // went.
  const moves = useRef(0);
  useEffect(() => {
    const follow = () => {
      moves.current += 1;
      setSelected(sectionFromHash(window.location.hash));
    };
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    return () => {
      // Gone from the page: nothing of its is pushed later.
      moves.current += 1;
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, []);

  const select = useCallback((section: MemberSectionId, focus: boolean) => {
    setSelected(section);
    if (focus) tabs.current.get(section)?.focus();
    // The URL follows in the next idle moment, after the press's paint: `pushState` is a few
    // milliseconds of main thread, a long slice of the press on a slow phone (docs/speed.md,
    // "Interactions"). Presses in a row push in order, one entry each.
    const at = moves.current;
    whenIdle(() => {
      if (moves.current !== at) return;
      if (sectionFromHash(window.location.hash) !== section || !window.location.hash)
        window.history.pushState(window.history.state, '', `${HASH_PREFIX}${section}`);
    });
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const order = MEMBER_SECTIONS.map(([section]) => section);
    const at = order.indexOf(selected);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? order[(at + 1) % order.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? order[(at - 1 + order.length) % order.length]
          : event.key === 'Home'
            ? order[0]
            : event.key === 'End'
              ? order[order.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next, true);
  }

  // The tab answers the press at once; the section it opens renders after that paint, in the
  // background, so a press never waits on a long section (the INP method: docs/bench.md).
  const panel = useDeferredValue(selected);
  const label = MEMBER_SECTIONS.find(([section]) => section === panel)?.[1] ?? '';
  const validUntil = member.membershipExpiry && formatDate(member.membershipExpiry, timeZone);
  // The same element while the section is the same, so the press's own render (the tabs) does
  // not render the open section again.
  const section = useMemo(
    () =>
      panel === 'details' ? (
        <DetailsSection />
      ) : (
        <LazyChunk
          key={panel}
          load={LAZY_SECTIONS[panel]}
          props={{ member, validUntil }}
          loadingLabel={`Loading ${label.toLowerCase()}`}
          message={SECTION_LOAD_MESSAGE}
        />
      ),
    [panel, member, validUntil, label],
  );
  return (
    <div className="member-sections">
      <div
        role="tablist"
        aria-label="Your account"
        className="tabs"
        ref={strip}
        onKeyDown={onKeyDown}
        onScroll={() => markEdges(strip.current)}
      >
        {MEMBER_SECTIONS.map(([section, label]) => (
          <button
            part="button"
            key={section}
            type="button"
            role="tab"
            id={`${id}-tab-${section}`}
            aria-selected={section === selected}
            aria-controls={`${id}-panel`}
            tabIndex={section === selected ? 0 : -1}
            className="tab"
            ref={(element) => {
              if (element) tabs.current.set(section, element);
              else tabs.current.delete(section);
            }}
            onClick={() => select(section, false)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${panel}`}
        aria-busy={panel !== selected}
        tabIndex={0}
        className="tabpanel"
      >
        {section}
      </div>
    </div>
  );
}

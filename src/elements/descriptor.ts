/**
 * What the package knows about one element, as plain data: each element folder has one
 * `descriptor.ts` (`export const descriptor = { … } satisfies ElementDescriptor`), and
 * `DESCRIPTORS` (src/elements/descriptors.ts) gathers them in a `Record<CinemaTag, …>`, so the
 * compiler names an element that has none, and a descriptor whose tag no element declares. Every
 * other list of the elements is made from it: the loader's first requests and early methods and
 * the admin's names of the elements, baked into the build (src/elements/elementDefines.ts), the
 * host page's policy per element (demo/server/contentSecurityPolicy.ts), the first-view size
 * budgets (scripts/size.mjs), the bench's elements and the configurator's brand tags.
 * `test/unit/elementRegistry.test.ts` holds what the compiler cannot see (the folder, the
 * attributes as the element class declares them, the places only a person can write).
 *
 * Nothing here runs in a page: no page module imports a descriptor.
 */

/** Every cinema element's tag: their `HTMLElementTagNameMap` lines (src/elements/*). */
export type CinemaTag = Extract<keyof HTMLElementTagNameMap, `cinema-${string}`>;

/**
 * The parts of the host page's published Content-Security-Policy, each what one thing on the page
 * asks for (README, "Drop what you do not offer"): the page itself, card payments (Braintree's
 * hosted fields and client API), PayPal, Google Pay, the bot check (reCAPTCHA v3) and 3D Secure.
 * Apple Pay needs nothing extra. Their sources are in demo/server/contentSecurityPolicy.ts.
 */
export type CspPart = 'page' | 'card' | 'payPal' | 'googlePay' | 'botCheck' | 'threeDSecure';

/** What a payment page needs: the card fields, the wallets, 3D Secure (product-rules §7). */
export const PAYMENT_CSP_PARTS = ['card', 'payPal', 'googlePay', 'threeDSecure'] as const;

/** What an element that sells needs: the bot check on its forms and the payment page. */
export const SELLING_CSP_PARTS = ['botCheck', ...PAYMENT_CSP_PARTS] as const;

/** One attribute the element reads (product-rules §2.2, §2.3), as its class's `@attr` line says. */
export interface AttributeDescriptor {
  /**
   * What the value is: `text` any non-blank text, `id` letters and digits with single `-` or `_`
   * between them, `site-key` a reCAPTCHA v3 site key, `address` a path or an http(s) URL (the
   * address rule, product-rules §2.8), `time-zone` an IANA zone.
   */
  readonly type: 'text' | 'id' | 'site-key' | 'address' | 'time-zone';
  /** Whether the element shows its configuration message without it ("Required."). */
  readonly required: boolean;
  /** The value an absent or blank attribute means ("Default `/api/`."), when it is one value. */
  readonly default?: string;
}

/**
 * A GET the CDN loader starts the moment it sees the tag, in parallel with the element's code
 * (src/dom/prefetch.ts), once every required attribute is there: the request the element's first
 * view makes, the same URL to the letter.
 */
export interface FirstRequest {
  /** The API path, relative to `api-base`, e.g. `shop/festival-passes`. */
  readonly path: string;
  /** Its query: each parameter's value is an attribute's, trimmed (parameter → attribute). */
  readonly query?: Readonly<Record<string, string>>;
  /** A 401 answer means the sign-in form will show: the loader asks for its chunks at once. */
  readonly signedOutOn401?: true;
  /**
   * What a visitor's view asks next, once this request answers 401 (nobody signed in): the loader
   * asks for it at once, so the answer is on its way while the element's code arrives rather than
   * asked after it has rendered (the membership sale's general list, product-rules §11.1).
   */
  readonly thenForVisitor?: readonly FirstRequest[];
}

/** The element's `first-view` size budget (scripts/size.mjs; DEVELOPERS.md "Size budgets"). */
export interface SizeBudget {
  /** What the first view is, in the budget's name, e.g. `the sign-up form`. */
  readonly view: string;
  /** Bytes gzip (1 KB = 1024) that a page holding only this element may download before it shows. */
  readonly gzip: number;
  /** Why the limit is what it is: each raise and what it paid for. */
  readonly reason: string;
}

/** An element's first view, as the bench and the E2E (first view, theming) find it. */
export interface FirstView {
  /** Its test page (demo/public/test/), with the query that leaves the element alone there. */
  readonly page: string;
  /**
   * The CSS selector, inside its shadow root, of what makes the first view usable: a control,
   * rendered and enabled; or its box when it has none.
   */
  readonly ready: string;
  /** The CSS parts (README "Theming") its first view shows, at least. */
  readonly parts: readonly string[];
}

/**
 * The space the page keeps for the element from before its code arrives (src/dom/reserveSpace.ts),
 * so the host's content below does not move while it loads (product-rules §1.3; docs/theming.md
 * "Reserved space"): its first view's height in every theme at the bench's widths, rounded up,
 * as CSS lengths in `rem` so they follow the page's root font size. A host's
 * `--cinema-min-height` on the element wins.
 */
export interface ReservedSpace {
  /** The height from 480 px of viewport up (the elements' own narrow layouts start below it). */
  readonly wide: string;
  /** The height below 480 px of viewport (a phone); the wide one when absent. */
  readonly narrow?: string;
  /** `inline-block` for an element that sits in a line (the cart summary's pill); else `block`. */
  readonly display?: 'inline-block';
}

/** The ARIA roles a journey finds a control or a sign by (Playwright's `getByRole`). */
export type JourneyRole =
  'button' | 'checkbox' | 'combobox' | 'heading' | 'link' | 'region' | 'status' | 'tab' | 'textbox';

/**
 * Something on screen inside the element: by role and accessible name (the whole name, or a part
 * of it with `partOfName`), by its text, or by a CSS selector inside its shadow root.
 */
export type JourneyTarget =
  | { readonly role: JourneyRole; readonly name: string; readonly partOfName?: true }
  | { readonly text: string }
  | { readonly selector: string };

/**
 * One step of a buyer's journey (docs/bench.md, "Interactions"). `step` names it in the bench's
 * lines ("the slowest load's 112 ms, 'Next' (pointerdown)"). Each waits for its control, then
 * half a second as a person moves from one control to the next, and, with `then`, for what the
 * step brings before the next one.
 */
export type JourneyStep = { readonly step: string; readonly then?: JourneyTarget } & (
  | {
      /** Press the control: the mouse at its centre. */
      readonly press: JourneyTarget;
    }
  | {
      /** Type into text boxes by accessible name, each pressed first, key by key. */
      readonly type: readonly (readonly [field: string, text: string])[];
    }
  | {
      /** A select by accessible name: its next option from the keyboard (its pop-up cannot be driven headless). */
      readonly choose: string;
    }
  | {
      /**
       * A field by label set as its picker sets it (a date, `YYYY-MM-DD`), not key by key: the
       * keys a date field takes are the browser's locale's, and its picker cannot be driven
       * headless. Not an interaction the page reports.
       */
      readonly pick: readonly [label: string, value: string];
    }
);

/** The journey a buyer makes on the element, whose interactions the bench times. */
export interface Journey {
  /** What it is, in the bench's lines: `choose, type, tick, Next, PayPal and back to the card`. */
  readonly name: string;
  /** Its page, when not the first view's (the cart summary's with a shop to go to). */
  readonly page?: string;
  /** Signed in as the demo member before the page opens (the reference server's `/demo/session`). */
  readonly signedIn?: true;
  readonly steps: readonly [JourneyStep, ...JourneyStep[]];
}

/** The buyer the journeys type in, field by field (the reference server takes any). */
export const JOURNEY_BUYER = {
  'Given names': 'Pat',
  Surname: 'Buyer',
  Email: 'pat.buyer@example.com',
  'Post code': '2000',
} as const;

/** A step typing {@link JOURNEY_BUYER}'s `fields` into the text boxes of those names. */
export function typingBuyer(...fields: (keyof typeof JOURNEY_BUYER)[]): JourneyStep {
  return { step: 'typing', type: fields.map((field) => [field, JOURNEY_BUYER[field]] as const) };
}

/** The step that ticks a details form's terms (its label names the terms and conditions). */
export const TICKING_THE_TERMS: JourneyStep = {
  step: 'ticking the terms',
  press: { role: 'checkbox', name: 'terms and conditions', partOfName: true },
};

/** A journey's steps that press each tab of `names` in turn, each read once `loaded` shows. */
export function eachTab(
  names: readonly [string, ...string[]],
  loaded: JourneyTarget,
): [JourneyStep, ...JourneyStep[]] {
  const [first, ...rest] = names.map((name): JourneyStep => ({
    step: `the '${name}' tab`,
    press: { role: 'tab', name },
    then: loaded,
  }));
  return [first!, ...rest];
}

/** Everything the package knows about one element besides its code. */
export interface ElementDescriptor<Tag extends CinemaTag = CinemaTag> {
  readonly tag: Tag;
  /**
   * The element's own atoms folder, `src/atoms/<feature>/` (a feature: eslint.layers.js keeps it
   * from other features' atoms), or null when it keeps no state of its own.
   */
  readonly feature: string | null;
  /**
   * What the element shows when it works, in the admin's console lines: "'Missing attribute …'
   * instead of <adminName>" (src/config/adminMessages.ts).
   */
  readonly adminName: string;
  /** Its attributes (the class's properties, r2wc's `props`), by name; `analytics` is the page's. */
  readonly attributes: Readonly<Record<string, AttributeDescriptor>>;
  /** What the loader asks the API for before the element's code is here (none: nothing). */
  readonly firstRequests: readonly FirstRequest[];
  /** Methods a host may call before the definition, which the loader makes reject clearly. */
  readonly earlyMethods: readonly string[];
  /** The parts of the host-page policy it needs besides the page's own. */
  readonly cspParts: readonly CspPart[];
  readonly sizeBudget: SizeBudget;
  /** The space the page keeps for it while it loads. */
  readonly reservedSpace: ReservedSpace;
  /** Its first view, as the bench and the E2E open it. */
  readonly firstView: FirstView;
  /** A buyer's journey on it, whose interactions the bench times (docs/bench.md "Interactions"). */
  readonly journey: Journey;
}

/** Every element's descriptor, by tag. */
export type Descriptors = { readonly [Tag in CinemaTag]: ElementDescriptor<Tag> };

/** What every first-view budget was first held to (its `reason` starts with it). */
export const FIRST_VIEW_TARGET =
  "the first target (the first view as a page holding only this element downloads it: loader, React and the element's code together)";

/** The raise every first-view budget had on 2026-12-02, to `kb`, and what it paid for. */
export const raisedForPageWideRules = (kb: string): string =>
  `Raised on 2026-12-02 to ${kb} KB for the page-wide rules: one address rule by the browser's parser (product-rules §2.8: every attribute's address, its reasons in words, and its copy in the loader so the prefetch follows it), the sweep of expired entries and the 30-minute cap on personal data with clearPersonalData()'s signal (product-rules §4.2, §4.4; about 2 KB of the rise), the time zone (product-rules §2.3; 0.3 KB), the brand's parts and token fallback (product-rules §1.3; 0.3 KB). Taking the first views down to their floor is where this comes back down.`;

/** The attributes most elements share (product-rules §2.2, §2.3). */
export const COMMON_ATTRIBUTES = {
  'data-cinema-id': { type: 'text', required: true },
  'data-recaptcha-key': { type: 'site-key', required: true },
  'api-base': { type: 'address', required: false, default: '/api/' },
  'time-zone': { type: 'time-zone', required: false, default: 'Australia/Sydney' },
  'terms-url': { type: 'address', required: false, default: '/terms-of-use' },
} as const satisfies Readonly<Record<string, AttributeDescriptor>>;

/** The named {@link COMMON_ATTRIBUTES}, in the order given (an element's table keeps its order). */
export function commonAttributes<Name extends keyof typeof COMMON_ATTRIBUTES>(
  ...names: Name[]
): Pick<typeof COMMON_ATTRIBUTES, Name> {
  return Object.fromEntries(names.map((name) => [name, COMMON_ATTRIBUTES[name]])) as Pick<
    typeof COMMON_ATTRIBUTES,
    Name
  >;
}

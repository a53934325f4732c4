/**
 * Two builds from one source tree (CONTRACT §1):
 * - npm: `dist/index.js` (`defineAll()`) and one side-effect module per element, every dependency
 *   left external so the host app's bundler dedupes React and friends;
 * - CDN: `dist/cdn/cinema-elements.js`, one self-contained ES module that defines every element,
 *   with lazy `import()`s split into `dist/cdn/chunks/` (content-hashed names) and loaded by
 *   relative URL, and `dist/cdn/sri.json`, the entry's integrity. The folder is published as it is
 *   under `…/cinema-elements/<version>/` (README "Embedding").
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';
import pkg from './package.json' with { type: 'json' };
import { elementEntries, elementTrees } from './scripts/lib/elementRegistry.mjs';
import { lazyChunksAfterEntry } from './scripts/lib/lazyChunksAfterEntry.mjs';
import { loaderCopies } from './scripts/lib/loaderCopies.mjs';
import { minifyCssModules } from './scripts/lib/minifyCssModules.mjs';
import { addCompileHints, hintedChunks } from './scripts/lib/compileHints.mjs';
import { addModulePreloads } from './scripts/lib/modulePreloads.mjs';
import { writeSri } from './scripts/lib/subresourceIntegrity.mjs';
import { checkoutStep, PAYMENT_STEP } from './src/dom/chunkSteps';
import { SIGNED_OUT_STEP } from './src/dom/elementChunks';

/** The version is baked in at build time so `VERSION` needs no runtime package.json read. */
const define = { __CINEMA_VERSION__: JSON.stringify(pkg.version) };

/**
 * tsup's rollup tree-shaking pass leaves rollup's sourceMappingURL comment in the code and then
 * appends its own, so npm files end with two (sometimes glued onto one line). Keep exactly one.
 */
async function oneSourceMapComment(dir = 'dist'): Promise<void> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    // dist/cdn belongs to the other build, which may still be writing it.
    if (entry.isDirectory() && file !== join('dist', 'cdn')) await oneSourceMapComment(file);
    if (!entry.isFile() || !file.endsWith('.js') || !existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8');
    const bare = code.replace(/(?:\n?\/\/# sourceMappingURL=[^\s/]+)+\s*$/, '');
    const fixed = `${bare}\n//# sourceMappingURL=${basename(file)}.map\n`;
    if (fixed !== code) writeFileSync(file, fixed);
  }
}

const npmBuild: Options = {
  name: 'npm',
  // `src/elements/<name>/index.ts` → `elements/<name>/index`, matching package.json exports.
  entry: { index: 'src/index.ts', ...elementEntries('.') },
  outDir: 'dist',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  // The CDN build writes dist/cdn at the same time; only clean what this build owns.
  clean: ['!cdn/**'],
  external: [...Object.keys(pkg.dependencies), /^@r2wc\//],
  removeNodeProtocol: false,
  define,
  onSuccess: () => oneSourceMapComment(),
};

/**
 * The lazy runtime: the data layer that the purchasing elements' trees and the payment page all
 * use. Every lazy chunk reaches these files too, so they load as one chunk with the first element
 * tree rather than as a small file per combination of chunks that use each of them.
 */
const LAZY_RUNTIME = [
  'src/atoms/httpFor.ts',
  'src/api/http.ts',
  'src/api/answers.ts',
  'src/api/request.ts',
  'src/api/cache.ts',
  'src/api/schemas/primitives.ts',
  'src/api/schemas/catalogue.ts',
  'src/api/schemas/problemDetails.ts',
  'src/atoms/loadCheckoutFlow.ts',
  'src/atoms/loadCheckout.ts',
  'src/atoms/loadChunk.ts',
  'src/atoms/checkout/checkoutMessages.ts',
  'src/atoms/festival-pass/festivalOptions.ts',
  // What both purchasing first views use (festival pass, shop): one file rather than several.
  'src/api/shop.ts',
  'src/react/form/usePageChange.ts',
  'src/react/form/termsUrl.ts',
  // The funnel's steps (product-rules §15.3), a few lines that load the analytics code on the
  // first step: a file of their own was a seventh request in the festival pass's first view,
  // which over HTTP/1.1's six connections waited a round trip on Slow 4G.
  'src/analytics/report.ts',
].map((file) => resolve(file));

/**
 * The page runtime: what every element's tree needs, however small (the storage helper and
 * persisted atoms, money formatting, element styles, the attribute check). It loads with the
 * entry, in the entry's chunk, so no first view spends a file on it.
 */
const PAGE_RUNTIME = [
  'src/storage/envelope.ts',
  'src/storage/memoryFallback.ts',
  'src/storage/storage.ts',
  'src/atoms/persistedAtom.ts',
  'src/format/formatMoney.ts',
  'src/react/useStyles.ts',
  'src/react/config/ConfigMessage.tsx',
  // The failure-with-retry every element can show, its error boundary's included.
  'src/react/remote/RetryAlert.tsx',
  'src/react/config/useConfig.ts',
  'src/react/config/attributeSchemas.ts',
  'src/config/apiBase.ts',
  // The cinema's time zone (product-rules §2.3): every element checks it, and those that show
  // dates provide it to their tree; a file of its own was 0.15 KB more in four first views.
  'src/config/timeZone.ts',
  'src/react/config/TimeZoneContext.ts',
  'src/react/useElementState.ts',
  'src/atoms/elementState.ts',
  // The e-mail rule (product-rules §8.2): the API's schemas (in the shared runtime) and every
  // form's check use it; here, the schemas never pull the form pieces into a view without a form.
  'src/api/schemas/email.ts',
  // Tolerant lists (product-rules §14): the API's lists and the stored cart's lines (which the
  // cart summary reads too) leave out what they cannot read; a chunk of their own was 0.45 KB more
  // in the cart summary's first view.
  'src/api/schemas/tolerantList.ts',
  'src/config/leftOut.ts',
].map((file) => resolve(file));

/**
 * The form pieces every element with a form uses (all but the cart summary, which has none): one
 * chunk, loaded with the element's tree, rather than part of the page runtime the cart summary
 * downloads too.
 */
const FORM_PIECES_GROUP = {
  // Every lazy chunk but the cart summary's tree, the shop's tree (its forms are chunks of their
  // own, so its first view has no field), the element runtime, the admin's console lines and the
  // analytics code: chunks that use one of these files then all share the same set of them, so
  // they make one chunk, not one per user.
  reach:
    /^(?!.*(?:[/\\]react[/\\]cart-summary[/\\]|[/\\]shop-cart[/\\]ShopCart\.tsx$|[/\\](cdnRuntime|config[/\\]adminMessages|analytics[/\\]analytics)\.ts$))/,
  files: [
    'src/react/form/TextField.tsx',
    'src/react/form/RequiredMark.tsx',
    'src/react/form/textFieldFor.tsx',
    'src/react/form/useFieldForm.ts',
    'src/atoms/form/formAtoms.ts',
    'src/atoms/checkout/buyerValidation.ts',
    'src/react/form/FormSend.tsx',
    // What loads the error summary after a press (the newsletter, the member area).
    'src/react/form/LazyErrorSummary.tsx',
  ].map((file) => resolve(file)),
};

/**
 * What the purchase forms share (festival pass, shop, membership, and the membership inside the
 * member area): one chunk with the first form rather than a small file per combination.
 */
const FORM_GROUP = {
  reach:
    /[/\\]react[/\\](festival-pass|membership)[/\\]|MembershipSection|ShopDetailsForm|GiftForm\.tsx$|errorSummaryChunk\.ts$/,
  files: [
    'src/atoms/elementSlot.ts',
    'src/atoms/checkout/sendWithCheckoutFlow.ts',
    // The error summary (product-rules §8), which the newsletter and the member area load after a
    // press that found problems (src/react/form/LazyErrorSummary.tsx).
    'src/react/form/ErrorSummary.tsx',
    'src/react/form/useFormFocus.ts',
    // The step's status line under each details form (festival pass, shop, membership).
    'src/react/form/StepMessage.tsx',
    // The details forms' send (festival pass, shop).
    'src/react/form/useOrderSend.ts',
  ].map((file) => resolve(file)),
};

/**
 * A purchase's session and pages (CheckoutSession.ts, PurchasePages.tsx): the first view of every
 * element that sells (festival pass, shop, membership, the member area's Membership section) and
 * the payment step share them, as one chunk rather than a file each.
 */
const PURCHASE_GROUP = {
  reach:
    /[/\\]react[/\\](festival-pass|membership|shop-cart)[/\\]|(MembershipSection\.tsx|paymentStepCode\.ts|createBraintreeProvider\.ts)$/,
  files: [
    'src/react/payment/PaymentStep.tsx',
    'src/react/payment/stepMessages.ts',
    'src/react/payment/CheckoutSession.ts',
    'src/react/payment/PurchasePages.tsx',
    'src/dom/stepPrefetched.ts',
    'src/dom/whenIdle.ts',
  ].map((file) => resolve(file)),
};

/**
 * Who is signed in: the member area, the membership sale and the festival pass's prefill (which
 * loads it on its own) ask the same way.
 */
const MEMBER_DATA_GROUP = {
  reach: /[/\\]react[/\\](member-area|membership)[/\\]|signedIn|newsletterSignup/,
  files: ['src/atoms/signedIn.ts', 'src/api/member.ts', 'src/api/schemas/member.ts'].map((file) =>
    resolve(file),
  ),
};

/** The member area's own calls and context, shared by its sections. */
const MEMBER_AREA_GROUP = {
  reach: /[/\\]react[/\\]member-area[/\\]/,
  files: [
    'src/atoms/member-area/memberActions.ts',
    'src/api/passkeys.ts',
    'src/react/member-area/MemberContext.ts',
    'src/format/capitalise.ts',
  ].map((file) => resolve(file)),
};

/**
 * The cart's state, which the cart summary and the shop both show from their first view (and the
 * shop's later steps use): one chunk rather than three small files for each first view.
 */
const CART_GROUP = {
  // The order calls of every product too: they share the cart's order errors (cartOrderError).
  reach:
    /[/\\]react[/\\](cart-summary|shop-cart)[/\\]|[/\\](addTicketsFrom|shopCartFlow|submitFestivalPass|submitMembership)\.ts$/,
  files: [
    'src/react/cart/useCartCountdown.ts',
    'src/react/cart/useStoredLinesLeftOut.ts',
    // The browser cart's lines, count and total; its rules and changes are the shop's (below).
    'src/atoms/shop-cart/shopCartItems.ts',
    'src/atoms/shop-cart/shopServerCart.ts',
    'src/api/cartOrderError.ts',
  ].map((file) => resolve(file)),
};

/**
 * The shop's catalogue and cart actions and the cart's schema and view, which its first view and
 * its later steps share: one chunk rather than two.
 */
const SHOP_GROUP = {
  reach: /[/\\]react[/\\]shop-cart[/\\]|[/\\](addTicketsFrom|shopCartFlow)\.ts$/,
  files: [
    'src/atoms/shop-cart/shopCartAtoms.ts',
    'src/atoms/shop-cart/shopCartRules.ts',
    'src/atoms/shop-cart/shopCartActions.ts',
    'src/atoms/shop-cart/catalogueAtoms.ts',
    'src/atoms/shop-cart/shopElementAtoms.ts',
    'src/atoms/shop-cart/shopCartView.ts',
    // The cart's lines of gifts by e-mail: the shop's cart actions, its order calls and the form.
    'src/atoms/shop-cart/cartLineAtoms.ts',
    'src/atoms/shop-cart/cartLines.ts',
    'src/atoms/shop-cart/chosenAmountBounds.ts',
    'src/api/gifts.ts',
    'src/api/schemas/cart.ts',
  ].map((file) => resolve(file)),
};

/**
 * What every product's order calls and the payment page share (the order sequence, the cart and
 * checkout calls, the checkout's atoms): one chunk with the first of them, rather than a small
 * file per combination; on a slow connection each file of a step is one more request to wait for.
 */
const CHECKOUT_CORE_GROUP = {
  reach:
    /[/\\](submitFestivalPass|shopCartFlow|submitMembership|checkoutFlow|checkoutAtoms|addTicketsFrom)\.ts$|[/\\](PaymentPage|ThanksPage|ShopThanksPage|MembershipThanks|GiftForm)\.tsx$|paymentStepCode\.ts$/,
  files: [
    'src/atoms/checkout/orderSequence.ts',
    'src/atoms/checkout/checkoutAtoms.ts',
    'src/atoms/checkout/checkoutActions.ts',
    'src/atoms/checkout/orderSummaryCart.ts',
    'src/api/cart.ts',
    // The orders that add to the cart: only these calls send them (the shop's first view reads the
    // cart alone, src/api/schemas/cart.ts).
    'src/api/schemas/orders.ts',
    // A gift card by e-mail's recipient, which the product order carries (product-rules §15.2).
    'src/api/schemas/giftRecipient.ts',
    'src/api/checkout.ts',
    'src/api/schemas/checkout.ts',
    'src/api/schemas/customer.ts',
  ].map((file) => resolve(file)),
};

/**
 * What the payment provider and its wallets' adapters (chunks of their own, loaded with the
 * wallet's braintree-web module) share, and the payment step with them: one chunk in the payment
 * step, not a file per helper.
 */
const PROVIDER_GROUP = {
  reach:
    /[/\\]provider[/\\]braintree[/\\](createBraintreeProvider|mountGooglePay|mountPayPal|prepareApplePay)\.ts$|[/\\]react[/\\]payment[/\\]paymentStepCode\.ts$/,
  files: [
    'src/provider/braintree/applePaySupport.ts',
    'src/provider/braintree/cardOf.ts',
    'src/provider/braintree/createSlotContainer.ts',
    'src/provider/braintree/loadSdk.ts',
    'src/provider/braintree/toPaymentError.ts',
  ].map((file) => resolve(file)),
};

/**
 * The bot check's token and messages: the member area's calls, the newsletter sign-up and the
 * order calls ask for a token the same way, so both files are one chunk.
 */
const BOT_CHECK_GROUP = {
  reach:
    /[/\\]react[/\\]member-area[/\\]|[/\\](newsletterSignup|checkoutFlow|submitFestivalPass|shopCartFlow|submitMembership|getBotCheckToken)\.ts$/,
  files: ['src/botcheck/botCheckToken.ts', 'src/botcheck/botCheckMessages.ts'].map((file) =>
    resolve(file),
  ),
};

/** What the member area and the membership sale show alike: the member's fields, remote views. */
const MEMBER_GROUP = {
  reach: /[/\\]react[/\\](member-area|membership)[/\\]/,
  files: [
    'src/atoms/checkout/dateOfBirth.ts',
    'src/react/form/MemberFields.tsx',
    'src/react/remote/RemoteView.tsx',
    'src/react/remote/SectionLoading.tsx',
    'src/react/remote/useRemote.ts',
  ].map((file) => resolve(file)),
};

/**
 * Dates and times as the elements show them (product-rules §1.2): the cinema's calendar parts, dates
 * and times, for the shop's cart (a session's date and times), the receipts, the member area's
 * sections, the payment page's gift cards and a gift's send date. One chunk: the shop's first view
 * uses all three, and the time alone was a file of its own.
 */
const DATES_GROUP = {
  reach:
    /[/\\](ShopCart|ShopThanksPage|ThanksPage|MembershipThanks|GiftForm|MemberArea|HistorySections|PasskeysSection|VouchersSection|PaymentPage)\.tsx$|paymentStepCode\.ts$/,
  files: ['src/format/zonedParts.ts', 'src/format/formatDate.ts', 'src/format/formatTime.ts'].map(
    (file) => resolve(file),
  ),
};

/**
 * Each element's lazy tree, by tag: the chunk name its `import()` gets (modulepreload hints), from
 * the folders: `src/elements/shop-cart/` → `'cinema-shop-cart': 'ShopCart'`, the chunk of
 * `src/react/shop-cart/ShopCart.tsx` (scripts/check-registry.mjs holds each element to that).
 */
const ELEMENT_TREES = elementTrees('.');

/**
 * The lazy chunks of the steps after a details form (src/dom/chunkSteps.ts): a product's order
 * calls with the checkout's atoms and ky, which sends them (src/api/kyClient.ts), then the payment
 * page with its calls, the provider and braintree-web's client and card fields.
 */
const checkoutStepChunks = (orderCalls: string) => [orderCalls, 'checkoutAtoms', 'kyClient'];
const PAYMENT_STEP_CHUNKS = [
  'paymentStepCode',
  'checkoutFlow',
  'createBraintreeProvider',
  'client',
  'hosted-fields',
];

/** What the CDN entry's table names: each tag's tree, and the steps. */
const PRELOAD_TABLE: Record<string, string | string[]> = { ...ELEMENT_TREES };
PRELOAD_TABLE[checkoutStep('festival-pass')] = checkoutStepChunks('submitFestivalPass');
PRELOAD_TABLE[checkoutStep('shop')] = checkoutStepChunks('shopCartFlow');
PRELOAD_TABLE[checkoutStep('membership')] = checkoutStepChunks('submitMembership');
PRELOAD_TABLE[PAYMENT_STEP] = PAYMENT_STEP_CHUNKS;
/** The steps a buyer's start on a form fetches ahead: compiled whole as they arrive. */
const ORDER_STEPS = [
  ...(['festival-pass', 'shop', 'membership'] as const).map(checkoutStep),
  PAYMENT_STEP,
];
// The member area's sign-in form, when the loader's `GET member` says nobody is signed in.
PRELOAD_TABLE[SIGNED_OUT_STEP] = 'SignedOut';

const cdnBuild: Options = {
  name: 'cdn',
  entry: { 'cinema-elements': 'src/cdn.ts' },
  outDir: 'dist/cdn',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: false,
  splitting: true,
  minify: true,
  // External .map files only: the bundle itself stays small and the maps load on demand.
  sourcemap: true,
  clean: true,
  // tsup externalises dependencies by default; a CDN page has no bundler, so bundle everything.
  noExternal: [/.*/],
  removeNodeProtocol: false,
  env: { NODE_ENV: 'production' },
  define,
  // Every lazy chunk also reaches the package root, so what the entry loads is one chunk, not
  // many small ones (scripts/lib/lazyChunksAfterEntry.mjs).
  esbuildPlugins: [
    minifyCssModules(),
    // Everything the loader imports is its own copy (the address rule it applies before its first
    // request exactly as the runtime does), so it shares no chunk with the runtime.
    loaderCopies({ entry: resolve('src/cdn.ts') }),
    lazyChunksAfterEntry({
      root: resolve('src/index.ts'),
      page: PAGE_RUNTIME,
      shared: LAZY_RUNTIME,
      // The cart summary and the newsletter form stay small: their first views need no API code;
      // nor does the element runtime the loader imports first, nor the admin's console lines
      // (src/config/adminMessages.ts) and the analytics code (src/analytics/analytics.ts), which
      // any element may load.
      sharedExcept:
        /[/\\]react[/\\](cart-summary|newsletter)[/\\]|[/\\](cdnRuntime|config[/\\]adminMessages|analytics[/\\]analytics)\.ts$/,
      groups: [
        FORM_PIECES_GROUP,
        FORM_GROUP,
        PURCHASE_GROUP,
        MEMBER_DATA_GROUP,
        MEMBER_AREA_GROUP,
        MEMBER_GROUP,
        CART_GROUP,
        SHOP_GROUP,
        BOT_CHECK_GROUP,
        CHECKOUT_CORE_GROUP,
        PROVIDER_GROUP,
        DATES_GROUP,
      ],
    }),
  ],
  // The entry preloads the trees of the elements on the page, and the payment step's chunks when a
  // buyer starts on a form that leads there (scripts/lib/modulePreloads.mjs); those steps' chunks
  // are compiled whole as they arrive (scripts/lib/compileHints.mjs). Last, once the entry's bytes
  // are final, `sri.json` gets its integrity (scripts/lib/subresourceIntegrity.mjs).
  onSuccess: async () => {
    const preloads = await addModulePreloads('dist/cdn', 'cinema-elements.js', PRELOAD_TABLE);
    addCompileHints(
      'dist/cdn',
      hintedChunks(preloads, (step) => ORDER_STEPS.includes(step)),
    );
    writeSri('dist/cdn');
  },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'linked';
    // That root import is side-effect free on purpose; esbuild drops it from the code.
    options.logOverride = { ...options.logOverride, 'ignored-bare-import': 'silent' };
  },
};

export default defineConfig([npmBuild, cdnBuild]);

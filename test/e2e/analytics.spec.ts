/**
 * Analytics as the cinema's marketing team receives it (product-rules §15.3): the funnel's events,
 * in order, as `cinema-analytics` events and — when the page opts in with `analytics="datalayer"`
 * (the test pages' `?analytics=datalayer`) — in `window.dataLayer`, each after `{ ecommerce: null }`;
 * `purchase` exactly once per order whatever the reloads, shops or double clicks; and never a
 * buyer's, applicant's or recipient's personal data in any of it.
 */
import type { Page } from '@playwright/test';
import { REPORTED_PURCHASES_KEY } from '../../src/analytics/purchase';
import { storageKey } from '../../src/storage/storage';
import { payByCard, processPayment, openCardRow, typeCard } from './festival-pass/helpers/card';
import { checkoutHeading } from './festival-pass/helpers/checkout';
import { detailsForm, fillDetails, festivalPassUrl } from './festival-pass/helpers/detailsForm';
import { recordCompletions, thanksHeading } from './festival-pass/helpers/payment';
import type { Completion } from './festival-pass/helpers/payment';
import { openMemberships, sale } from './membership/helpers';
import {
  PRODUCTS,
  add,
  addGift,
  cart,
  continueToPayment,
  giftLine,
  openShop,
  shopThanks,
  shopToPayment,
} from './shop-cart/helpers';
import type { GiftFor } from './shop-cart/helpers';
import { expect, test } from './support/test';

/** One `cinema-analytics` event's detail, as the page heard it. */
interface Heard {
  name: string;
  params: Record<string, unknown> & {
    items?: { item_id: string; item_category: string; price: number; quantity: number }[];
  };
}

/** One entry of `window.dataLayer`. */
type LayerEntry = { ecommerce: null } | { event: string; ecommerce: Heard['params'] };

type Recorded = Window & { __analytics: Heard[]; dataLayer?: LayerEntry[] };

/** Listen on `document` for every `cinema-analytics` event from the next page load on. */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { __analytics: unknown[] }).__analytics = heard;
    document.addEventListener('cinema-analytics', (event) =>
      // A copy as it was sent: a later change to the object cannot hide what went out.
      heard.push(JSON.parse(JSON.stringify((event as CustomEvent).detail))),
    );
  });
}

/** The `cinema-analytics` events heard so far. */
const heard = (page: Page): Promise<Heard[]> =>
  page.evaluate(() => (window as unknown as Recorded).__analytics);

/** Their names, in order. */
const heardNames = async (page: Page): Promise<string[]> =>
  (await heard(page)).map((event) => event.name);

/** `window.dataLayer` as it is now (`undefined` when no one made one). */
const dataLayer = (page: Page): Promise<LayerEntry[] | undefined> =>
  page.evaluate(() => (window as unknown as Recorded).dataLayer);

/** The events of a data layer, in order. */
const layerEvents = (layer: readonly LayerEntry[] = []) =>
  layer.flatMap((entry) => ('event' in entry ? [entry] : []));

/**
 * Every event of `layer` comes straight after its own `{ ecommerce: null }`, and the layer holds
 * exactly what the `cinema-analytics` events said, in the same order (the page opted in from its
 * first event on).
 */
function expectLayerMirrors(layer: readonly LayerEntry[] | undefined, events: readonly Heard[]) {
  expect(layer, 'window.dataLayer').toBeDefined();
  const entries = layer ?? [];
  entries.forEach((entry, index) => {
    if ('event' in entry)
      expect(entries[index - 1], `what precedes ${entry.event}`).toEqual({ ecommerce: null });
    else expect(entries[index + 1], 'what follows { ecommerce: null }').toHaveProperty('event');
  });
  expect(entries).toHaveLength(events.length * 2);
  expect(layerEvents(entries)).toEqual(
    events.map(({ name, params }) => ({ event: name, ecommerce: params })),
  );
}

/** `names` appear in `seen` in this order (other events may come between). */
function expectInOrder(seen: readonly string[], names: readonly string[]) {
  let from = 0;
  for (const name of names) {
    const at = seen.indexOf(name, from);
    expect(
      at,
      `${name} after ${names.slice(0, names.indexOf(name)).join(', ')} in ${seen.join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

/**
 * No `objects` (data-layer entries and event details) carries any of `personal` (product-rules
 * §15.3: never personal data). The values are distinctive, so a match is never a coincidence.
 */
function expectNoPersonalData(objects: readonly unknown[], personal: readonly string[]) {
  // Each value long enough that finding it means it was sent.
  expect(personal.filter((value) => value.length < 3)).toEqual([]);
  const leaks = objects.flatMap((object) => {
    const json = JSON.stringify(object);
    return personal.filter((value) => json.includes(value)).map((value) => `${value} in ${json}`);
  });
  expect(leaks, 'personal data in analytics').toEqual([]);
  // The scan saw something: an empty list would pass any check.
  expect(objects.length).toBeGreaterThan(0);
}

/** Everything the page pushed and heard, for {@link expectNoPersonalData}. */
const everythingSent = async (page: Page): Promise<unknown[]> => [
  ...((await dataLayer(page)) ?? []),
  ...(await heard(page)),
];

/** The cart id a payment completion (`POST /api/checkout/<id>`) was posted to. */
const cartIdOf = (completion: Completion | undefined): string =>
  decodeURIComponent(new URL(completion?.url ?? 'http://x/').pathname.split('/').pop() ?? '');

/** The payment page's 'Total' row, in dollars. */
async function paymentTotal(page: Page): Promise<number> {
  const row = page.getByRole('row', { name: /^Total \$/ });
  await expect(row).toHaveCount(1);
  const text = (await row.textContent()) ?? '';
  return Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replaceAll(',', ''));
}

/** The `purchase` events heard so far. */
const purchasesHeard = async (page: Page) =>
  (await heard(page)).filter((event) => event.name === 'purchase');

/** The `purchase` events of the data layer so far. */
const purchasesPushed = async (page: Page) =>
  layerEvents(await dataLayer(page)).filter(
    (entry) => 'event' in entry && entry.event === 'purchase',
  );

/** The shop's buyer: what the details form is given. */
const BUYER = {
  firstName: 'Pat',
  lastName: 'Buyer',
  email: 'pat@example.com',
  mobile: '0487 219 365',
  postCode: '2913',
  line1: '1 George St',
  suburb: 'Sydney',
};

/** Two recipients of gift cards by e-mail, each with a message. */
const QUENTIN: GiftFor = {
  name: 'Quentin Zephyr',
  email: 'quentin.zephyr@example.org',
  from: 'Ysolde Marchbanks',
  message: 'Sprocket holes and popcorn, Quentin',
};
const ROSAMUND: GiftFor = {
  name: 'Rosamund Quillfeather',
  email: 'rosamund.q@example.net',
  from: 'Barnaby Thistlewood',
  message: 'For the velvet seats, Rosamund',
};

/** The shop's details form, filled with {@link BUYER}, delivery the same as billing. */
async function fillBuyer(page: Page): Promise<void> {
  const contact = page.locator('cinema-shop-cart').getByRole('group', { name: 'Contact' });
  await contact.getByLabel('Given names').fill(BUYER.firstName);
  await contact.getByLabel('Surname').fill(BUYER.lastName);
  await contact.getByLabel('Email').fill(BUYER.email);
  await contact.getByLabel('Post code').fill(BUYER.postCode);
  await contact.getByLabel('Mobile').fill(BUYER.mobile);
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Street address').fill(BUYER.line1);
  await billing.getByLabel('Suburb').fill(BUYER.suburb);
  await billing.getByLabel('State').selectOption('ACT');
  await billing.getByLabel('Post code').fill(BUYER.postCode);
}

test.describe('the shop (product-rules §15.3)', () => {
  test('with the data layer on: the funnel in order, each after { ecommerce: null }, one purchase, no personal data', async ({
    page,
  }) => {
    await recordAnalytics(page);
    await openShop(page, 'analytics=datalayer');
    await expect.poll(() => heardNames(page)).toContain('view_item_list');

    await addGift(page, PRODUCTS.egift50, QUENTIN);
    await addGift(page, PRODUCTS.egift25, ROSAMUND);
    await add(page, PRODUCTS.giftBox);
    await cart(page)
      .getByRole('button', { name: `Remove ${PRODUCTS.egift25} for ${ROSAMUND.name} from cart` })
      .click();
    await expect(giftLine(page, PRODUCTS.egift25, ROSAMUND)).toHaveCount(0);
    await expect(cart(page)).toContainText('$100.00');

    await cart(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await fillBuyer(page);
    await continueToPayment(page);
    const total = await paymentTotal(page);
    expect(total).toBe(100);
    const completions = recordCompletions(page);
    await payByCard(page);
    await expect(shopThanks(page)).toBeVisible();
    await expect.poll(() => heardNames(page)).toContain('purchase');

    const events = await heard(page);
    const names = events.map((event) => event.name);
    expectInOrder(names, [
      'view_item_list',
      'add_to_cart',
      'add_to_cart',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
    expect(names.filter((name) => name === 'purchase')).toHaveLength(1);
    expectLayerMirrors(await dataLayer(page), events);

    // The removed line is the second recipient's card, as a product only.
    expect(events.find((event) => event.name === 'remove_from_cart')?.params).toEqual({
      currency: 'AUD',
      value: 25,
      items: [
        {
          item_id: 'egift-25',
          item_name: PRODUCTS.egift25,
          item_category: 'Gift card',
          price: 25,
          quantity: 1,
        },
      ],
    });
    expect(events.find((event) => event.name === 'begin_checkout')?.params).toMatchObject({
      currency: 'AUD',
      value: 100,
    });

    // The purchase: the cart the completion was posted to, what was paid, each item as what it is.
    expect(completions).toHaveLength(1);
    const purchase = events.find((event) => event.name === 'purchase');
    expect(purchase?.params).toEqual({
      transaction_id: cartIdOf(completions[0]),
      currency: 'AUD',
      value: total,
      items: [
        {
          item_id: 'egift-50',
          item_name: PRODUCTS.egift50,
          item_category: 'Gift card',
          price: 50,
          quantity: 1,
        },
        {
          item_id: 'gift-box-50',
          item_name: PRODUCTS.giftBox,
          item_category: 'Gift by post',
          price: 50,
          quantity: 1,
        },
      ],
    });
    expect(cartIdOf(completions[0])).not.toBe('');

    expectNoPersonalData(await everythingSent(page), [
      BUYER.firstName,
      BUYER.lastName,
      BUYER.email,
      BUYER.mobile,
      BUYER.mobile.replaceAll(' ', ''),
      BUYER.postCode,
      BUYER.line1,
      BUYER.suburb,
      ...[QUENTIN, ROSAMUND].flatMap((who) => [
        who.name,
        who.email,
        who.from,
        who.message ?? who.name,
      ]),
    ]);
  });
});

test.describe('purchase exactly once per order (product-rules §15.3)', () => {
  /** A gift by post bought by card from the first shop; resolves with the paid cart's id. */
  async function buyGiftBox(
    page: Page,
    pay: (page: Page) => Promise<void> = payByCard,
  ): Promise<string> {
    await add(page, PRODUCTS.giftBox);
    await shopToPayment(page);
    const completions = recordCompletions(page);
    await pay(page);
    await expect(shopThanks(page)).toBeVisible();
    await expect.poll(() => heardNames(page)).toContain('purchase');
    expect(completions.length).toBeGreaterThan(0);
    return cartIdOf(completions[0]);
  }

  /** After a moment for anything late, still exactly one purchase, for `cartId`, in both. */
  async function expectOnePurchase(page: Page, cartId: string): Promise<void> {
    // Anything late (a second completion, a second shop) has had its time: the thanks page is up
    // and a further report would come through the same, already loaded chunk.
    await page.waitForTimeout(500);
    const heardOnes = await purchasesHeard(page);
    expect(heardOnes.map((event) => event.params.transaction_id)).toEqual([cartId]);
    const pushed = await purchasesPushed(page);
    expect(pushed.map((entry) => 'event' in entry && entry.ecommerce.transaction_id)).toEqual([
      cartId,
    ]);
  }

  test('a reload after the thanks page reports no purchase again; the order is remembered', async ({
    page,
  }) => {
    await recordAnalytics(page);
    await openShop(page, 'analytics=datalayer');
    const cartId = await buyGiftBox(page);
    await expectOnePurchase(page, cartId);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gift shop' })).toBeVisible();
    // The new page reports again (its catalogue), so its analytics code is loaded and listening.
    await expect.poll(() => heardNames(page)).toContain('view_item_list');
    await page.waitForTimeout(500);
    expect(await purchasesHeard(page)).toEqual([]);
    expect(await purchasesPushed(page)).toEqual([]);
    expect(
      layerEvents(await dataLayer(page)).map((entry) => 'event' in entry && entry.event),
    ).not.toContain('purchase');
    const remembered = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      storageKey(REPORTED_PURCHASES_KEY),
    );
    expect(remembered).toContain(cartId);
  });

  test('two shops on one page: one purchase', async ({ page }) => {
    await recordAnalytics(page);
    await openShop(page, 'analytics=datalayer&count=2');
    // Each shop lists its catalogue.
    await expect
      .poll(async () => (await heardNames(page)).filter((name) => name === 'view_item_list'))
      .toHaveLength(2);
    const cartId = await buyGiftBox(page);
    await expectOnePurchase(page, cartId);
  });

  test("a double click on 'Process Payment': one purchase", async ({ page }) => {
    await recordAnalytics(page);
    await openShop(page, 'analytics=datalayer');
    const cartId = await buyGiftBox(page, async (paying) => {
      await openCardRow(paying);
      await typeCard(paying);
      await processPayment(paying).dblclick();
    });
    await expectOnePurchase(page, cartId);
  });
});

test.describe('the opt-in (product-rules §15.3)', () => {
  test('without it no data layer, yet the events arrive; opting in on one element turns it on for all', async ({
    page,
  }) => {
    await recordAnalytics(page);
    await openShop(page);
    await expect.poll(() => heardNames(page)).toContain('view_item_list');
    await add(page, PRODUCTS.giftBox);
    await expect.poll(() => heardNames(page)).toContain('add_to_cart');
    await page.locator('cinema-cart-summary').getByRole('button').click();
    await expect.poll(() => heardNames(page)).toContain('view_cart');
    expect(await heardNames(page)).toEqual(['view_item_list', 'add_to_cart', 'view_cart']);
    expect(await dataLayer(page)).toBeUndefined();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

    // The summary alone asks; the shop's next event goes to the data layer too, and only what
    // comes after the opt-in does.
    await page
      .locator('cinema-cart-summary')
      .evaluate((summary) => summary.setAttribute('analytics', 'datalayer'));
    await add(page, PRODUCTS.moviePack);
    await expect.poll(async () => (await dataLayer(page))?.length).toBe(2);
    const gifts = await heard(page);
    expect(await dataLayer(page)).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: gifts.at(-1)?.params },
    ]);
    expect(gifts.at(-1)?.params.items?.[0]).toMatchObject({
      item_id: 'movie-lovers-pack',
      item_category: 'Gift by post',
    });
    // And the summary's own.
    await page.locator('cinema-cart-summary').getByRole('button').click();
    await expect.poll(async () => layerEvents(await dataLayer(page)).length).toBe(2);
    expect(layerEvents(await dataLayer(page)).at(-1)).toMatchObject({
      event: 'view_cart',
      ecommerce: { currency: 'AUD', value: 50 + (gifts.at(-1)?.params.items?.[0]?.price ?? 0) },
    });
  });
});

test.describe('the festival pass (product-rules §15.3)', () => {
  test('view_item_list, select_item, begin_checkout, add_payment_info, purchase; no personal data', async ({
    page,
  }) => {
    const buyer = {
      firstName: 'Leopold',
      lastName: 'Vanterpool',
      email: 'leopold.vanterpool@example.org',
      postCode: '2913',
    };
    await recordAnalytics(page);
    await page.goto(`${festivalPassUrl()}&analytics=datalayer`);
    await expect.poll(() => heardNames(page)).toEqual(['view_item_list']);
    const [list] = await heard(page);
    expect(list?.params.item_list_name).toBeTruthy();
    expect(list?.params.items?.map((item) => item.item_category)).toEqual([
      'Festival pass',
      'Festival pass',
      'Festival pass',
    ]);

    await fillDetails(page, { passId: 'jiff-10-film', ...buyer });
    await expect.poll(() => heardNames(page)).toContain('select_item');
    await detailsForm(page).next.click();
    await expect(checkoutHeading(page)).toBeVisible({ timeout: 15_000 });
    const total = await paymentTotal(page);
    const completions = recordCompletions(page);
    await payByCard(page);
    await expect(thanksHeading(page)).toBeVisible();
    await expect.poll(() => heardNames(page)).toContain('purchase');

    const events = await heard(page);
    expect(events.map((event) => event.name)).toEqual([
      'view_item_list',
      'select_item',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
    expectLayerMirrors(await dataLayer(page), events);
    const pass = {
      item_id: 'jiff-10-film',
      item_name: 'JIFF 10-Film Pass',
      item_category: 'Festival pass',
      price: 140,
      quantity: 1,
    };
    expect(events[1]?.params.items).toEqual([pass]);
    expect(events[2]?.params).toEqual({ currency: 'AUD', value: 140, items: [pass] });
    expect(events[3]?.params).toEqual({ payment_type: 'braintree' });
    expect(events[4]?.params).toEqual({
      transaction_id: cartIdOf(completions[0]),
      currency: 'AUD',
      value: total,
      items: [pass],
    });
    expectNoPersonalData(await everythingSent(page), Object.values(buyer));
  });
});

/** An applicant for a new membership, as the form asks for one. */
interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  dateOfBirth: string;
  postCode: string;
}

/** Fill the membership's applicant form with `applicant` and tick the terms. */
async function fillApplicantAs(page: Page, applicant: Applicant): Promise<void> {
  const form = sale(page);
  await form.getByRole('textbox', { name: 'Given names' }).fill(applicant.firstName);
  await form.getByRole('textbox', { name: 'Surname' }).fill(applicant.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(applicant.email);
  await form.getByRole('textbox', { name: 'Mobile' }).fill(applicant.mobile);
  await form.getByRole('textbox', { name: 'Post code' }).fill(applicant.postCode);
  await form.getByLabel('Date of birth').fill(applicant.dateOfBirth);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

test.describe('sign-ups (product-rules §15.3)', () => {
  test("the newsletter: sign_up { method: 'newsletter' }, no personal data", async ({ page }) => {
    const reader = {
      firstName: 'Horatio',
      lastName: 'Fennimore',
      email: 'horatio.fennimore@example.net',
    };
    await recordAnalytics(page);
    await page.goto('/demo/test/newsletter.html?analytics=datalayer');
    await page.getByRole('textbox', { name: 'Given names' }).fill(reader.firstName);
    await page.getByRole('textbox', { name: 'Surname' }).fill(reader.lastName);
    await page.getByRole('textbox', { name: 'Email' }).fill(reader.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "Thanks, you're signed up. Look out for our next newsletter.",
    );
    await expect
      .poll(() => heard(page))
      .toEqual([{ name: 'sign_up', params: { method: 'newsletter' } }]);
    expectLayerMirrors(await dataLayer(page), await heard(page));
    expectNoPersonalData(await everythingSent(page), Object.values(reader));
  });

  test("a new paid membership by card: the funnel, purchase and sign_up { method: 'membership' }, no personal data", async ({
    page,
  }) => {
    const applicant = {
      firstName: 'Ottoline',
      lastName: 'Brackenridge',
      email: 'ottoline.brackenridge@example.org',
      mobile: '0499 876 543',
      dateOfBirth: '1971-08-23',
      postCode: '2913',
    };
    const option = 'Adult Premium Membership (1 year)';
    await recordAnalytics(page);
    await openMemberships(page, '?analytics=datalayer');
    await expect.poll(() => heardNames(page)).toEqual(['view_item_list']);

    await sale(page)
      .getByRole('button', { name: `Choose ${option}` })
      .click();
    await fillApplicantAs(page, applicant);
    await sale(page).getByRole('button', { name: 'Next' }).click();
    await expect(sale(page).getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const total = await paymentTotal(page);
    const completions = recordCompletions(page);
    await payByCard(page);
    await expect(
      sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => heardNames(page)).toContain('sign_up');

    const events = await heard(page);
    expect(events.map((event) => event.name)).toEqual([
      'view_item_list',
      'select_item',
      'begin_checkout',
      'add_payment_info',
      'purchase',
      'sign_up',
    ]);
    expectLayerMirrors(await dataLayer(page), events);
    expect(events[0]?.params.items?.every((item) => item.item_category === 'Membership')).toBe(
      true,
    );
    expect(events[4]?.params).toMatchObject({
      transaction_id: cartIdOf(completions[0]),
      currency: 'AUD',
      value: total,
      items: [expect.objectContaining({ item_name: option, item_category: 'Membership' })],
    });
    expect(events[5]?.params).toEqual({ method: 'membership' });
    expectNoPersonalData(await everythingSent(page), [
      ...Object.values(applicant),
      applicant.mobile.replaceAll(' ', ''),
    ]);
  });
  test("a free membership: begin_checkout, purchase of 0 and sign_up { method: 'membership' }, no personal data", async ({
    page,
  }) => {
    const applicant = {
      firstName: 'Cosimo',
      lastName: 'Wetherspoon',
      email: 'cosimo.wetherspoon@example.org',
      mobile: '0466 135 792',
      dateOfBirth: '1983-02-17',
      postCode: '2913',
    };
    const option = 'Free Adult Membership';
    await recordAnalytics(page);
    await openMemberships(page, '?analytics=datalayer');
    await sale(page)
      .getByRole('button', { name: `Choose ${option}` })
      .click();
    await fillApplicantAs(page, applicant);
    const completions = recordCompletions(page);
    await sale(page).getByRole('button', { name: 'Join' }).click();
    await expect(
      sale(page).getByRole('heading', { name: 'Welcome to Demo Cinema membership' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => heardNames(page)).toContain('sign_up');

    const events = await heard(page);
    // A free membership is an order too (product-rules §7.6): no payment step, but its purchase.
    expect(events.map((event) => event.name)).toEqual([
      'view_item_list',
      'select_item',
      'begin_checkout',
      'purchase',
      'sign_up',
    ]);
    expectLayerMirrors(await dataLayer(page), events);
    expect(events[3]?.params).toEqual({
      transaction_id: cartIdOf(completions[0]),
      currency: 'AUD',
      value: 0,
      items: [
        {
          item_id: 'MEM-FREE-ADULT',
          item_name: option,
          item_category: 'Membership',
          price: 0,
          quantity: 1,
        },
      ],
    });
    expect(events[4]?.params).toEqual({ method: 'membership' });
    expectNoPersonalData(await everythingSent(page), [
      ...Object.values(applicant),
      applicant.mobile.replaceAll(' ', ''),
    ]);
  });
});

/**
 * The main journey of each element, written once and run in every engine the suite drives
 * (engines.ts). Each one buys or signs up the way a buyer does: real clicks and key presses,
 * the real braintree-web with its hosted-field frames on the reference server's offline gateway,
 * and checks what the buyer sees at the end. The runner fails a journey on any error the page
 * recorded.
 */
import type { Session } from './engine';
import { by } from './pageScript';
import type { Query } from './pageScript';

/** One journey: a name and the steps. */
export interface Journey {
  name: string;
  run(session: Session): Promise<void>;
}

/** The payment page and the thanks page wait on the order calls and the payment chunk. */
const PAYMENT_MS = 30_000;

/** Test cards and gift cards of the reference server (demo/README.md). */
const APPROVED_CARD = '4111111111111111';
const GIFT_CARD_COVERS_ORDER = '6280000000000001';
const GIFT_CARD_PIN = '1234';
const FUTURE_EXPIRY = `12${new Date().getFullYear() + 2}`;

/** A date of birth in 1990: the one WebKit refused before "today" stopped being a display format. */
const BIRTHDAY_1990 = '1990-05-17';

/** Sign in as the reference server's demo member, from the page (the cookie is the browser's). */
export const signIn = (session: Session) =>
  session.script<number>(
    `return fetch('/demo/session', { method: 'POST', credentials: 'same-origin' }).then(function (r) { return r.status; });`,
  );

/** Open a 'Payment Options' row (e.g. 'Gift Card') unless it is open already. */
async function openOption(session: Session, title: string): Promise<void> {
  const header: Query = { css: '[data-accordion-header]', text: title };
  if ((await session.attribute(header, 'aria-expanded')) !== 'true') await session.click(header);
  await session.see({ css: '[role="region"]', name: title });
}

const CARD_FRAMES = ['number', 'cardholderName', 'expirationDate', 'cvv'] as const;

/** Type a card into braintree-web's four hosted-field frames and press 'Process Payment'. */
async function payByCard(session: Session): Promise<void> {
  await session.see(by.heading('Checkout'), PAYMENT_MS);
  await openOption(session, 'Credit Card');
  await session.until(
    'the four card frames to be ready',
    () =>
      session.script<number>(
        `return arguments[0].filter(function (field) {
           var frame = document.querySelector('iframe[name="braintree-hosted-field-' + field + '"]');
           var doc = frame && frame.contentDocument;
           return doc && doc.readyState === 'complete' && doc.querySelector('input');
         }).length;`,
        CARD_FRAMES,
      ),
    (ready) => ready === CARD_FRAMES.length,
    PAYMENT_MS,
  );
  const values: Record<(typeof CARD_FRAMES)[number], string> = {
    number: APPROVED_CARD,
    cardholderName: 'Pat Buyer',
    expirationDate: FUTURE_EXPIRY,
    cvv: '123',
  };
  for (const field of CARD_FRAMES)
    await session.driver.typeInFrame(`braintree-hosted-field-${field}`, values[field]);
  const pay = by.button('Process Payment');
  await session.until(
    "'Process Payment' to be available",
    () => session.attribute(pay, 'aria-disabled'),
    (disabled) => disabled !== 'true',
  );
  await session.click(pay);
}

/**
 * Add a gift card by e-mail for a recipient (product-rules §15.2): the product's 'Add to cart'
 * opens 'Who is it for?', the recipient is typed in, the form's own 'Add to cart' adds it, and the
 * cart shows the line 'For <name> (<e-mail>)'.
 */
async function addGiftCardByEmail(
  session: Session,
  product: string,
  recipient: { name: string; email: string; from: string },
): Promise<void> {
  await session.click(by.button(`Add to cart, ${product}`));
  const form = by.group('Who is it for?');
  await session.fill(by.field("Recipient's name", { within: form }), recipient.name);
  await session.fill(by.field("Recipient's e-mail", { within: form }), recipient.email);
  await session.fill(by.field('From', { within: form }), recipient.from);
  await session.click(by.button('Add to cart', { within: form }));
  await session.gone(form);
  // The page script joins React's text nodes with a space: 'For Bea Ng ( bea@example.com )'.
  const line = by.text(`For ${recipient.name}`, { within: cartRegion });
  await session.see(line);
  const shown = await session.textOf(line);
  if (!shown.replace(/\s+/g, '').includes(`(${recipient.email})`))
    throw new Error(`${session.name}: the cart line says ${JSON.stringify(shown)}`);
}

/** The shop's cart. */
const cartRegion: Query = { css: '[role="region"], section', name: 'Your cart' };

/** The festival pass's details form, filled like a buyer. */
async function fillFestivalDetails(session: Session): Promise<void> {
  await session.choose(by.field('Festival pass'), 'jiff-5-film');
  await session.fill(by.field('Given names'), 'Pat');
  await session.fill(by.field('Surname'), 'Buyer');
  await session.fill(by.field('Email'), 'pat.buyer@example.com');
  await session.fill(by.field('Post code'), '2000');
  await session.check(termsBox);
}

/** The terms box (its label holds a link to the terms). */
const termsBox: Query = { css: 'input[type="checkbox"]', nameContains: 'terms and conditions' };

async function festivalToPayment(session: Session, query = ''): Promise<void> {
  await session.open(`/demo/test/festival-pass.html?festival=jiff${query}`);
  await session.see(by.field('Festival pass'));
  await fillFestivalDetails(session);
  await session.click(by.button('Next'));
  await session.see(by.heading('Checkout'), PAYMENT_MS);
}

const FESTIVAL_THANKS = by.heading('Thank you for purchasing a festival pass');

/** The membership applicant form, with a 1990 birthday. */
async function fillApplicant(session: Session): Promise<void> {
  const host = 'cinema-membership';
  await session.fill(by.field('Given names', { host }), 'Sam');
  await session.fill(by.field('Surname', { host }), 'Lee');
  await session.fill(by.field('Email', { host }), 'sam.lee@example.com');
  await session.fill(by.field('Mobile (optional)', { host }), '0400111222');
  await session.fill(by.field('Post code', { host }), '2000');
  await session.setDate(by.field('Date of birth', { host }), BIRTHDAY_1990);
  await session.check(termsBox);
}

/**
 * The date input's `max` must be an ISO date in every engine: a date input ignores anything else.
 * It is set as the buyer reaches the field (src/react/form/MemberFields.tsx).
 */
async function expectIsoMax(session: Session, field: Query): Promise<void> {
  // A press, as the buyer's: a script's focus() fires no focus event in a window that is not
  // the system's active one (WebKit's MiniBrowser under WebDriver).
  await session.click(field);
  const max = await session.attribute(field, 'max');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(max ?? ''))
    throw new Error(
      `${session.name}: the date of birth's max is ${JSON.stringify(max)}, not YYYY-MM-DD`,
    );
}

async function chooseMembership(session: Session, name: string): Promise<void> {
  await session.open('/demo/test/membership.html');
  // Each card's button is named after its option ('Choose Free Adult Membership').
  await session.click(by.button(`Choose ${name}`));
  await session.see(by.heading('Your details'));
}

export const journeys: Journey[] = [
  {
    name: 'festival pass paid by card in the hosted-field frames (Lido)',
    async run(session) {
      await festivalToPayment(session, '&theme=lido');
      await payByCard(session);
      await session.see(FESTIVAL_THANKS, PAYMENT_MS);
      await session.see(by.text('pat.buyer@example.com'));
    },
  },
  {
    name: 'festival pass paid by gift card',
    async run(session) {
      await festivalToPayment(session);
      await openOption(session, 'Gift Card');
      const row: Query = { css: '[role="region"]', name: 'Gift Card' };
      await session.fill(by.field('Card Number', { within: row }), GIFT_CARD_COVERS_ORDER);
      await session.fill(by.field('PIN', { within: row }), GIFT_CARD_PIN);
      await session.click(by.button('Add Gift Card'));
      await session.see(by.text(`Gift card ending ${GIFT_CARD_COVERS_ORDER.slice(-4)}`));
      await session.click(by.button('Pay Now'));
      await session.see(FESTIVAL_THANKS, PAYMENT_MS);
    },
  },
  {
    name: 'shop: a gift card by e-mail for a recipient and a gift by post, checkout, details, paid by card; the cart summary follows',
    async run(session) {
      await session.open('/demo/test/shop-cart.html');
      const summary: Query = {
        css: 'a, button, span',
        host: 'cinema-cart-summary',
        contains: 'Cart',
      };
      await session.see(summary);
      await addGiftCardByEmail(session, '$50 eGift Card', {
        name: 'Bea Ng',
        email: 'bea@example.com',
        from: 'Pat',
      });
      await session.click(by.button('Add to cart, $50 Gift Card in a Gift Box'));
      const cart = cartRegion;
      await session.see(by.text('$100.00', { within: cart }));
      await session.until(
        'the cart summary to count two items',
        () => session.textOf(summary),
        (text) => text.includes('2 items') || /\b2\b/.test(text),
      );
      await session.click(by.button('Checkout', { within: cart }));
      await session.see(by.heading('Your details'));
      const contact: Query = { css: 'fieldset', name: 'Contact' };
      await session.fill(by.field('Given names', { within: contact }), 'Pat');
      await session.fill(by.field('Surname', { within: contact }), 'Buyer');
      await session.fill(by.field('Email', { within: contact }), 'pat@example.com');
      await session.fill(by.field('Post code', { within: contact }), '2000');
      const billing: Query = { css: 'fieldset', name: 'Billing address' };
      await session.fill(by.field('Street address', { within: billing }), '1 George St');
      await session.fill(by.field('Suburb', { within: billing }), 'Sydney');
      await session.choose(by.field('State', { within: billing }), 'NSW');
      await session.fill(by.field('Post code', { within: billing }), '2000');
      await session.click(by.button('Continue to payment'));
      await payByCard(session);
      await session.see(by.heading('Thank you for your order'), PAYMENT_MS);
      await session.until(
        'the cart summary to say the cart is empty',
        () => session.textOf(summary),
        (text) => /empty|\b0\b/.test(text),
      );
    },
  },
  {
    name: 'newsletter sign-up',
    async run(session) {
      await session.open('/demo/test/newsletter.html');
      await session.click(by.button('Sign up'));
      await session.see(by.text('This field is required'));
      await session.fill(by.field('Given names'), 'Sam');
      await session.fill(by.field('Surname'), 'Lee');
      await session.fill(by.field('Email'), 'sam@example.com');
      await session.click(by.button('Sign up'));
      await session.see({ css: '[role="status"]', contains: "you're signed up" });
      if ((await session.valueOf(by.field('Email'))) !== '')
        throw new Error('the newsletter form kept the e-mail after signing up');
    },
  },
  {
    name: 'member area: tabs, details saved with a 1990 birthday, a voucher with its barcode',
    async run(session) {
      await session.open('/demo/test/member-area.html');
      await signIn(session);
      await session.open('/demo/test/member-area.html');
      await session.see({ css: '[role="tab"]', name: 'Details' });
      await session.click(by.button('Edit'));
      const birthday = by.field('Date of birth');
      await expectIsoMax(session, birthday);
      await session.fill(by.field('Given names'), 'Alexandra');
      await session.setDate(birthday, BIRTHDAY_1990);
      await session.click(by.button('Save'));
      await session.see(by.text('Your details are saved.'));
      await session.see(by.heading('Alexandra Citizen'));
      await session.click({ css: '[role="tab"]', name: 'Vouchers' });
      await session.see({ css: '[role="tabpanel"]', name: 'Vouchers' });
      await session.fill(by.field('Voucher barcode'), '9300000000028');
      await session.click(by.button('Add Voucher'));
      await session.see(by.text('Free Small Popcorn'));
      await session.see({ css: '[role="img"], svg', name: 'Barcode of Free Small Popcorn' });
      await session.see(by.text('9300000000028'));
    },
  },
  {
    name: 'a free membership joined with a 1990 birthday',
    async run(session) {
      await chooseMembership(session, 'Free Adult Membership');
      await expectIsoMax(session, by.field('Date of birth', { host: 'cinema-membership' }));
      await fillApplicant(session);
      await session.click(by.button('Join'));
      await session.see(by.heading('Welcome to Demo Cinema membership'), PAYMENT_MS);
      await session.see(by.text('You are now a member: Free Adult Membership.'));
    },
  },
  {
    name: 'a paid membership paid by card',
    async run(session) {
      await chooseMembership(session, 'Adult Premium Membership (1 year)');
      await fillApplicant(session);
      await session.click(by.button('Next'));
      await payByCard(session);
      await session.see(by.heading('Welcome to Demo Cinema membership'), PAYMENT_MS);
      await session.see(by.text('$49.00'));
    },
  },
  {
    name: 'a theme switch restyles the element at once',
    async run(session) {
      await session.open('/demo/test/festival-pass.html?festival=jiff&theme=classic');
      await session.see(by.field('Festival pass'));
      const background = () =>
        session.script<string>(
          `var host = document.querySelector('cinema-festival-pass');
           return getComputedStyle(host.shadowRoot.querySelector('.base')).backgroundColor;`,
        );
      const before = await background();
      await session.script(`document.documentElement.className = 'lido';`);
      await session.until(
        'the element to take the Lido background',
        background,
        (after) => after !== before && after.replace(/\s/g, '') === 'rgb(6,42,48)',
      );
      const theme = await session.attribute({ css: 'cinema-festival-pass' }, 'data-theme');
      if (theme !== 'lido') throw new Error(`data-theme is ${String(theme)} after the switch`);
    },
  },
];

/**
 * Checks beside the journeys, run in every engine: every form's controls legible in all four
 * themes and in a cinema's own brand as the engine painted them (legibility.ts), and the demo page
 * without sideways scroll on a phone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { THEME_NAMES } from '../../src/themes/themeNames';
import type { Session } from './engine';
import { signIn } from './journeys';
import type { Journey } from './journeys';
import { MIN_CONTRAST, MIN_MARK_CONTRAST, measureControls } from './legibility';
import type { Legibility } from './legibility';
import { by } from './pageScript';
import type { Query } from './pageScript';
import { REPORT_DIR } from './suite';

/**
 * A cinema's brand on top of Classic, as a page sets it (README "Theming"): design tokens on
 * `<html>`, an ancestor of every element, which win over the theme's defaults.
 */
const BRAND: Readonly<Record<string, string>> = {
  '--cinema-color-bg': '#f3f7f1',
  '--cinema-color-surface': '#ffffff',
  '--cinema-color-text': '#13261c',
  '--cinema-color-muted': '#45584d',
  '--cinema-color-accent': '#0b5a40',
  '--cinema-color-accent-text': '#ffffff',
  '--cinema-color-link': '#0b5a40',
  '--cinema-color-border': '#5f7468',
  '--cinema-color-focus': '#a04600',
  '--cinema-color-error': '#a81414',
  '--cinema-color-success': '#14642a',
  '--cinema-font-family': 'Georgia, serif',
  '--cinema-radius': '0px',
};

/** Put {@link BRAND}'s tokens on the page root (CSSOM: a strict policy allows it), or take them off. */
async function setBrand(session: Session, on: boolean): Promise<void> {
  await session.script(
    `var style = document.documentElement.style, tokens = arguments[0], on = arguments[1];
     for (var name in tokens) {
       if (on) style.setProperty(name, tokens[name]);
       else style.removeProperty(name);
     }`,
    BRAND,
    on,
  );
}

/** Switch the page's theme as a host page does (the root's class) and wait for `host` to follow. */
async function switchTheme(session: Session, host: string, theme: string): Promise<void> {
  await session.script('document.documentElement.className = arguments[0];', theme);
  await session.until(
    `${host} to take the ${theme} theme`,
    () => session.attribute({ css: host }, 'data-theme'),
    (value) => value === theme,
  );
}

/**
 * Measure `host`'s controls as painted; while one is under its bar, look again (a fresh
 * screenshot) for up to ~2 s. An engine may take the screenshot before it has repainted a control
 * after the theme switch and the scroll (WebKitGTK once painted two fields of a theme blank, white
 * on white, and had them right on the next look); a control that is really under its bar stays
 * so, and fails with the last look.
 */
async function measureUntilLegible(
  session: Session,
  host: string,
): Promise<Awaited<ReturnType<typeof measureControls>>> {
  let measured = await measureControls(session, host);
  for (let look = 1; look < 8; look += 1) {
    if (measured.results.every((result) => result.contrast >= result.required)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
    measured = await measureControls(session, host);
  }
  return measured;
}

/**
 * Measure `host`'s controls in each theme; keep each screenshot in the report folder, and fail
 * naming every control under the bar.
 */
async function expectLegibleInEveryTheme(
  session: Session,
  form: string,
  host: string,
  focus: Query,
): Promise<void> {
  const failures: string[] = [];
  const dir = join(REPORT_DIR, session.name);
  mkdirSync(dir, { recursive: true });
  const lines: string[] = [];
  for (const theme of [...THEME_NAMES, 'brand'] as const) {
    // The brand is tokens on top of Classic; the root's class still names the theme.
    await switchTheme(session, host, theme === 'brand' ? 'classic' : theme);
    await setBrand(session, theme === 'brand');
    // The form at the top of the view, so every control is painted.
    await session.driver.run(
      'arguments[0].scrollIntoView({ block: "start" });',
      await session.find(focus),
    );
    const { results, screenshot } = await measureUntilLegible(session, host);
    writeFileSync(join(dir, `legibility-${form}-${theme}.png`), screenshot);
    if (results.length === 0) failures.push(`${theme}: no control with text was found to measure`);
    for (const result of results) {
      lines.push(`${theme} ${form} ${describe(result)}`);
      if (result.contrast < result.required) failures.push(`${theme}: ${describe(result)}`);
    }
  }
  await setBrand(session, false);
  console.log(`${session.name} legibility:\n  ${lines.join('\n  ')}`);
  if (failures.length > 0)
    throw new Error(
      `${session.name}: controls below their bar as painted (text ${MIN_CONTRAST}:1, boxes ${MIN_MARK_CONTRAST}:1):\n  ${failures.join('\n  ')}`,
    );
}

const describe = (result: Legibility) =>
  `${result.label}: ink ${result.ink} on ${result.background} = ${result.contrast}:1`;

/** Each tag's first-view control (src/elements/<name>/descriptor.ts), by tag. */
const FIRST_VIEW_READY = Object.fromEntries(
  Object.values<ElementDescriptor>(DESCRIPTORS).map(({ tag, firstView }) => [tag, firstView.ready]),
);

/**
 * The demo page at a phone's width: no sideways scroll, no section wider than the view. The page
 * is loaded in a same-origin frame of that width, so every engine gets the same viewport
 * (MiniBrowser's window will not shrink below about 450 px).
 */
async function expectNoSidewaysScroll(session: Session, width: number): Promise<void> {
  await session.open('/demo/wallet-saved.html');
  await session.script(
    `var frame = document.createElement('iframe');
     frame.id = 'phone';
     frame.src = '/';
     frame.style.cssText = 'width:' + arguments[0] + 'px;height:800px;border:0;display:block';
     document.body.replaceChildren(frame);`,
    width,
  );
  // Every element on the page settled: in its first view (its descriptor's `firstView.ready`), or
  // saying why not (a festival not on sale yet) with nothing loading. Measured before, a late one
  // is not measured, and a request still in flight when the next page opens ends as a "did not
  // answer" in Firefox.
  const rendered = `var doc = document.getElementById('phone').contentDocument;
    var ready = ${JSON.stringify(FIRST_VIEW_READY)};
    if (!doc || !doc.querySelector('.seat-picker__grid button')) return false;
    var elements = doc.querySelectorAll(Object.keys(ready).join(','));
    for (var i = 0; i < elements.length; i += 1) {
      var root = elements[i].shadowRoot;
      if (!root) return false;
      if (root.querySelector(ready[elements[i].localName])) continue;
      var told = root.querySelector('[role="status"], [role="alert"]');
      if (!told || root.querySelector('.spinner, [aria-busy="true"]')) return false;
    }
    return elements.length > 0;`;
  await session.until(
    `the demo page to render at ${width} px`,
    () => session.script<boolean>(rendered),
    (done) => done,
  );
  const overflow = await session.script<{
    scrollWidth: number;
    innerWidth: number;
    wide: string[];
  }>(
    `var win = document.getElementById('phone').contentWindow;
     var doc = win.document;
     var wide = [];
     doc.querySelectorAll('body *').forEach(function (el) {
       var rect = el.getBoundingClientRect();
       if (rect.width === 0 || (rect.right <= win.innerWidth + 1 && rect.left >= -1)) return;
       var parent = el.parentElement && el.parentElement.getBoundingClientRect();
       // Name the outermost offender only.
       if (parent && parent.right > win.innerWidth + 1) return;
       var name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
         (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '');
       wide.push(name + ' ' + Math.round(rect.width) + 'px');
     });
     return { scrollWidth: doc.documentElement.scrollWidth, innerWidth: win.innerWidth, wide: wide };`,
  );
  if (overflow.innerWidth !== width)
    throw new Error(
      `${session.name}: the phone frame is ${overflow.innerWidth} px wide, not ${width}`,
    );
  if (overflow.scrollWidth > overflow.innerWidth || overflow.wide.length > 0)
    throw new Error(
      `${session.name} at ${width} px: the page is ${overflow.scrollWidth} px wide; too wide: ${overflow.wide.join(', ')}`,
    );
}

/** A form to measure: its element, what fills it, and what to scroll to the top of the view. */
interface FormToMeasure {
  form: string;
  host: string;
  top: Query;
  arrange(session: Session): Promise<void>;
}

const FORMS: readonly FormToMeasure[] = [
  {
    form: 'festival pass',
    host: 'cinema-festival-pass',
    top: by.field('Festival pass'),
    async arrange(session) {
      await session.open('/demo/test/festival-pass.html?festival=jiff');
      // 'Select a pass' as it first shows, and text in the fields.
      await session.fill(by.field('Given names'), 'Pat');
      await session.fill(by.field('Email'), 'pat.buyer@example.com');
    },
  },
  {
    form: 'membership applicant',
    host: 'cinema-membership',
    top: by.heading('Your details'),
    async arrange(session) {
      await session.open('/demo/test/membership.html');
      await session.click(by.button('Choose Free Adult Membership'));
      await session.fill(by.field('Given names'), 'Sam');
      await session.setDate(by.field('Date of birth'), '1990-05-17');
    },
  },
  {
    form: 'shop details',
    host: 'cinema-shop-cart',
    top: { css: 'fieldset', name: 'Billing address' },
    async arrange(session) {
      await session.open('/demo/test/shop-cart.html');
      await session.click(by.button('Add to cart, $50 Gift Card in a Gift Box'));
      const cart: Query = { css: '[role="region"], section', name: 'Your cart' };
      await session.click(by.button('Checkout', { within: cart }));
      await session.see(by.heading('Your details'));
      const contact: Query = { css: 'fieldset', name: 'Contact' };
      await session.fill(by.field('Given names', { within: contact }), 'Pat');
    },
  },
  {
    // 'Who is it for?' of a gift card by e-mail (product-rules §15.2), with its date input.
    form: 'gift recipient',
    host: 'cinema-shop-cart',
    top: by.heading('Who is it for?'),
    async arrange(session) {
      await session.open('/demo/test/shop-cart.html');
      await session.click(by.button('Add to cart, $50 eGift Card'));
      const form = by.group('Who is it for?');
      await session.fill(by.field("Recipient's name", { within: form }), 'Bea Ng');
      await session.fill(by.field('Message (optional)', { within: form }), 'Happy birthday!');
    },
  },
  {
    form: 'member details',
    host: 'cinema-member-area',
    top: by.field('Given names'),
    async arrange(session) {
      await session.open('/demo/test/member-area.html');
      await signIn(session);
      await session.open('/demo/test/member-area.html');
      // The signed-in page's own member area, not the first page's (as the journey waits too).
      await session.see({ css: '[role="tab"]', name: 'Details' });
      await session.click(by.button('Edit'));
      await session.see(by.field('Given names'));
    },
  },
  {
    form: 'newsletter',
    host: 'cinema-newsletter',
    top: by.field('Given names'),
    async arrange(session) {
      await session.open('/demo/test/newsletter.html');
      await session.fill(by.field('Given names'), 'Sam');
      await session.fill(by.field('Email'), 'sam@example.com');
    },
  },
];

export const engineChecks: Journey[] = [
  ...FORMS.map((form): Journey => ({
    name: `${form.form} form: every control legible in all four themes and a custom brand, as painted`,
    async run(session) {
      await form.arrange(session);
      await expectLegibleInEveryTheme(session, form.form.replace(/ /g, '-'), form.host, form.top);
    },
  })),
  {
    name: 'the demo page has no sideways scroll at 320 and 390 px',
    async run(session) {
      await expectNoSidewaysScroll(session, 390);
      await expectNoSidewaysScroll(session, 320);
    },
  },
];

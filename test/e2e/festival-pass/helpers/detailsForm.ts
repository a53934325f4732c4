/**
 * The festival-pass test page and its details form, found the way a user finds them (by role and
 * label; Playwright's locators pierce the element's open shadow root). Shared by every
 * festival-pass spec so each test goes straight to what it checks.
 */
import type { Locator, Page } from '@playwright/test';
import type { FestivalPassFormValues } from '../../../../src/atoms/festival-pass/festivalPassValidation';
import type { ThemeName } from '../../../../src/themes/themeNames';
import { expect } from '../../support/test';

/** The one-element test page (demo/public/test/festival-pass.html). */
export const FESTIVAL_PASS_PAGE = '/demo/test/festival-pass.html';

/** Query parameters of the test page. */
export interface FestivalPassPageOptions {
  /** `data-festival-id` (default jiff). */
  festival?: string;
  theme?: ThemeName;
  /** Leave this attribute off the element. */
  omit?: string;
  /**
   * Which of the page's own wallet stubs to install, e.g. `googlePay,paypal`; `none` turns them
   * off (intercept mode).
   */
  walletStubs?: string;
  /**
   * `strict`: serve the page with the reference server's strict Content-Security-Policy;
   * `published`: with the host-page policy the README publishes.
   */
  csp?: 'strict' | 'published';
  /** How many identical widgets the page holds (default 1; 0 for none). */
  count?: number;
}

/** The test page URL for `options`. */
export function festivalPassUrl(options: FestivalPassPageOptions = {}): string {
  const query = new URLSearchParams({ festival: options.festival ?? 'jiff' });
  if (options.theme) query.set('theme', options.theme);
  if (options.omit) query.set('omit', options.omit);
  if (options.walletStubs) query.set('wallet-stubs', options.walletStubs);
  if (options.csp) query.set('csp', options.csp);
  if (options.count !== undefined) query.set('count', String(options.count));
  return `${FESTIVAL_PASS_PAGE}?${query.toString()}`;
}

/**
 * Open the test page; resolves with the element's host. It does not wait for the form, which a
 * festival not on sale or a configuration error never shows: {@link fillDetails} waits for it.
 */
export async function openFestivalPass(
  page: Page,
  options: FestivalPassPageOptions = {},
): Promise<Locator> {
  await page.goto(festivalPassUrl(options));
  return page.locator('cinema-festival-pass');
}

/** The details form's controls, on the page or inside one widget. */
export function detailsForm(page: Page | Locator) {
  return {
    pass: page.getByRole('combobox', { name: 'Festival pass' }),
    firstName: page.getByRole('textbox', { name: 'Given names' }),
    lastName: page.getByRole('textbox', { name: 'Surname' }),
    email: page.getByRole('textbox', { name: 'Email' }),
    postCode: page.getByRole('textbox', { name: 'Post code' }),
    newsletter: page.getByRole('checkbox', { name: /newsletter/i }),
    terms: page.getByRole('checkbox', { name: /terms and conditions/i }),
    next: page.getByRole('button', { name: 'Next' }),
  };
}

/** What a visitor types into the form: the product's own form values. */
export type DetailsValues = FestivalPassFormValues;

/** A complete jiff order. */
export const JIFF_DETAILS: DetailsValues = {
  passId: 'jiff-5-film',
  firstName: 'Pat',
  lastName: 'Buyer',
  email: 'pat.buyer@example.com',
  postCode: '2000',
  newsletter: false,
  terms: true,
};

/** Wait for the form, then fill it like a user (`overrides` on top of jiff's order). */
export async function fillDetails(
  page: Page | Locator,
  overrides: Partial<DetailsValues> = {},
): Promise<DetailsValues> {
  const values = { ...JIFF_DETAILS, ...overrides };
  const form = detailsForm(page);
  await expect(form.pass).toBeVisible();
  if (values.passId) await form.pass.selectOption(values.passId);
  await form.firstName.fill(values.firstName);
  await form.lastName.fill(values.lastName);
  await form.email.fill(values.email);
  await form.postCode.fill(values.postCode);
  if (values.newsletter) await form.newsletter.check();
  await form.terms.setChecked(values.terms);
  return values;
}

/** Assert the form still shows `values` (what the visitor typed is kept). */
export async function expectDetails(page: Page, values: DetailsValues): Promise<void> {
  const form = detailsForm(page);
  await expect(form.pass).toHaveValue(values.passId);
  await expect(form.firstName).toHaveValue(values.firstName);
  await expect(form.lastName).toHaveValue(values.lastName);
  await expect(form.email).toHaveValue(values.email);
  await expect(form.postCode).toHaveValue(values.postCode);
  if (values.newsletter) await expect(form.newsletter).toBeChecked();
  await expect(form.terms).toBeChecked({ checked: values.terms });
}

/**
 * Assert `field` shows `message` the accessible way: `aria-invalid="true"`, `aria-describedby`
 * naming the visible message, which is announced (role=alert).
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  // The message element is in the same shadow root as the field.
  const shown = await field.evaluate((input, idList) => {
    const root = input.getRootNode() as Document | ShadowRoot;
    return idList
      .map((id) => root.getElementById(id))
      .filter((el): el is HTMLElement => el !== null)
      .map((el) => ({
        text: el.textContent?.trim() ?? '',
        announced: el.getAttribute('role') === 'alert' || el.closest('[aria-live]') !== null,
        visible: el.checkVisibility(),
      }));
  }, ids);
  expect(shown).toContainEqual({ text: message, announced: true, visible: true });
}

/** product-rules §8's messages, for checking a field shows none of them. */
export const VALIDATION_MESSAGES = [
  'Please select a pass!',
  'This field is required',
  'Please enter a valid email address',
];

/** Assert `field` carries none of product-rules §8's messages. */
export async function expectNoFieldError(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  for (const message of VALIDATION_MESSAGES) {
    await expect(field).not.toHaveAccessibleDescription(
      new RegExp(message.replace(/[.!]/g, '\\$&')),
    );
  }
}

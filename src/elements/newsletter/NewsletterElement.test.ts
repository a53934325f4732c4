import { fireEvent, within } from '@testing-library/dom';
import { act } from 'react';
import { installFakeBotCheck } from '../../botcheck/testing/fakeBotCheck';
import { UNREACHABLE_API, describeElement } from '../testing/elementContract';
import { NEWSLETTER_TAG, NewsletterElement } from './index';

describeElement({
  tag: NEWSLETTER_TAG,
  ctor: NewsletterElement,
  loadTree: () => import('../../react/newsletter/Newsletter'),
  properties: [
    ['dataRecaptchaKey', 'data-recaptcha-key', '6LcTestKey'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
    ['dataTypeId', 'data-type-id', 'festival-news'],
  ],
  required: 'data-recaptcha-key',
  adminLine:
    "cinema-newsletter: data-recaptcha-key is missing; the page shows 'Missing attribute data-recaptcha-key.' instead of the sign-up form. Set data-recaptcha-key to the cinema's reCAPTCHA v3 site key, exactly as the reCAPTCHA admin console shows it. See README.md#cinema-newsletter-when-something-is-wrong",
});

describe("<cinema-newsletter>'s sign-up without its API", () => {
  afterEach(async () => {
    await act(async () => document.body.replaceChildren());
  });

  it('keeps what was typed and says so, and tells the admin once in the console', async () => {
    installFakeBotCheck();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement(NEWSLETTER_TAG);
    element.setAttribute('data-recaptcha-key', '6LcTestKey');
    element.setAttribute('api-base', UNREACHABLE_API);
    element.setAttribute('data-type-id', 'JIF');
    const shown: string[] = [];
    element.addEventListener('cinema-error', (event) => shown.push(event.detail.message));
    await act(async () => document.body.append(element));
    const view = within(element.shadowRoot as unknown as HTMLElement);
    const email = await view.findByRole('textbox', { name: /Email/ }, { timeout: 5_000 });
    fireEvent.change(view.getByRole('textbox', { name: /Given names/ }), {
      target: { value: 'Mia' },
    });
    fireEvent.change(view.getByRole('textbox', { name: /Surname/ }), { target: { value: 'Wong' } });
    fireEvent.change(email, { target: { value: 'mia@example.com' } });
    const signUp = view.getByRole('button', { name: 'Sign up' });
    for (const times of [1, 2]) {
      await act(async () => {
        fireEvent.click(signUp);
      });
      await vi.waitFor(() => expect(shown).toHaveLength(times), { timeout: 10_000 });
    }
    expect(shown).toEqual([
      'We could not sign you up. Please try again.',
      'We could not sign you up. Please try again.',
    ]);
    expect(email).toHaveValue('mia@example.com');
    const lines = error.mock.calls.filter(([line]) => String(line).startsWith('cinema-'));
    expect(lines).toEqual([
      [
        `cinema-newsletter: the API at ${UNREACHABLE_API} did not answer POST subscribe; the page shows 'We could not sign you up. Please try again.'. Check api-base="${UNREACHABLE_API}" and that the cinema's API is running; on another site, the API must allow this page's origin (CORS) and the page's Content-Security-Policy must allow the API in connect-src. See README.md#cinema-newsletter-when-something-is-wrong`,
      ],
    ]);
    // Nothing the visitor typed reaches the console.
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/mia@example\.com|Mia|Wong/);
  }, 30_000);
});

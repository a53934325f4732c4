import { fireEvent, waitFor, within } from '@testing-library/dom';
import { act, createElement } from 'react';
import type * as FestivalPassModule from '../../react/festival-pass/FestivalPass';
import { startReferenceServer } from '../../../test/support/referenceServer';
import type { ReferenceServer } from '../../../test/support/referenceServer';
import { defineElement } from '../define';
import { FESTIVAL_PASS_TAG, FestivalPassElement } from './index';

/** Lets one test make the widget's render throw, to prove the element contains the failure. */
const crash = vi.hoisted(() => ({ next: false }));
vi.mock('../../react/festival-pass/FestivalPass', async (importOriginal) => {
  const actual = await importOriginal<typeof FestivalPassModule>();
  return {
    ...actual,
    FestivalPass: (props: FestivalPassModule.FestivalPassProps) => {
      if (crash.next) throw new Error('render failed');
      return createElement(actual.FestivalPass, props);
    },
  };
});

const VALID = {
  'data-cinema-id': '7',
  'data-cinema-name': 'Ritz Cinemas Randwick',
  'data-recaptcha-key': '6LcTestKey',
  'data-festival-id': 'jiff',
};

let cinemas = 0;
/** Valid attributes for a cinema of its own, so tests never share a widget's state. */
const valid = () => ({ ...VALID, 'data-cinema-id': `element-test-${++cinemas}` });

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ page: true });
}, 20_000);
afterAll(() => server.close());

/** Create the element as a page would, append it, and wait for React to render. */
async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement(FESTIVAL_PASS_TAG);
  // Inside act: r2wc 2.1 already renders when an attribute is set before the element is attached.
  await act(async () => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
  });
  return element;
}

/** Queries scoped to the element's shadow root, the way a user sees it. */
function shadow(element: HTMLElement) {
  if (!element.shadowRoot) throw new Error('expected an open shadow root');
  return within(element.shadowRoot as unknown as HTMLElement);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  crash.next = false;
  await act(async () => {
    document.body.replaceChildren();
  });
  document.documentElement.className = '';
});

describe('<cinema-festival-pass>', () => {
  it('is registered by its side-effect module', () => {
    expect(customElements.get('cinema-festival-pass')).toBe(FestivalPassElement);
    expect(document.createElement('cinema-festival-pass')).toBeInstanceOf(FestivalPassElement);
  });

  it('shows the details form for a valid configuration, themed from the page root', async () => {
    document.documentElement.className = 'ritz';
    const element = await mount(valid());
    const view = shadow(element);

    expect(await view.findByRole('heading', { name: 'Buy a festival pass' })).toBeInTheDocument();
    expect(view.getByText('Ritz Cinemas Randwick')).toBeInTheDocument();
    expect(view.getByRole('combobox', { name: 'Festival pass' })).toBeInTheDocument();
    expect(view.queryByRole('alert')).toBeNull();
    expect(element.getAttribute('data-theme')).toBe('ritz');
  });

  it('renders into an open shadow root with its styles and a part="base" box', async () => {
    const element = await mount(valid());
    expect(element.shadowRoot?.mode).toBe('open');
    const root = element.shadowRoot;
    expect(root?.querySelector('style')).toBeNull();
    const css = root?.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((r) => r.cssText),
    );
    expect(css?.join('\n')).toContain('--cinema-color-bg');
    expect(element.shadowRoot?.querySelector('[part="base"]')).not.toBeNull();
    expect(await shadow(element).findByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a configuration message naming a missing attribute, and emits cinema-error', async () => {
    const errors: string[] = [];
    document.addEventListener('cinema-error', (event) => errors.push(event.detail.message));
    const { 'data-festival-id': _omitted, ...withoutFestival } = VALID;
    const element = await mount(withoutFestival);

    const alert = shadow(element).getByRole('alert');
    expect(alert).toHaveTextContent('<cinema-festival-pass> is not set up correctly.');
    expect(alert).toHaveTextContent('Missing attribute data-festival-id.');
    expect(shadow(element).queryByRole('heading')).toBeNull();
    expect(errors).toEqual(['Missing attribute data-festival-id.']);
  });

  it('names an invalid attribute and what is wrong with it', async () => {
    const element = await mount({
      ...VALID,
      'data-festival-id': 'jiff 2026',
      'api-base': 'javascript:alert(1)',
    });
    const alert = shadow(element).getByRole('alert');
    expect(alert).toHaveTextContent('Invalid attribute data-festival-id ("jiff 2026")');
    expect(alert).toHaveTextContent('Invalid attribute api-base ("javascript:alert(1)")');
  });

  it('treats an empty attribute as missing', async () => {
    const element = await mount({ ...VALID, 'data-cinema-name': '' });
    expect(shadow(element).getByRole('alert')).toHaveTextContent(
      'Missing attribute data-cinema-name.',
    );
  });

  it('follows attribute changes, including removal', async () => {
    const element = await mount(valid());
    await shadow(element).findByRole('heading', { name: 'Buy a festival pass' });
    await act(async () => element.setAttribute('data-cinema-name', 'Cameo Cinemas Belgrave'));
    expect(shadow(element).getByText('Cameo Cinemas Belgrave')).toBeInTheDocument();

    await act(async () => element.removeAttribute('data-cinema-name'));
    expect(shadow(element).getByRole('alert')).toHaveTextContent(
      'Missing attribute data-cinema-name.',
    );

    await act(async () => element.setAttribute('data-cinema-name', 'Lido Cinemas Hawthorn'));
    expect(await shadow(element).findByText('Lido Cinemas Hawthorn')).toBeInTheDocument();
  });

  it('updates data-theme when the <html> class changes', async () => {
    const element = await mount(valid());
    expect(element.getAttribute('data-theme')).toBe('classic');

    await act(async () => {
      document.documentElement.className = 'theme-lido';
      await tick();
    });
    expect(element.getAttribute('data-theme')).toBe('lido');

    await act(async () => {
      document.documentElement.className = 'cameo';
      await tick();
    });
    expect(element.getAttribute('data-theme')).toBe('cameo');
  });

  it('keeps what the visitor typed when it is removed and added again', async () => {
    const element = await mount(valid());
    const input = await shadow(element).findByRole('textbox', { name: 'Given names' });
    fireEvent.change(input, { target: { value: 'Mia' } });
    await act(async () => element.remove());
    await act(async () => document.body.append(element));
    expect(await shadow(element).findByRole('textbox', { name: 'Given names' })).toHaveValue('Mia');
  });

  it('announces a page switch to the host page and focuses the new heading inside its shadow root', async () => {
    const pages: unknown[] = [];
    document.addEventListener('cinema-page-change', (event) => pages.push(event.detail));
    const element = await mount({ ...valid(), 'data-festival-id': 'RET' });
    const view = shadow(element);
    fireEvent.change(await view.findByRole('combobox', { name: 'Festival pass' }), {
      target: { value: 'ret-5-film' },
    });
    for (const [name, value] of [
      ['Given names', 'Mia'],
      ['Surname', 'Wong'],
      ['Email', 'mia@example.com'],
      ['Post code', '2031'],
    ] as const) {
      fireEvent.change(view.getByRole('textbox', { name }), { target: { value } });
    }
    fireEvent.click(view.getByRole('checkbox', { name: /I accept/ }));
    // Press Next once it shows as available, as a visitor would: an update scheduled outside act
    // (the passes or member answer arriving) can hold the typed values back for a tick.
    const next = view.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(next);

    // Next also starts loading the payment page's code and braintree-web's: the first import of
    // those in a test worker is transformed on the spot, seconds on a loaded two-core runner.
    const heading = await view.findByRole('heading', { name: 'Checkout' }, { timeout: 20_000 });
    expect(pages).toEqual([{ page: 'payment' }]);
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(heading));
  }, 30_000);

  it('does not throw when defined twice, and warns only for a different constructor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => defineElement(FESTIVAL_PASS_TAG, FestivalPassElement)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();

    class Impostor extends HTMLElement {}
    expect(() => defineElement(FESTIVAL_PASS_TAG, Impostor)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(customElements.get(FESTIVAL_PASS_TAG)).toBe(FestivalPassElement);
  });

  it('catches a render error inside the element and emits a bubbling, composed cinema-error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pageErrors = vi.fn();
    window.addEventListener('error', pageErrors);
    const events: Array<CustomEvent<{ message: string }>> = [];
    document.addEventListener('cinema-error', (event) => events.push(event));

    crash.next = true;
    const element = await mount(VALID);
    window.removeEventListener('error', pageErrors);

    expect(shadow(element).getByRole('alert')).toHaveTextContent('Sorry, something went wrong.');
    expect(events).toHaveLength(1);
    expect(events[0]?.target).toBe(element);
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    expect(events[0]?.detail.message).toMatch(/reload the page/);
    expect(pageErrors).not.toHaveBeenCalled();
  });
});

describe("<cinema-festival-pass> in the admin's console (product-rules §2.7)", () => {
  const SEE = 'See README.md#cinema-festival-pass-when-something-is-wrong';

  // Loaded ahead, so a line from an earlier test never arrives during a later one.
  beforeAll(() => import('../../config/adminMessages'));

  /** The element's lines logged so far, after a moment for any late one to arrive. */
  async function lines(spy: { mock: { calls: unknown[][] } }): Promise<unknown[]> {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return spy.mock.calls
      .map(([line]) => line)
      .filter((line) => String(line).startsWith('cinema-festival-pass:'));
  }

  it('warns once per attribute with its value and what to set, not again when re-added', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await mount({
      ...valid(),
      'data-festival-id': 'jiff 2026',
      'api-base': 'javascript:alert(1)',
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await act(async () => element.remove());
    await act(async () => document.body.append(element));
    expect(shadow(element).getByRole('alert')).toHaveTextContent('<cinema-festival-pass>');
    expect(await lines(warn)).toEqual([
      `cinema-festival-pass: data-festival-id="jiff 2026" is not a valid festival id; the page shows 'Invalid attribute data-festival-id ("jiff 2026"): use letters, digits and single dashes only, e.g. "jiff".' instead of the festival pass. Set data-festival-id to the festival's id as the cinema's API knows it (letters, digits and single dashes), e.g. "jiff". ${SEE}`,
      `cinema-festival-pass: api-base="javascript:alert(1)" is not a valid API address; the page shows 'Invalid attribute api-base ("javascript:alert(1)"): only http: and https: addresses are allowed; use a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/".' instead of the festival pass. Set api-base to the cinema's API: a path such as "/api/" or an http(s) URL such as "https://cinema.example/api/", or leave it out for "/api/". ${SEE}`,
    ]);
  });

  it('warns once when an attribute goes missing, and not again when it goes missing again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await mount(valid());
    await shadow(element).findByRole('heading', { name: 'Buy a festival pass' });
    await act(async () => element.removeAttribute('data-cinema-name'));
    await act(async () => element.setAttribute('data-cinema-name', 'Lido'));
    await act(async () => element.removeAttribute('data-cinema-name'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    expect(await lines(warn)).toEqual([
      `cinema-festival-pass: data-cinema-name is missing; the page shows 'Missing attribute data-cinema-name.' instead of the festival pass. Set data-cinema-name to the cinema's name as buyers should see it, e.g. "The Ritz". ${SEE}`,
    ]);
  });

  it('warns once that the festival has no passes, not again when re-added', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await mount({ ...valid(), 'data-festival-id': 'soon' });
    await shadow(element).findByText(
      'Sorry, this festival is not on sale yet. Please check back later.',
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    await act(async () => element.remove());
    await act(async () => document.body.append(element));
    await shadow(element).findByText(
      'Sorry, this festival is not on sale yet. Please check back later.',
    );
    expect(await lines(warn)).toEqual([
      `cinema-festival-pass: the API at /api/ has no passes for data-festival-id="soon"; the page shows 'Sorry, this festival is not on sale yet. Please check back later.'. Check data-festival-id: it must be the festival's id as the cinema's API knows it (letters, digits and single dashes), e.g. "jiff"; if it is, the festival's passes are not on sale in the cinema's system yet. ${SEE}`,
    ]);
  });

  it("logs once how the API answered when the passes cannot be loaded, also after 'Try again'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shown: string[] = [];
    document.addEventListener('cinema-error', (event) => shown.push(event.detail.message));
    const element = await mount({
      ...valid(),
      'data-festival-id': 'jif',
      'api-base': `${server.url}/api/`,
    });
    const alert = await shadow(element).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading products');
    await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5_000 });
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    // Shown again, and the host page told again; the console has heard it.
    await vi.waitFor(() => expect(shown).toHaveLength(2), { timeout: 5_000 });
    expect(await lines(error)).toEqual([
      `cinema-festival-pass: the API at ${server.url}/api/ answered GET shop/festival-passes with HTTP 404; the page shows 'Error loading products' with 'Try again'. Check that api-base="${server.url}/api/" is the address of the cinema's API, and that data-festival-id="jif" is a festival it knows. ${SEE}`,
    ]);
  });
});

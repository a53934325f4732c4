import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import { fetchedUrls, loaderReadAhead } from '../testing/loaderReadAhead';
import { MemberArea, signedOutHere } from './MemberArea';
import { referenceServerSuite } from '../testing/referenceServerSuite';

// The console lines' chunk, loaded before any test spies on the console (DEVELOPERS.md).
beforeAll(() => import('../../config/adminMessages'));
const suite = referenceServerSuite({ page: true });
beforeEach(async () => {
  await suite.server.reset();
  await suite.server.signIn();
  window.history.replaceState(null, '', window.location.pathname);
});
/**
 * Whatever the open tab is loading has landed: a test goes on (or ends) without cutting a request
 * off mid-answer.
 */
const settled = () =>
  waitFor(() => expect(document.querySelector('.section-loading, .page-loading')).toBeNull());

afterEach(async () => {
  await settled();
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  await suite.server.signOut();
});

const renderArea = () =>
  renderInElementRoot(
    <MemberArea dataCinemaId="demo-cinema" dataRecaptchaKey="demo-key" apiBase="/api/" />,
  );

/** `GET member` answers with `wallet` in place of the server's own links (none: no field). */
function answerWallet(wallet: Record<string, string> | undefined) {
  const real = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const response = await real(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/member') || !response.ok) return response;
    const { wallet: _theirs, ...member } = (await response.json()) as Record<string, unknown>;
    return Response.json(wallet ? { ...member, wallet } : member);
  });
}

/** A box at `left`..`right` (px), as getBoundingClientRect gives it. */
const box = (left: number, right: number) =>
  ({ left, right, top: 0, bottom: 44, width: right - left, height: 44, x: left, y: 0 }) as DOMRect;

describe('a visitor the loader has already heard of', () => {
  it('is shown the sign-in view in the first commit, and nothing is asked again', async () => {
    await suite.server.signOut();
    const asked = fetchedUrls();
    await loaderReadAhead('cinema-member-area', {
      'data-cinema-id': 'demo-cinema',
      'data-recaptcha-key': 'demo-key',
    });
    // What the element's tree waits for before it renders (MemberAreaElement.ts).
    await signedOutHere();
    renderArea();
    expect(screen.queryByText('Loading your account')).toBeNull();
    expect(document.querySelector('.section-loading, .page-loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked.filter((url) => url.endsWith('/api/member'))).toHaveLength(1);
  });
});

describe('the member header', () => {
  it("names the member's type as the options do, and draws the wallet links as badges", async () => {
    renderArea();
    expect(await screen.findByText(/^Adult Premium member · /)).toBeInTheDocument();
    const apple = screen.getByRole('link', { name: 'Add to Apple Wallet' });
    const google = screen.getByRole('link', { name: 'Add to Google Wallet' });
    expect(apple).toHaveAttribute('href', `${suite.server.url}/api/member/wallet/apple`);
    expect(google).toHaveAttribute('href', `${suite.server.url}/api/member/wallet/google`);
    expect(apple).toHaveClass('wallet', 'wallet--apple');
    expect(google).toHaveClass('wallet', 'wallet--google');
    // The platform's mark is a picture beside the words, hidden from screen readers.
    for (const link of [apple, google]) {
      const mark = link.querySelector('svg');
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(mark?.querySelectorAll('rect').length).toBe(4);
    }
  });

  it('links to the wallet paths below the API base when GET member names none', async () => {
    answerWallet(undefined);
    renderArea();
    const apple = await screen.findByRole('link', { name: 'Add to Apple Wallet' });
    expect(apple).toHaveAttribute('href', `${suite.server.url}/api/member/wallet/apple`);
    expect(screen.getByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
      'href',
      `${suite.server.url}/api/member/wallet/google`,
    );
  });

  it('shows no badge for a wallet address the rule refuses, and tells the admin once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWallet({
      apple: 'http://evil.example/pass',
      google: 'https://pay.google.com/gp/v/save/x',
    });
    renderArea();
    expect(await screen.findByRole('link', { name: 'Add to Google Wallet' })).toHaveAttribute(
      'href',
      'https://pay.google.com/gp/v/save/x',
    );
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls[0]?.[0]).toMatch(
      /: the API at \/api\/ answered GET member with wallet\.apple "http:\/\/evil\.example\/…", which is refused: .*; the page shows no 'Add to Apple Wallet' link\./,
    );
  });

  it('spells the type out when the server gives no name for it', async () => {
    suite.server.server.state.member = {
      ...suite.server.server.state.member,
      memberType: 'studentFriend',
    };
    renderArea();
    expect(await screen.findByText(/^Student Friend member · /)).toBeInTheDocument();
  });
});

describe('the Membership tab', () => {
  it("shows the member's type by the options' name and the last day it runs", async () => {
    suite.server.server.state.member = {
      ...suite.server.server.state.member,
      membershipExpiry: '2027-03-05',
    };
    window.history.replaceState(null, '', '#member-membership');
    renderArea();
    const panel = await screen.findByRole('tabpanel');
    const renew = await within(panel).findByRole('button', {
      name: 'Renew Renew Adult Premium (1 year)',
    });
    const current = panel.querySelector('dl');
    expect(current).toHaveTextContent('MembershipAdult Premium');
    expect(current).toHaveTextContent('Valid until5 Mar 2027');
    expect(current).toHaveTextContent('MemberAlex Citizen');
    // The current membership comes before what can be bought.
    expect(current?.compareDocumentPosition(renew)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says no last day for a membership without one', async () => {
    const { membershipExpiry: _none, ...member } = suite.server.server.state.member;
    suite.server.server.state.member = member;
    window.history.replaceState(null, '', '#member-membership');
    renderArea();
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('Adult Premium');
    expect(panel).not.toHaveTextContent('Valid until');
  });
});

describe('the tab strip', () => {
  it('keeps the WAI-ARIA tabs pattern: arrow keys, Home and End move a roving tab stop', async () => {
    renderArea();
    const details = await screen.findByRole('tab', { name: 'Details' });
    await settled();
    expect(screen.getByRole('tablist', { name: 'Your account' })).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-selected', 'true');
    expect(details).toHaveAttribute('tabindex', '0');
    const user = userEvent.setup();
    details.focus();
    await user.keyboard('{ArrowRight}');
    await settled();
    const activity = screen.getByRole('tab', { name: 'Activity' });
    expect(activity).toHaveFocus();
    expect(activity).toHaveAttribute('aria-selected', 'true');
    expect(details).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    await settled();
    expect(screen.getByRole('tab', { name: 'Membership' })).toHaveFocus();
    expect(window.location.hash).toBe('#member-membership');
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    await user.keyboard('{ArrowRight}');
    await settled();
    expect(details).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await settled();
    expect(screen.getByRole('tab', { name: 'Membership' })).toHaveFocus();
    await user.keyboard('{Home}');
    await settled();
    expect(details).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([details]);
  });

  it('answers a press at once and moves the URL after it: one history entry per press, in order', async () => {
    renderArea();
    await screen.findByRole('tab', { name: 'Details' });
    await settled();
    // The next idle moments, run when the test says.
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    onTestFinished(() => void vi.unstubAllGlobals());
    const pushState = vi.spyOn(window.history, 'pushState');
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    await user.click(screen.getByRole('tab', { name: 'Vouchers' }));
    expect(screen.getByRole('tab', { name: 'Vouchers' })).toHaveAttribute('aria-selected', 'true');
    expect(pushState).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');

    for (const task of idle.splice(0)) task();
    expect(pushState.mock.calls.map(([, , url]) => url)).toEqual([
      '#member-bookings',
      '#member-vouchers',
    ]);
    expect(window.location.hash).toBe('#member-vouchers');
    await settled();

    // Back before the idle moment: the press's URL is dropped, not pushed over where Back went.
    await user.click(screen.getByRole('tab', { name: 'Passkeys' }));
    act(() => {
      window.history.replaceState(null, '', '#member-bookings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    for (const task of idle.splice(0)) task();
    expect(pushState).toHaveBeenCalledTimes(2);
    expect(window.location.hash).toBe('#member-bookings');
    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    await settled();
  });

  /**
   * Lay the strip out as a 300 px box at 0, holding the seven tabs 90 px wide every 100 px, less
   * what the strip has scrolled (happy-dom lays nothing out).
   */
  function layOut(step = () => 100) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.getAttribute('role') === 'tablist') return box(0, 300);
      const strip = this.parentElement;
      if (this.getAttribute('role') !== 'tab' || !strip) return box(0, 0);
      const at = [...strip.children].indexOf(this) * step() - strip.scrollLeft;
      return box(at, at + step() - 10);
    });
  }

  it('scrolls only the strip, sideways, to show the selected tab whole (never the page)', async () => {
    layOut();
    const pageScroll = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    renderArea();
    const strip = await screen.findByRole('tablist');
    await settled();
    expect(strip.scrollLeft).toBe(0);

    const user = userEvent.setup();
    // Activity (100..190) shows whole already: nothing moves.
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    await settled();
    expect(strip.scrollLeft).toBe(0);
    // Vouchers (300..390) is past the right edge: in by at least its overflow and the fade's
    // 40 px (130), to the nearest place scroll snapping keeps, a tab's start less the 40 px
    // (Bookings', 200 - 40).
    await user.click(screen.getByRole('tab', { name: 'Vouchers' }));
    await settled();
    expect(strip.scrollLeft).toBe(160);
    // End: Membership (600..690) needs 430; the next snap is Passkeys' start (500 - 40).
    await user.keyboard('{End}');
    await settled();
    expect(strip.scrollLeft).toBe(460);
    // Arrow keys: Passkeys (now 40..130) shows whole; nothing moves.
    await user.keyboard('{ArrowLeft}');
    await settled();
    expect(strip.scrollLeft).toBe(460);
    // Bookings (now -260..-170) is off the left: back to its own start, less 40.
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    await settled();
    expect(strip.scrollLeft).toBe(160);
    // Home: Details (0..90, now -430..-340) back in from the left, as far as it goes.
    await user.keyboard('{Home}');
    await settled();
    expect(strip.scrollLeft).toBe(0);
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    expect(pageScroll).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows the selected tab from the URL hash when the strip first appears', async () => {
    layOut();
    window.history.replaceState(null, '', '#member-passkeys');
    renderArea();
    const strip = await screen.findByRole('tablist');
    expect(screen.getByRole('tab', { name: 'Passkeys' })).toHaveAttribute('aria-selected', 'true');
    // Passkeys (500..590) needs 330; the next snap is Newsletters' start (400 - 40).
    expect(strip.scrollLeft).toBe(360);
  });

  it('keeps the selected tab in view when the tabs change size (fonts arriving, a theme)', async () => {
    let step = 100;
    layOut(() => step);
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    window.history.replaceState(null, '', '#member-passkeys');
    renderArea();
    const strip = await screen.findByRole('tablist');
    await settled();
    expect(strip.scrollLeft).toBe(360);
    // Its first report is of the sizes just laid out: nothing moves.
    resized.at(-1)?.();
    expect(strip.scrollLeft).toBe(360);
    // Wider tabs (130 px apart): Passkeys (650..770, now 290..410) would be cut off. It needs
    // 510 at least; the next snap is its own start less the fade's 40.
    step = 130;
    resized.at(-1)?.();
    expect(strip.scrollLeft).toBe(610);
    vi.unstubAllGlobals();
  });

  it('marks the ends with tabs out of sight, for the edge fades', async () => {
    renderArea();
    const strip = await screen.findByRole('tablist');
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 700 });
    strip.scrollLeft = 0;
    strip.dispatchEvent(new Event('scroll'));
    expect(strip).toHaveAttribute('data-more-after');
    expect(strip).not.toHaveAttribute('data-more-before');
    strip.scrollLeft = 200;
    strip.dispatchEvent(new Event('scroll'));
    expect(strip).toHaveAttribute('data-more-after');
    expect(strip).toHaveAttribute('data-more-before');
    strip.scrollLeft = 400;
    strip.dispatchEvent(new Event('scroll'));
    expect(strip).not.toHaveAttribute('data-more-after');
    expect(strip).toHaveAttribute('data-more-before');
    // All tabs fit (a wide screen): no fade at all.
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 300 });
    strip.scrollLeft = 0;
    strip.dispatchEvent(new Event('scroll'));
    expect(strip).not.toHaveAttribute('data-more-after');
    expect(strip).not.toHaveAttribute('data-more-before');
  });
});

describe('clearPersonalData() (product-rules §4.4)', () => {
  it('shows the signed-out view at once, without asking the server', async () => {
    const { clearPersonalData } = await import('../../storage/personalData');
    renderArea();
    expect(await screen.findByText(/^Adult Premium member · /)).toBeInTheDocument();
    const fetch = vi.spyOn(window, 'fetch');
    act(() => clearPersonalData());
    expect(
      await screen.findByText(
        "Sign in on the cinema's website to see your details, bookings and vouchers.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Adult Premium member · /)).toBeNull();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/\/api\/member$/),
    );
  });
});

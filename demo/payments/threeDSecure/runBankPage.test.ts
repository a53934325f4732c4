import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { BANK_ANSWER_TYPE, bankPageUrl, encodeBase64Url } from './bankAnswer';
import { BANK_PAGE_HTML } from './bankPage';
import { BANK_TEXT, readBankRequest, runBankPage } from './runBankPage';

const SHOP = 'http://127.0.0.1:4321';
const PAYLOAD = encodeBase64Url(JSON.stringify({ transactionId: 'tx-1', amount: '12.5' }));

/** The query the Songbird stand-in opens the page with. */
const query = (request: { transactionId: string; payload: string; parentOrigin: string }) =>
  new URL(bankPageUrl(`${SHOP}/demo/3ds/bank.html`, request)).search;

/** Show the served page's body and run its script with `search`, framed by `parent`. */
function openBankPage(search: string, parent: { postMessage: ReturnType<typeof vi.fn> } | null) {
  document.body.innerHTML = new DOMParser().parseFromString(
    BANK_PAGE_HTML,
    'text/html',
  ).body.innerHTML;
  runBankPage({ document, search, parent: parent as unknown as Window | null });
  return {
    approve: screen.getByRole('button', { name: 'Approve' }),
    decline: screen.getByRole('button', { name: 'Decline' }),
    status: screen.getByRole('status'),
  };
}

describe('the stand-in bank page (product-rules §7.9)', () => {
  it('asks about the payment’s amount, and Approve answers the embedding page once, at its origin', async () => {
    const parent = { postMessage: vi.fn() };
    const page = openBankPage(
      query({ transactionId: 'tx-1', payload: PAYLOAD, parentOrigin: SHOP }),
      parent,
    );
    expect(screen.getByRole('heading', { name: 'Demo Bank' })).toBeInTheDocument();
    expect(screen.getByText('Approve this payment of $12.50?')).toBeInTheDocument();
    expect(page.approve).toBeEnabled();

    await userEvent.click(page.approve);
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: BANK_ANSWER_TYPE, transactionId: 'tx-1', approved: true },
      SHOP,
    );
    expect(page.status).toHaveTextContent(BANK_TEXT.approved);
    expect(page.approve).toBeDisabled();
    expect(page.decline).toBeDisabled();

    await userEvent.click(page.decline);
    expect(parent.postMessage).toHaveBeenCalledOnce();
  });

  it('serves its buttons disabled, so a click before the deferred script has wired them waits', () => {
    document.body.innerHTML = new DOMParser().parseFromString(
      BANK_PAGE_HTML,
      'text/html',
    ).body.innerHTML;
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();

    runBankPage({
      document,
      search: query({ transactionId: 'tx-1', payload: PAYLOAD, parentOrigin: SHOP }),
      parent: { postMessage: vi.fn() } as unknown as Window,
    });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('answers Decline as not approved', async () => {
    const parent = { postMessage: vi.fn() };
    const page = openBankPage(
      query({ transactionId: 'tx-2', payload: PAYLOAD, parentOrigin: SHOP }),
      parent,
    );
    await userEvent.click(page.decline);
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: BANK_ANSWER_TYPE, transactionId: 'tx-2', approved: false },
      SHOP,
    );
    expect(page.status).toHaveTextContent(BANK_TEXT.declined);
  });

  it('asks without an amount when the payload does not carry one', () => {
    openBankPage(query({ transactionId: 'tx-1', payload: 'not-json', parentOrigin: SHOP }), {
      postMessage: vi.fn(),
    });
    expect(screen.getByText('Approve this payment?')).toBeInTheDocument();
  });

  it.each([
    [
      'outside a frame',
      query({ transactionId: 'tx-1', payload: PAYLOAD, parentOrigin: SHOP }),
      false,
    ],
    ['without a transaction', `?parentOrigin=${encodeURIComponent(SHOP)}`, true],
    ['without a parent origin', '?transactionId=tx-1', true],
    ['with a parent URL, not an origin', `?transactionId=tx-1&parentOrigin=${SHOP}/demo/`, true],
    ['with a parent origin that is not http(s)', '?transactionId=tx-1&parentOrigin=data:', true],
  ])('asks nothing when opened %s', async (_, search, framed) => {
    const parent = { postMessage: vi.fn() };
    const page = openBankPage(search, framed ? parent : null);
    expect(page.approve).toBeDisabled();
    expect(page.decline).toBeDisabled();
    expect(page.status).toHaveTextContent(BANK_TEXT.unusable);
    await userEvent.click(page.approve);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('reads the request the stand-in writes', () => {
    expect(
      readBankRequest(query({ transactionId: 'tx-9', payload: PAYLOAD, parentOrigin: SHOP })),
    ).toEqual({ transactionId: 'tx-9', parentOrigin: SHOP, amount: '12.50' });
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PaymentError } from '../../errors/errors';
import { PAYMENT_FAILED_MESSAGE, ProviderErrorCode } from '../../provider/providerErrors';
import { HostContext } from '../useHost';
import {
  useWalletMount,
  WALLET_LOAD_TIMEOUT_MS,
  WALLET_WAIT_MS,
  walletLoadFailedMessage,
} from './useWalletMount';
import type { Teardown, Wallet } from './useWalletMount';

/** A mount the test settles: each call records its signal and waits. */
function controlledMount() {
  const calls: Array<{
    signal: AbortSignal;
    resolve(value: Teardown | null): void;
    reject(error: unknown): void;
  }> = [];
  const mount = vi.fn(
    (signal: AbortSignal) =>
      new Promise<Teardown | null>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { mount, calls };
}

const blocked = () =>
  new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.SCRIPT_LOAD_FAILED);

function renderWallet(
  wallet: Wallet,
  mount: (signal: AbortSignal) => Promise<Teardown | null>,
  onUnavailable = vi.fn(),
) {
  const host = document.createElement('div');
  document.body.append(host);
  const errors: string[] = [];
  host.addEventListener('cinema-error', (event) => errors.push(event.detail.message));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostContext.Provider value={host}>{children}</HostContext.Provider>
  );
  const view = renderHook(
    ({ open }: { open: boolean }) => useWalletMount(wallet, open, mount, onUnavailable),
    { wrapper, initialProps: { open: false } },
  );
  return { ...view, errors, onUnavailable };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('useWalletMount', () => {
  it('is loading, then ready with what was mounted; unmount tears it down', async () => {
    const { mount, calls } = controlledMount();
    const view = renderWallet('googlePay', mount);
    expect(view.result.current.status).toBe('loading');
    const handle = { teardown: vi.fn(async () => undefined) };
    await act(async () => calls[0]?.resolve(handle));
    expect(view.result.current).toEqual({ status: 'ready', mounted: handle });
    view.unmount();
    expect(handle.teardown).toHaveBeenCalledTimes(1);
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it.each(['applePay', 'googlePay', 'payPal'] as const)(
    '%s: a failure says so, emits cinema-error once, and opening the row again retries',
    async (wallet) => {
      const { mount, calls } = controlledMount();
      const view = renderWallet(wallet, mount);
      await act(async () => calls[0]?.reject(blocked()));
      expect(view.result.current.status).toBe('failed');
      expect(view.errors).toEqual([walletLoadFailedMessage(wallet)]);
      expect(walletLoadFailedMessage(wallet)).toMatch(/could not be loaded\. Please choose/);

      // Failed while closed: opening the row is the retry.
      view.rerender({ open: true });
      expect(mount).toHaveBeenCalledTimes(2);
      expect(view.result.current.status).toBe('loading');
      await act(async () => calls[1]?.reject(blocked()));
      expect(view.result.current.status).toBe('failed');
      expect(view.errors).toHaveLength(2);

      // Failed while open: staying open does not hammer the wallet; close and reopen does.
      view.rerender({ open: true });
      expect(mount).toHaveBeenCalledTimes(2);
      view.rerender({ open: false });
      expect(mount).toHaveBeenCalledTimes(2);
      view.rerender({ open: true });
      expect(mount).toHaveBeenCalledTimes(3);
      const handle = { teardown: vi.fn(async () => undefined) };
      await act(async () => calls[2]?.resolve(handle));
      expect(view.result.current.status).toBe('ready');
    },
  );

  it('gives up on a wallet that never answers, cancels it, and says it could not be loaded', async () => {
    vi.useFakeTimers();
    const { mount, calls } = controlledMount();
    const view = renderWallet('payPal', mount);
    await act(() => vi.advanceTimersByTimeAsync(WALLET_LOAD_TIMEOUT_MS - 1));
    expect(view.result.current.status).toBe('loading');
    expect(view.errors).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(view.result.current.status).toBe('failed');
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(view.errors).toEqual([walletLoadFailedMessage('payPal')]);

    // A late answer after the timeout is torn down, never shown.
    const late = { teardown: vi.fn(async () => undefined) };
    await act(async () => calls[0]?.resolve(late));
    expect(late.teardown).toHaveBeenCalledTimes(1);
    expect(view.result.current.status).toBe('failed');
  });

  it('a wallet that cannot pay here withdraws its row, with no error', async () => {
    const { mount, calls } = controlledMount();
    const view = renderWallet('googlePay', mount);
    await act(async () => calls[0]?.resolve(null));
    expect(view.onUnavailable).toHaveBeenCalledTimes(1);
    expect(view.errors).toEqual([]);
  });

  it('a mount cancelled by teardown is not a failure', async () => {
    const { mount, calls } = controlledMount();
    const view = renderWallet('googlePay', mount);
    await act(async () =>
      calls[0]?.reject(new PaymentError(PAYMENT_FAILED_MESSAGE, ProviderErrorCode.TORN_DOWN)),
    );
    expect(view.result.current.status).toBe('loading');
    expect(view.errors).toEqual([]);
  });

  it('a mount that throws at once is a failure, not a crash', async () => {
    const view = renderWallet('applePay', () => {
      throw new Error('no Apple Pay here');
    });
    await act(async () => undefined);
    expect(view.result.current.status).toBe('failed');
    expect(view.errors).toHaveLength(1);
  });

  describe('waiting for the open card row', () => {
    function renderWaiting(mount: (signal: AbortSignal) => Promise<Teardown | null>) {
      const host = document.createElement('div');
      document.body.append(host);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <HostContext.Provider value={host}>{children}</HostContext.Provider>
      );
      return renderHook(
        ({ open, waiting }: { open: boolean; waiting: boolean }) =>
          useWalletMount('payPal', open, mount, undefined, waiting),
        { wrapper, initialProps: { open: false, waiting: true } },
      );
    }

    it('starts once the wait ends', async () => {
      const { mount } = controlledMount();
      const view = renderWaiting(mount);
      expect(mount).not.toHaveBeenCalled();
      expect(view.result.current.status).toBe('loading');
      view.rerender({ open: false, waiting: false });
      expect(mount).toHaveBeenCalledTimes(1);
    });

    it('starts at once when the buyer opens the row', () => {
      const { mount } = controlledMount();
      const view = renderWaiting(mount);
      view.rerender({ open: true, waiting: true });
      expect(mount).toHaveBeenCalledTimes(1);
    });

    it('starts anyway after a while, however long the card takes', async () => {
      vi.useFakeTimers();
      const { mount } = controlledMount();
      renderWaiting(mount);
      await act(() => vi.advanceTimersByTimeAsync(WALLET_WAIT_MS - 1));
      expect(mount).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(mount).toHaveBeenCalledTimes(1);
    });
  });
});

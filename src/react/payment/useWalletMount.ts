import { useEffect, useRef, useState } from 'react';
import { emit } from '../../events/events';
import { useHost } from '../useHost';
import { isTornDown } from './isTornDown';
import { PAYMENT_OPTION_TITLES } from './offeredPaymentOptions';

/** The wallets: each row mounts its provider part the same way. */
export type Wallet = 'applePay' | 'googlePay' | 'payPal';

/** Where a wallet is: being mounted, shown, or failed to load. */
export type WalletStatus = 'loading' | 'ready' | 'failed';

/** Something mounted that must be taken down again. */
export interface Teardown {
  teardown(): Promise<void>;
}

/**
 * How long a wallet may take, from its row being offered to its button being ready, before the
 * row says it could not be loaded. Longer than a script's own timeout, so a script that never
 * answers is reported by the loader first; this catches everything after it (an SDK's own
 * iframes, a gateway that never answers).
 */
export const WALLET_LOAD_TIMEOUT_MS = 20_000;

/**
 * The longest a wallet waits for the open card row before it starts loading anyway (see
 * `waiting` in {@link useWalletMount}).
 */
export const WALLET_WAIT_MS = 4_000;

/** What a wallet's row says, and `cinema-error` carries, when the wallet could not be loaded. */
export function walletLoadFailedMessage(wallet: Wallet): string {
  return `${PAYMENT_OPTION_TITLES[wallet]} could not be loaded. Please choose another payment option.`;
}

/** What {@link useWalletMount} gives its row. */
export interface WalletMount<T> {
  status: WalletStatus;
  /** The mounted wallet once `status` is 'ready'. */
  mounted: T | null;
}

/**
 * The one way a wallet row mounts its provider part (Apple Pay, Google Pay, PayPal), so all fail
 * alike: `mount` (memoised by the caller; null while it cannot start yet) runs when the row is
 * offered; one that takes longer than {@link WALLET_LOAD_TIMEOUT_MS} is cancelled; a failure shows
 * as 'failed' and emits `cinema-error` once; and when the buyer opens a failed row again, it
 * tries again. A mount that resolves null means the wallet cannot pay here: `onUnavailable` runs
 * so the row can go. Unmount, a new `mount` or a retry tears down what was mounted.
 *
 * While `waiting` (the card row is open and its fields are still coming in), a closed row does
 * not start, so the wallets' code and scripts do not slow the form the buyer is looking at; it
 * starts once `waiting` ends, when the buyer opens the row, or after {@link WALLET_WAIT_MS}.
 */
export function useWalletMount<T extends Teardown>(
  wallet: Wallet,
  open: boolean,
  wantedMount: ((signal: AbortSignal) => Promise<T | null>) | null,
  onUnavailable?: () => void,
  waiting = false,
): WalletMount<T> {
  const host = useHost();
  const [attempt, setAttempt] = useState(0);
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaitedOut(true), WALLET_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const mount = waiting && !open && !waitedOut ? null : wantedMount;
  const [settled, setSettled] = useState<{
    mount: unknown;
    attempt: number;
    mounted: T | null;
  } | null>(null);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    unavailable.current = onUnavailable;
  }, [onUnavailable]);

  useEffect(() => {
    if (!mount) return;
    const controller = new AbortController();
    const { signal } = controller;
    let handle: T | null = null;
    const fail = () => {
      setSettled({ mount, attempt, mounted: null });
      emit(host, 'cinema-error', { message: walletLoadFailedMessage(wallet) });
    };
    const timer = setTimeout(() => {
      controller.abort();
      fail();
    }, WALLET_LOAD_TIMEOUT_MS);
    let mounting: Promise<T | null>;
    try {
      mounting = mount(signal);
    } catch (error) {
      mounting = Promise.reject(error);
    }
    mounting.then(
      (mounted) => {
        clearTimeout(timer);
        if (signal.aborted) {
          void mounted?.teardown().catch(() => undefined);
          return;
        }
        if (!mounted) {
          unavailable.current?.();
          return;
        }
        handle = mounted;
        setSettled({ mount, attempt, mounted });
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (signal.aborted || isTornDown(error)) return;
        fail();
      },
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
      void handle?.teardown().catch(() => undefined);
    };
  }, [wallet, mount, attempt, host]);

  const current = mount !== null && settled?.mount === mount && settled.attempt === attempt;
  const status: WalletStatus = !current ? 'loading' : settled.mounted ? 'ready' : 'failed';

  // Opening a row whose wallet failed (while it was open and then closed, or in the background
  // while another row was open) tries again.
  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (opened && status === 'failed') setAttempt((n) => n + 1);
  }, [open, status]);

  return { status, mounted: current ? settled.mounted : null };
}

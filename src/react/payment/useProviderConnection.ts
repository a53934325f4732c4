import { useLayoutEffect, useState } from 'react';
import type { PaymentEnvironment } from '../../api/schemas';
import type { SessionProvider } from './SessionProvider';

/** Where the provider's client is: none asked for yet, being created, ready, or failed. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'failed';

/** The connection to the provider for the current authorization. */
export interface ProviderConnection {
  status: ConnectionStatus;
  /** Changes whenever a new client is connected; things mounted on the old client must remount. */
  key: string | null;
  /** The card brands the account accepts (product-rules §7.1); empty until connected. */
  cardBrands: readonly string[];
  /** Try again after a failure. */
  retry(): void;
}

const NONE: readonly string[] = [];

const keyOf = (attempt: number, environment: string, authorization: string) =>
  `${attempt}|${environment}|${authorization}`;

/**
 * Create the purchase's provider client from the payment details' authorization (product-rules
 * §7.8; a spinner shows until it exists, §7.1), through its session's provider side, which asks
 * once per authorization (it may have connected already, as the details arrived). The first authorization
 * that connects is kept for the page's life; a retry after a failure uses the latest one. `key`
 * changes with each new client, so rows mounted on an old client remount.
 */
export function useProviderConnection(
  session: SessionProvider,
  authorization: string | null,
  environment: PaymentEnvironment,
): ProviderConnection {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{
    key: string;
    authorization: string;
    ok: boolean;
    cardBrands?: readonly string[];
  } | null>(() => {
    // A client the session connected as the payment details arrived is there already: the
    // page's first render shows the options, not a spinner and then the options.
    const connected = session.connectedWith(authorization, environment);
    return connected && authorization !== null
      ? { key: keyOf(0, environment, authorization), authorization, ok: true, ...connected }
      : null;
  });
  // Once a client exists it is kept: payment details fetched again (after a gift card) bring a new
  // authorization for the same payment, and switching would only rebuild every field and wallet.
  const kept =
    settled?.ok && settled.key === keyOf(attempt, environment, settled.authorization)
      ? settled.authorization
      : null;
  const current = kept ?? authorization;
  const key = current === null ? null : keyOf(attempt, environment, current);

  // A layout effect: the client's request goes out as the payment page commits, not after the
  // browser has laid out and painted it (tens of milliseconds on a slow phone).
  useLayoutEffect(() => {
    if (current === null || key === null) return;
    let live = true;
    session.connectClient(current, environment).then(
      ({ cardBrands }) => {
        // Already settled so (connected ahead): no second render of the page.
        if (live)
          setSettled((prev) =>
            prev?.key === key && prev.ok
              ? prev
              : { key, authorization: current, ok: true, cardBrands },
          );
      },
      () => {
        // The reason is the SDK's, not the user's business; the page shows a clear message instead.
        if (live) setSettled({ key, authorization: current, ok: false });
      },
    );
    return () => {
      live = false;
    };
  }, [session, current, environment, key]);

  let status: ConnectionStatus = 'idle';
  if (key !== null)
    status = settled?.key !== key ? 'connecting' : settled.ok ? 'connected' : 'failed';
  const connected = status === 'connected';
  return {
    status,
    key: connected ? key : null,
    cardBrands: (connected && settled?.cardBrands) || NONE,
    retry: () => setAttempt((n) => n + 1),
  };
}

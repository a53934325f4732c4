/**
 * Nonces the fake gateway issues. The reference server decides a payment's fate from the nonce
 * (demo/server/checkoutRoutes.ts): one containing `declined` is refused with "Your card was declined
 * by the bank.", one containing `server-error` fails with a bare 500, anything else is captured.
 */

/** What the reference server will do with a nonce. */
export type NonceOutcome = 'approved' | 'processor-declined' | 'server-error';

let issued = 0;

/**
 * A fresh nonce such as `fake-valid-visa-nonce-3`, `fake-processor-declined-visa-nonce-4` or
 * `fake-paypal-nonce-5`. `kind` names the method (`valid-visa`, `paypal`, `apple-pay-visa`); the
 * counter keeps nonces unique so a test can tell two payments apart.
 */
export function fakeNonce(kind: string, outcome: NonceOutcome = 'approved'): string {
  issued += 1;
  const middle = outcome === 'approved' ? kind : `${outcome}-${kind.replace(/^valid-/, '')}`;
  return `fake-${middle}-nonce-${issued}`;
}

/**
 * The outcome a wallet's own data asks for: the wallet stubs put `declined` or `server-error` in a
 * payer id or transaction id so E2E tests can reach the server's decline and failure paths.
 */
export function outcomeNamedIn(...texts: readonly unknown[]): NonceOutcome {
  const joined = texts
    .filter((text) => typeof text === 'string')
    .join(' ')
    .toLowerCase();
  if (joined.includes('declined')) return 'processor-declined';
  if (joined.includes('server-error')) return 'server-error';
  return 'approved';
}

/**
 * A purchase's session as the order calls see it (`OrderSession`), for tests of the atoms layer:
 * its checkout made at once (or the one given), the details it was asked to connect for, and the
 * payment guard. React's real one is src/react/payment/CheckoutSession.ts.
 */
import type { PaymentDetails, PaymentType } from '../../../api/schemas';
import { createCheckoutAtoms } from '../checkoutAtoms';
import type { CheckoutAtoms, OrderSession } from '../checkoutTypes';

let sessions = 0;

/** A test purchase: its checkout (`atoms`) and what it was asked to do. */
export interface TestOrderSession extends OrderSession {
  readonly atoms: CheckoutAtoms;
  /** The payment details `connect` was called with, in order. */
  readonly connected: PaymentDetails[];
  /** Which payment holds the guard, or null. */
  readonly holder: PaymentType | null;
}

/** A session for checkout `scope` (a fresh one by default), or on the checkout `atoms` given. */
export function testOrderSession(
  atoms: CheckoutAtoms = createCheckoutAtoms(`test-order-${(sessions += 1)}`),
): TestOrderSession {
  const connected: PaymentDetails[] = [];
  let holder: PaymentType | null = null;
  return {
    atoms,
    connected,
    get holder() {
      return holder;
    },
    checkout: () => Promise.resolve(atoms),
    connect: (details) => void connected.push(details),
    whenConnected: () => Promise.resolve(),
    begin: (paymentType) => {
      if (holder !== null) return false;
      holder = paymentType;
      return true;
    },
    release: (paymentType) => {
      if (holder === paymentType) holder = null;
    },
  };
}

/**
 * The server cart a checkout keeps in storage (product-rules §4.2): its id and expiry, the buyer
 * and billing address that live no longer than it (and 30 minutes at most), and its revision, which every change of the
 * order writes anew so that a payment page open in another tab sees the order change under it
 * (product-rules §7.10). One set per checkout scope and owner: a purchase's checkout session makes
 * its own (createCheckoutAtoms), the shop keeps one for the page (shopStoredCart).
 */
import type { WritableAtom } from 'jotai/vanilla';
import * as v from 'valibot';
import { Address } from '../../api/schemas/orders';
import { Customer } from '../../api/schemas/customer';
import type { Address as AddressValue, Customer as CustomerValue } from '../../api/schemas';
import { PERSONAL_DATA_TTL_SECONDS } from '../../storage/personalData';
import { storage } from '../../storage/storage';
import { persistedAtom } from '../persistedAtom';
import type { PersistedUpdate } from '../persistedAtom';
import { secondsUntil } from './cartLifetime';

/** A persisted atom of the stored cart. */
type Stored<Value> = WritableAtom<Value, [PersistedUpdate<Value>], void>;

/** The stored parts of one checkout's server cart. */
export interface StoredCartAtoms {
  /** The server cart being ordered into and paid for. */
  readonly cartIdAtom: Stored<string | null>;
  /** When the server cart expires (ISO 8601); everything else here lives as long. */
  readonly cartExpiryAtom: Stored<string | null>;
  /** The buyer sent with the completion. */
  readonly customerAtom: Stored<CustomerValue | null>;
  /**
   * The buyer's billing address, where the order has one (the shop's): for the bank's 3-D Secure
   * lookup (product-rules §7.9).
   */
  readonly billingAddressAtom: Stored<AddressValue | null>;
  /** Written anew whenever the order changes (product-rules §7.10). */
  readonly revisionAtom: Stored<string | null>;
}

/** A revision no other change of the order has: when, and a few random letters. */
export const newRevision = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The stored cart of checkout `scope` (storage keys `checkout/<scope>/…`), as new atoms. */
export function storedCartAtoms(scope: string): StoredCartAtoms {
  const prefix = `checkout/${scope}`;
  const expiryKey = `${prefix}/cart-expiry`;
  // Nothing stored outlives the server cart it belongs to; nothing personal lives more than 30
  // minutes, whatever the cart's expiry (product-rules §4.2).
  const untilCartExpires = { ttlSeconds: () => secondsUntil(storage.get<string>(expiryKey)) };
  const personal = {
    ttlSeconds: () => Math.min(untilCartExpires.ttlSeconds(), PERSONAL_DATA_TTL_SECONDS),
  };
  const atoms: StoredCartAtoms = {
    cartIdAtom: persistedAtom(
      `${prefix}/cart-id`,
      v.nullable(v.pipe(v.string(), v.nonEmpty())),
      null,
      untilCartExpires,
    ),
    cartExpiryAtom: persistedAtom(expiryKey, v.nullable(v.string()), null, untilCartExpires),
    customerAtom: persistedAtom(`${prefix}/customer`, v.nullable(Customer), null, personal),
    billingAddressAtom: persistedAtom(
      `${prefix}/billing-address`,
      v.nullable(Address),
      null,
      personal,
    ),
    revisionAtom: persistedAtom(
      `${prefix}/revision`,
      v.nullable(v.string()),
      null,
      untilCartExpires,
    ),
  };
  for (const [name, value] of Object.entries(atoms)) value.debugLabel = `${prefix}:${name}`;
  return atoms;
}

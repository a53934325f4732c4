import { useAtomValue } from 'jotai/react';
import { atom } from 'jotai/vanilla';
import type { ComponentType } from 'react';
import type { Receipt } from '../../atoms/checkout/receipt';
import type { CheckoutSession } from './CheckoutSession';

/** The props of a thanks page given the purchase's session instead of its receipt. */
export type WithSession<P> = Omit<P, 'receipt'> & {
  /** The purchase whose receipt to show. */
  session: CheckoutSession;
};

/** A purchase with no checkout yet has no receipt. */
const NO_RECEIPT = atom<Receipt | null>(null);

/**
 * A thanks page that reads the receipt of its purchase itself, so the element's first view never
 * loads the checkout store: it comes with the lazily loaded page.
 */
export function withSessionReceipt<P extends { receipt?: Receipt | null | undefined }>(
  Page: ComponentType<P>,
): ComponentType<WithSession<P>> {
  function WithSessionReceipt({ session, ...props }: WithSession<P>) {
    const receipt = useAtomValue(session.atoms?.receiptAtom ?? NO_RECEIPT);
    return <Page {...(props as unknown as P)} receipt={receipt} />;
  }
  WithSessionReceipt.displayName = `WithSessionReceipt(${Page.displayName ?? Page.name})`;
  return WithSessionReceipt;
}

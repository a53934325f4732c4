import { useAtomValue } from 'jotai/react';
import type { ComponentType } from 'react';
import { checkoutAtoms } from '../../atoms/checkout/checkoutAtoms';
import type { Receipt } from '../../atoms/checkout/receipt';

/** The props of a thanks page given the checkout scope instead of its receipt. */
export type WithScope<P> = Omit<P, 'receipt'> & {
  /** The checkout scope whose receipt to show. */
  scope: string;
};

/**
 * A thanks page that reads the receipt of its checkout scope itself, so the element's first view
 * never loads the checkout store: it comes with the lazily loaded page.
 */
export function withScopeReceipt<P extends { receipt?: Receipt | null | undefined }>(
  Page: ComponentType<P>,
): ComponentType<WithScope<P>> {
  function WithScopeReceipt({ scope, ...props }: WithScope<P>) {
    const receipt = useAtomValue(checkoutAtoms(scope).receiptAtom);
    return <Page {...(props as unknown as P)} receipt={receipt} />;
  }
  WithScopeReceipt.displayName = `WithScopeReceipt(${Page.displayName ?? Page.name})`;
  return WithScopeReceipt;
}

import { useAtom } from 'jotai/react';
import { useEffect, useRef } from 'react';
import type { ChosenAmountProduct } from '../../atoms/shop-cart/chosenAmount';
import type { ShopProduct } from '../../atoms/shop-cart/shopCartRules';
import { lastGiftFromAtom } from '../../atoms/shop-cart/shopElementAtoms';
import { RecipientForm } from './RecipientForm';
import type { RecipientResult } from './RecipientForm';

/** Props of {@link GiftFormSlot}. */
export interface GiftFormSlotProps {
  product: ShopProduct | ChosenAmountProduct;
  /** The line being changed, if any. */
  initial?: RecipientResult | undefined;
  /** The buyer added or saved (`result`), or cancelled (`null`); the caller closes the form. */
  onDone(result: RecipientResult | null): void;
}

/**
 * The 'Who is it for?' form in place (product-rules §15.2): focus moves to its heading when it
 * opens, and 'From' starts as the last one the buyer wrote on this page.
 */
export function GiftFormSlot({ product, initial, onDone }: GiftFormSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [from, setFrom] = useAtom(lastGiftFromAtom);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('h3')?.focus();
  }, []);
  return (
    <div ref={ref} className="gift-form">
      <RecipientForm
        product={product}
        initial={initial}
        from={from}
        onAdd={(result) => {
          setFrom(result.recipient.from);
          onDone(result);
        }}
        onCancel={() => onDone(null)}
      />
    </div>
  );
}

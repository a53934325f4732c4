import { useAtom } from 'jotai/react';
import type { ChosenAmountProduct } from '../../atoms/shop-cart/chosenAmountBounds';
import type { ShopProduct } from '../../atoms/shop-cart/shopCartRules';
import { lastGiftFromAtom } from '../../atoms/shop-cart/shopElementAtoms';
import { chunkLoader, LazyChunk } from '../payment/LazyChunk';
import type { RecipientFormProps, RecipientResult } from './RecipientForm';

/** The form loads on first use: most visits to the shop never open it. */
const loadGiftForm = chunkLoader(() => import('./GiftForm'));

/** Shown with 'Try again' when the form's chunk cannot be fetched. */
export const GIFT_FORM_LOAD_ERROR_MESSAGE =
  "We couldn't load the form. Check your connection and try again.";

/** Props of {@link GiftFormSlot}. */
export interface GiftFormSlotProps {
  product: ShopProduct | ChosenAmountProduct;
  /** The line being changed, if any. */
  initial?: RecipientResult | undefined;
  /** The buyer added or saved (`result`), or cancelled (`null`); the caller closes the form. */
  onDone(result: RecipientResult | null): void;
}

/**
 * The 'Who is it for?' form in place (product-rules §15.2), loaded on first use (GiftForm.tsx):
 * focus moves to its heading once it is drawn, and 'From' starts as the last one the buyer wrote
 * on this page.
 */
export function GiftFormSlot({ product, initial, onDone }: GiftFormSlotProps) {
  const [from, setFrom] = useAtom(lastGiftFromAtom);
  return (
    <LazyChunk<RecipientFormProps>
      load={loadGiftForm}
      props={{
        product,
        initial,
        from,
        onAdd: (result) => {
          setFrom(result.recipient.from);
          onDone(result);
        },
        onCancel: () => onDone(null),
      }}
      loadingLabel="Loading the form"
      message={GIFT_FORM_LOAD_ERROR_MESSAGE}
      onBack={() => onDone(null)}
      backLabel="Cancel"
    />
  );
}

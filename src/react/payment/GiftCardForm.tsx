import { useAtomValue, useSetAtom } from 'jotai/react';
import { useState } from 'react';
import { AppliedGiftCard } from './AppliedGiftCard';
import { GiftCardEntry } from './GiftCardEntry';
import { LoadingStatus } from './LoadingStatus';
import { usePaymentPage } from './usePaymentPage';

/**
 * The gift card row (product-rules §7.4): the entry form, then the applied cards. 'Remove Card'
 * removes the gift-card payments, refreshes the details and clears the form; 'Pay Now' shows only
 * when nothing is left to pay and completes the payment as `giftCard`.
 */
export function GiftCardForm() {
  const { atoms, http, busy, begin, complete } = usePaymentPage();
  const giftCards = useAtomValue(atoms.giftCardsAtom);
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const balance = useAtomValue(atoms.balanceInCentsAtom);
  const removeGiftCards = useSetAtom(atoms.removeGiftCards);
  const [removing, setRemoving] = useState(false);
  // A new key gives a fresh, empty entry form.
  const [formKey, setFormKey] = useState(0);
  const paidInFull = details !== null && balance === 0;

  const remove = async () => {
    if (removing) return;
    setRemoving(true);
    const removed = await removeGiftCards({ http });
    setRemoving(false);
    if (removed) setFormKey((key) => key + 1);
  };

  const payNow = async () => {
    if (!paidInFull || !begin('giftCard')) return;
    await complete({ paymentType: 'giftCard' });
  };

  return (
    <div className="gift-card">
      {giftCards.map((card) => (
        <AppliedGiftCard
          key={card.cardNumber}
          card={card}
          disabled={removing || busy}
          onRemove={() => void remove()}
        />
      ))}
      {removing && <LoadingStatus label="Removing gift card" />}
      {!paidInFull && <GiftCardEntry key={formKey} onAdded={() => setFormKey((key) => key + 1)} />}
      {paidInFull && (
        <div>
          <button
            part="button button-primary"
            type="button"
            aria-disabled={busy ? true : undefined}
            onClick={() => void payNow()}
          >
            Pay Now
          </button>
        </div>
      )}
    </div>
  );
}

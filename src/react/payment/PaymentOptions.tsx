import { useAtomValue } from 'jotai/react';
import { useCallback, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { lastPaymentTypeAtom } from '../../atoms/checkout/lastPaymentTypeAtom';
import { AccordionSection } from './AccordionSection';
import { ApplePayButton } from './ApplePayButton';
import { CardForm } from './CardForm';
import { GiftCardForm } from './GiftCardForm';
import { LoadingStatus } from './LoadingStatus';
import { onAccordionKeyDown } from './onAccordionKeyDown';
import {
  firstOpenOption,
  offeredPaymentOptions,
  PAYMENT_OPTION_TITLES,
} from './offeredPaymentOptions';
import type { PaymentOptionId } from './offeredPaymentOptions';
import {
  CONNECT_FAILED_MESSAGE,
  LOADING_OPTIONS_LABEL,
  PAY_BALANCE_MESSAGE,
  PAY_BALANCE_TITLE,
  PAYPAL_NOTICE,
} from './paymentTexts';
import type { ProviderConnection } from './useProviderConnection';
import { usePaymentPage } from './usePaymentPage';
import { WalletButton } from './WalletButton';

/** Props of {@link PaymentOptions}. */
export interface PaymentOptionsProps {
  /** The provider's client; every row but the gift card needs it. */
  connection: ProviderConnection;
  /**
   * The row the buyer last opened (null: they closed it; undefined: they have not chosen yet).
   * Held by the payment page, so it survives the list being replaced while details reload.
   */
  chosen: PaymentOptionId | null | undefined;
  onChoose: (id: PaymentOptionId | null) => void;
}

/**
 * The 'Payment Options' list (product-rules §7.2): an accordion of the offered options, one open at
 * a time, except that while gift cards are applied the gift card row stays open (and another may be
 * open beside it). Rows that need the provider appear once its client exists; until then a spinner
 * shows, and a failure offers a retry.
 */
export function PaymentOptions({ connection, chosen, onChoose }: PaymentOptionsProps) {
  const { atoms, provider } = usePaymentPage();
  const details = useAtomValue(atoms.paymentDetailsAtom);
  const balanceInCents = useAtomValue(atoms.balanceInCentsAtom);
  const giftCards = useAtomValue(atoms.giftCardsAtom);
  const lastPaymentType = useAtomValue(lastPaymentTypeAtom);
  const headingId = useId();
  const [unavailable, setUnavailable] = useState<ReadonlySet<PaymentOptionId>>(() => new Set());
  // The connection whose card fields are in (or failed): see `waiting` below.
  const [cardSettled, setCardSettled] = useState<string | null>(null);
  const connectionKey = connection.key ?? 'none';
  const onCardSettled = useCallback(() => setCardSettled(connectionKey), [connectionKey]);
  const connected = connection.status === 'connected';
  // Known once the provider has loaded, which its connection implies.
  const canUseApplePay = useMemo(
    () => connected && provider.canUseApplePay(),
    [provider, connected],
  );

  if (!details) return null;
  const offered = offeredPaymentOptions({
    methods: details.methods,
    balanceInCents,
    canUseApplePay,
  }).filter((id) => !unavailable.has(id));
  const rows = offered.filter((id) => id === 'giftCard' || connected);
  const needsProvider = offered.some((id) => id !== 'giftCard');
  const giftCardLocked = giftCards.length > 0;
  // While gift cards are applied their row stays open by itself, so the buyer's choice of the gift
  // card row then says nothing about the others: the default opens beside it. Once the last card is
  // removed, the gift card row, where the buyer just was, is open again.
  const picked = giftCardLocked && chosen === 'giftCard' ? undefined : chosen;
  // Which row opens first: the remembered payment type (product-rules §7.2), else Credit Card, else
  // the first.
  const openId = picked !== undefined ? picked : firstOpenOption(offered, lastPaymentType);

  const hide = (id: PaymentOptionId) => setUnavailable((current) => new Set(current).add(id));
  // The open card row goes first: closed wallet rows start loading once its fields are in, so
  // their code and scripts do not slow the form the buyer is looking at.
  const waiting =
    openId === 'creditCard' && rows.includes('creditCard') && cardSettled !== connectionKey;

  const panel = (id: PaymentOptionId, open: boolean): ReactNode => {
    // Keyed by the connection: a new client (new authorization) means mounting afresh on it.
    const key = connectionKey;
    switch (id) {
      case 'giftCard':
        return <GiftCardForm />;
      case 'creditCard':
        return <CardForm key={key} cardBrands={connection.cardBrands} onSettled={onCardSettled} />;
      case 'applePay':
        return <ApplePayButton key={key} open={open} waiting={waiting} />;
      case 'googlePay':
        return (
          <WalletButton
            key={key}
            wallet="googlePay"
            open={open}
            waiting={waiting}
            onUnavailable={() => hide('googlePay')}
          />
        );
      case 'payPal':
        return (
          <>
            <p part="notice" className="notice">
              {PAYPAL_NOTICE}
            </p>
            <WalletButton
              key={key}
              wallet="payPal"
              open={open}
              waiting={waiting}
              onUnavailable={() => hide('payPal')}
            />
          </>
        );
    }
  };

  return (
    <section aria-labelledby={headingId} className="payment-options">
      <h3 part="heading" id={headingId}>
        Payment Options
      </h3>
      {giftCardLocked && balanceInCents > 0 && (
        <div part="notice" className="notice" role="status">
          <p className="notice__title">{PAY_BALANCE_TITLE}</p>
          <p>{PAY_BALANCE_MESSAGE}</p>
        </div>
      )}
      {rows.length > 0 && (
        <div className="accordion" onKeyDown={onAccordionKeyDown}>
          {rows.map((id) => {
            const locked = id === 'giftCard' && giftCardLocked;
            const open = locked || openId === id;
            return (
              <AccordionSection
                key={id}
                title={PAYMENT_OPTION_TITLES[id]}
                open={open}
                locked={locked}
                // Few buyers open the gift card row: its form is drawn when they do, which keeps
                // it out of the page's first render on the way to the card fields (README, Speed).
                whenOpened={id === 'giftCard'}
                onToggle={() => onChoose(openId === id ? null : id)}
              >
                {panel(id, open)}
              </AccordionSection>
            );
          })}
        </div>
      )}
      {needsProvider && connection.status === 'connecting' && (
        <LoadingStatus label={LOADING_OPTIONS_LABEL} />
      )}
      {needsProvider && connection.status === 'failed' && (
        <div part="error" className="alert" role="alert">
          <p>{CONNECT_FAILED_MESSAGE}</p>
          <button
            part="button"
            type="button"
            className="button--secondary"
            onClick={connection.retry}
          >
            Try again
          </button>
        </div>
      )}
    </section>
  );
}

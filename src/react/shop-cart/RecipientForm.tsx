/**
 * 'Who is it for?' (product-rules §15.2): before a gift card by e-mail goes in the cart, or when its
 * line's 'Change' is pressed, the buyer says who it is for, who it is from, an optional message
 * and the day it is sent, and for an item with a chosen amount, the amount. The rules are the pure
 * ones of atoms/shop-cart (giftRecipient.ts, chosenAmount.ts); the form is the one form system's
 * (a field checks itself when the buyer leaves it; a submit shows every problem in the summary).
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  offersChosenAmount,
  parseAmount,
  validateAmount,
} from '../../atoms/shop-cart/chosenAmount';
import type { ChosenAmountProduct } from '../../atoms/shop-cart/chosenAmount';
import {
  RECIPIENT_FIELDS,
  RECIPIENT_LABELS,
  currentSendDateWindow,
  emptyRecipientValues,
  toGiftRecipient,
  validateRecipient,
} from '../../atoms/shop-cart/giftRecipient';
import type { GiftRecipient, RecipientValues } from '../../atoms/shop-cart/giftRecipient';
import { lineKey } from '../../atoms/shop-cart/shopCartRules';
import type { ShopProduct } from '../../atoms/shop-cart/shopCartRules';
import { isoToday } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { useTimeZone } from '../config/TimeZoneContext';
import { ErrorSummary } from '../form/ErrorSummary';
import { RequiredFieldsHint } from '../form/RequiredMark';
import { textFieldFor } from '../form/textFieldFor';
import { useFieldForm } from '../form/useFieldForm';
import { useElementState } from '../useElementState';
import { AmountField, MessageField, SendDateField } from './RecipientFields';

/** What the form gives the cart: the line's amount and who it is for (product-rules §15.2). */
export interface RecipientResult {
  priceInCents: number;
  recipient: GiftRecipient;
}

/** Props of {@link RecipientForm}. */
export interface RecipientFormProps {
  product: ShopProduct | ChosenAmountProduct;
  /** The line being changed ('Change'): its amount and recipient fill the form, which says 'Save'. */
  initial?: RecipientResult | undefined;
  /** What the buyer last wrote in 'From' on this page, to start with. */
  from?: string | undefined;
  onAdd(result: RecipientResult): void;
  onCancel(): void;
}

/** The form's fields: the amount (asked only for a chosen amount), then the recipient's. */
type Values = RecipientValues & { amount: string };
type Field = keyof Values & string;
const FIELDS: readonly Field[] = ['amount', ...RECIPIENT_FIELDS];

/** The summary's words for a field left empty, as the shop's details word theirs (§15.2). */
const MISSING: Readonly<Partial<Record<Field, string>>> = {
  amount: 'Enter an amount',
  name: "Enter the recipient's name",
  email: "Enter the recipient's e-mail address",
  from: 'Enter who the gift is from',
  sendDate: 'Choose a send date',
};

/** An amount in cents as the field shows it: dollars with two decimals, no '$' (that is beside it). */
const amountText = (cents: number): string => (cents / 100).toFixed(2);

/**
 * The form's first values: the line being changed, or empty with today (in the cinema's
 * `timeZone`) and the last 'From'.
 */
function startValues(
  product: ShopProduct | ChosenAmountProduct,
  initial: RecipientResult | undefined,
  from: string | undefined,
  timeZone: string,
): Values {
  if (!initial) {
    return { amount: '', ...emptyRecipientValues(isoToday(timeZone)), from: from ?? '' };
  }
  const { recipient } = initial;
  return {
    amount: offersChosenAmount(product) ? amountText(initial.priceInCents) : '',
    name: recipient.name,
    email: recipient.email,
    from: recipient.from,
    message: recipient.message ?? '',
    sendDate: recipient.sendDate,
  };
}

/**
 * The message for one field, or undefined (product-rules §15.2); today, in the cinema's
 * `timeZone`, is read at each check.
 */
export function recipientValidator(product: ShopProduct | ChosenAmountProduct, timeZone: string) {
  return (field: Field, values: Values): string | undefined => {
    if (field !== 'amount') return validateRecipient(values, isoToday(timeZone))[field];
    if (!offersChosenAmount(product)) return undefined;
    return validateAmount(values.amount, product.minPriceInCents, product.maxPriceInCents);
  };
}

/**
 * The 'Who is it for?' form of one gift card by e-mail (product-rules §15.2). What is typed lives
 * with the element (a move in the DOM loses nothing); an add, a save or a cancel ends it, so the
 * next one starts afresh.
 */
export function RecipientForm({ product, initial, from, onAdd, onCancel }: RecipientFormProps) {
  const chosen = offersChosenAmount(product);
  // Each opening is a round of its own; a round ended (an add, a save, a cancel) is not reopened,
  // so the next mount starts afresh with its own props, while a move mid-round keeps the round.
  const [rounds, setRounds] = useElementState('recipient-form:rounds', { round: 0, ended: false });
  const [round] = useState(() => (rounds.ended ? rounds.round + 1 : rounds.round));
  useEffect(() => {
    if (rounds.ended && rounds.round < round) setRounds({ round, ended: false });
  }, [round, rounds, setRounds]);
  const end = () => setRounds({ round, ended: true });
  const which = initial ? lineKey({ id: product.id, ...initial }) : product.id;
  const timeZone = useTimeZone();
  const form = useFieldForm(
    `recipient:${round}:${which}`,
    startValues(product, initial, from, timeZone),
    recipientValidator(product, timeZone),
  );
  const { values, errors } = form;
  const headingId = useId();
  const dates = currentSendDateWindow(timeZone);
  const text = textFieldFor<'name' | 'email' | 'from'>({ ...form, readOnly: false });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!form.validateAll()) return;
    const priceInCents = chosen ? (parseAmount(values.amount) ?? 0) : product.priceInCents;
    onAdd({ priceInCents, recipient: toGiftRecipient(values) });
    end();
  }

  function cancel(): void {
    onCancel();
    end();
  }

  return (
    <section className="recipient-form" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId} tabIndex={-1}>
        Who is it for?
      </h3>
      <p className="recipient-form__product">
        <span className="recipient-form__name">{product.name}</span>
        {!chosen && (
          <span className="recipient-form__price">{formatMoney(product.priceInCents)}</span>
        )}
      </p>
      <form noValidate onSubmit={submit}>
        <RequiredFieldsHint />
        <ErrorSummary form={form} fields={FIELDS} words={MISSING} />
        {chosen && (
          <AmountField
            value={values.amount}
            error={errors.amount}
            hint={amountHint(product)}
            readOnly={false}
            onChange={(value) => form.change('amount', value)}
            onBlur={() => form.blur('amount')}
          />
        )}
        {text('name', RECIPIENT_LABELS.name, 'off')}
        {text('email', RECIPIENT_LABELS.email, 'off', { type: 'email', inputMode: 'email' })}
        {text('from', RECIPIENT_LABELS.from, 'name')}
        <MessageField
          label={RECIPIENT_LABELS.message}
          value={values.message}
          error={errors.message}
          readOnly={false}
          onChange={(value) => form.change('message', value)}
          onBlur={() => form.blur('message')}
        />
        <SendDateField
          label={RECIPIENT_LABELS.sendDate}
          min={dates.min}
          max={dates.max}
          value={values.sendDate}
          error={errors.sendDate}
          readOnly={false}
          onChange={(value) => form.change('sendDate', value)}
          onBlur={() => form.blur('sendDate')}
        />
        <div className="actions">
          <button part="button button-primary" type="submit">
            {initial ? 'Save' : 'Add to cart'}
          </button>
          <button part="button" type="button" className="button button--secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

/** 'Between $10.00 and $500.00': the item's own bounds (product-rules §15.2). */
export function amountHint({ minPriceInCents, maxPriceInCents }: ChosenAmountProduct): string {
  return `Between ${formatMoney(minPriceInCents)} and ${formatMoney(maxPriceInCents)}`;
}

/** One API call of ours on the way to payment, to be repeated by the bare baseline. */
export interface PlannedCall {
  method: string;
  /** Path and query, with the cart's id written `{cart}`. */
  path: string;
  /** The JSON body as sent (cart id written `{cart}`), or null for none. */
  body: string | null;
}

/**
 * What the bare payment baseline sends: every API call ours made from 'Next' to the card fields,
 * in the order ours started them, read in the same run. The bare side makes them one after the
 * other, as ours does (product-rules §6.2 orders them), with its own cart's id.
 */
export interface PaymentPlan {
  calls: PlannedCall[];
}

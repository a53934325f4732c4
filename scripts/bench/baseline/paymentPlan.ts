/** What the bare payment baseline sends: the request bodies ours sent, read in the same run. */
export interface PaymentPlan {
  /** Body of `POST /api/cart` (null when ours sent none). */
  cart: unknown;
  /** Body of `POST /api/cart/{id}/products`. */
  products: unknown;
}

import { formatMoney } from '../../format/formatMoney';

/** Props of {@link MoneyRow}. */
export interface MoneyRowProps {
  /** What the amount is, the row's header: 'Booking fee', 'Total'. */
  label: string;
  amountInCents: number;
  /** `total` for the amount to pay or paid (the theming part, README "Theming"). */
  part?: 'total';
  className?: string;
}

/** One row of an order's table: what, then how much (product-rules §1.1's money format). */
export function MoneyRow({ label, amountInCents, part, className }: MoneyRowProps) {
  return (
    <tr part={part} className={className}>
      <th scope="row">{label}</th>
      <td>{formatMoney(amountInCents)}</td>
    </tr>
  );
}

/** An order table's column headers, for screen readers: what, then how much. */
export function ItemAndPriceHead() {
  return (
    <thead className="visually-hidden">
      <tr>
        <th scope="col">Item</th>
        <th scope="col">Price</th>
      </tr>
    </thead>
  );
}

import { useId } from 'react';
import type { Receipt as ReceiptData } from '../../atoms/checkout';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { formatTime } from '../../format/formatTime';
import { giftDeliveryText } from './giftDelivery';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { printPage } from './printPage';
import { receiptCss } from './receiptCss';

/** Props of {@link Receipt}. */
export interface ReceiptProps {
  receipt: ReceiptData;
}

/**
 * The buyer's receipt on every thanks page: what was bought (a gift card by e-mail with to whom and
 * when it is sent, product-rules §15.2), the amount paid, how, where the confirmation went and when, with a 'Print' button (the print stylesheet shows only this).
 */
export function Receipt({ receipt }: ReceiptProps) {
  useStyles(receiptCss, STYLE_ORDER.print);
  const headingId = useId();
  const when = `${formatDate(receipt.paidAt)}, ${formatTime(receipt.paidAt)}`;
  const atEnd = receipt.email.lastIndexOf('@') + 1;
  return (
    <section className="receipt" aria-labelledby={headingId}>
      <h3 id={headingId}>Your receipt</h3>
      <table>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={`${index}-${line.label}`}>
              <td>
                {line.label}
                {line.recipient && (
                  <span className="receipt__note">{giftDeliveryText(line.recipient)}</span>
                )}
              </td>
              <td>{formatMoney(line.amountInCents)}</td>
            </tr>
          ))}
          {receipt.bookingFeeInCents > 0 && (
            <tr>
              <td>Booking fee</td>
              <td>{formatMoney(receipt.bookingFeeInCents)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Amount paid</th>
            <td>{formatMoney(receipt.totalInCents)}</td>
          </tr>
        </tfoot>
      </table>
      <dl>
        <dt>Paid with</dt>
        <dd>{receipt.method}</dd>
        <dt>Confirmation sent to</dt>
        <dd>
          {/* Wider than the line, the address wraps after its @, not at any letter. */}
          {receipt.email.slice(0, atEnd)}
          <wbr />
          {receipt.email.slice(atEnd)}
        </dd>
        <dt>Date</dt>
        <dd>{when}</dd>
      </dl>
      <div className="receipt__actions">
        <button type="button" className="button--secondary" onClick={() => printPage()}>
          Print
        </button>
      </div>
    </section>
  );
}

import { ItemAndPriceHead, MoneyRow } from './MoneyRow';
import { useId, useState } from 'react';
import type { Receipt as ReceiptData } from '../../atoms/checkout/receipt';
import { formatDate } from '../../format/formatDate';
import { useTimeZone } from '../config/TimeZoneContext';
import { formatMoney } from '../../format/formatMoney';
import { formatReference } from '../../format/formatReference';
import { formatTime } from '../../format/formatTime';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { copyText } from './copyText';
import { printPage } from './printPage';
import { receiptCss } from './receiptCss';
import { lineNote, postalLines } from './receiptNotes';

/** Props of {@link Receipt}. */
export interface ReceiptProps {
  receipt: ReceiptData;
}

/**
 * The buyer's receipt on every thanks page (product-rules §5.6, §6.4, §11.3): the order's
 * reference at the top, in groups of four to read aloud (the raw one is what 'Copy' copies); what
 * was bought, each line with where it went (a pass's code, a gift card by e-mail) or when it is
 * for (a session's tickets); the amount paid, how, where the confirmation went, where gifts by post
 * go and when; and 'Print' (the print stylesheet shows only the receipt).
 */
export function Receipt({ receipt }: ReceiptProps) {
  useStyles(receiptCss, STYLE_ORDER.print);
  const headingId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const timeZone = useTimeZone();
  const when = `${formatDate(receipt.paidAt, timeZone)}, ${formatTime(receipt.paidAt, timeZone)}`;
  const atEnd = receipt.email.lastIndexOf('@') + 1;
  const copy = () => void copyText(receipt.reference).then(setCopied);
  return (
    <section className="receipt" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>
        Your receipt
      </h3>
      <div className="receipt__reference">
        <p>
          <span className="receipt__label">Reference</span>{' '}
          <data className="receipt__code" value={receipt.reference}>
            {formatReference(receipt.reference)}
          </data>
        </p>
        <button
          part="button"
          type="button"
          className="button--secondary receipt__copy"
          aria-label="Copy reference"
          onClick={copy}
        >
          Copy
        </button>
        <span part="notice" role="status" className="receipt__copied">
          {copied === true && 'Copied'}
          {copied === false && 'Select the reference to copy it'}
        </span>
      </div>
      <table>
        <ItemAndPriceHead />
        <tbody>
          {receipt.lines.map((line, index) => {
            const note = lineNote(receipt, line, timeZone);
            return (
              <tr key={`${index}-${line.label}`}>
                <td>
                  {line.label}
                  {note && <span className="receipt__note">{note}</span>}
                </td>
                <td>{formatMoney(line.amountInCents)}</td>
              </tr>
            );
          })}
          {receipt.bookingFeeInCents > 0 && (
            <MoneyRow label="Booking fee" amountInCents={receipt.bookingFeeInCents} />
          )}
        </tbody>
        <tfoot>
          <MoneyRow label="Amount paid" amountInCents={receipt.totalInCents} />
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
        {receipt.deliveryAddress && (
          <>
            <dt>Gifts by post to</dt>
            <dd className="receipt__address">
              {postalLines(receipt.deliveryAddress).map((text, index) => (
                <span key={index}>{text}</span>
              ))}
            </dd>
          </>
        )}
        <dt>Date</dt>
        <dd>{when}</dd>
      </dl>
      <div className="receipt__actions">
        <button
          part="button"
          type="button"
          className="button--secondary"
          onClick={() => printPage()}
        >
          Print
        </button>
      </div>
    </section>
  );
}

import { acceptedCardsText } from './acceptedCardsText';

/** Props of {@link PaymentTrust}. */
export interface PaymentTrustProps {
  /** The card brands the merchant account accepts, from the provider (product-rules §7.1). */
  cardBrands: readonly string[];
}

/** What a badge says where a brand's short form is what buyers know. */
const SHORT: Readonly<Record<string, string>> = {
  Visa: 'VISA',
  'American Express': 'AMEX',
  'Diners Club': 'Diners',
};

/** One brand's mark: Mastercard's circles, else its name on a card-shaped badge. */
function BrandMark({ brand }: { brand: string }) {
  return (
    <span className={`brand brand--${brand.toLowerCase().replace(/[^a-z]/g, '')}`}>
      {brand === 'Mastercard' ? (
        <svg viewBox="0 0 26 16" width="26" height="16">
          <circle cx="9" cy="8" r="7" fill="#eb001b" />
          <circle cx="17" cy="8" r="7" fill="#f79e1b" />
          <path d="M13 2.26A7 7 0 0 1 13 13.74A7 7 0 0 1 13 2.26z" fill="#ff5f00" />
        </svg>
      ) : (
        (SHORT[brand] ?? brand)
      )}
    </span>
  );
}

/**
 * The card form's trust line (product-rules §7.1): a padlock and 'Secure payment by Braintree',
 * and the marks of the card brands the account accepts, read out as one sentence ('We accept Visa,
 * Mastercard and American Express.').
 */
export function PaymentTrust({ cardBrands }: PaymentTrustProps) {
  return (
    <div className="trust">
      <p className="trust__secure">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
        </svg>
        Secure payment by Braintree
      </p>
      {cardBrands.length > 0 && (
        <p>
          <span className="visually-hidden">{acceptedCardsText(cardBrands)}</span>
          <span className="trust__brands" aria-hidden="true">
            {cardBrands.map((brand) => (
              <BrandMark key={brand} brand={brand} />
            ))}
          </span>
        </p>
      )}
    </div>
  );
}

import type { MembershipOption } from '../../api/schemas';
import { isFreeOption } from '../../atoms/membership/optionRules';
import { formatMoney } from '../../format/formatMoney';

/** What a card's button says, by the option's action. */
const ACTION_LABELS: Readonly<Record<MembershipOption['action'], string>> = {
  new: 'Choose',
  renew: 'Renew',
  upgrade: 'Upgrade',
};

/** What a renewal's or upgrade's card says it is (a visitor's new memberships need no badge). */
const KIND_LABELS: Readonly<Partial<Record<MembershipOption['action'], string>>> = {
  renew: 'Renewal',
  upgrade: 'Upgrade',
};

/** What the price buys (product-rules §11.1): 'year', or '2 years' for `periodInYears: 2`. */
export const periodText = ({ periodInYears: years = 1 }: MembershipOption): string =>
  years === 1 ? 'year' : `${years} years`;

/**
 * The price as it is shown (product-rules §11.1): 'Free' for the free slugs, else AUD per period
 * ('$49.00 / year').
 */
export const priceText = (option: MembershipOption): string =>
  isFreeOption(option) ? 'Free' : `${formatMoney(option.priceInCents)} / ${periodText(option)}`;

/** Props of {@link MembershipOptionCards}. */
export interface MembershipOptionCardsProps {
  options: readonly MembershipOption[];
  onChoose(option: MembershipOption): void;
}

/**
 * The membership options as cards (product-rules §11.1): name, description, price with its period
 * ('Free' for the free slugs) and a button that says what it does and, to a screen reader, which
 * membership it is for. The recommended option says so and stands out; beside it the other
 * cards' buttons step back.
 */
export function MembershipOptionCards({ options, onChoose }: MembershipOptionCardsProps) {
  const anyRecommended = options.some((option) => option.recommended);
  return (
    <ul className="membership-options">
      {options.map((option) => {
        const kind = KIND_LABELS[option.action];
        return (
          <li
            part="card"
            key={option.concessionItemId}
            className={`membership-option${option.recommended ? ' membership-option--recommended' : ''}`}
          >
            {(kind || option.recommended) && (
              <p className="membership-option__tags">
                {option.recommended && (
                  <span className="membership-option__recommended">Recommended</span>
                )}
                {kind && <span className="membership-option__kind">{kind}</span>}
              </p>
            )}
            <h3 part="heading">{option.name}</h3>
            {option.description && (
              <p className="membership-option__description muted">{option.description}</p>
            )}
            <p className="membership-option__price">
              {isFreeOption(option) ? (
                'Free'
              ) : (
                <>
                  {formatMoney(option.priceInCents)}
                  <span className="membership-option__period"> / {periodText(option)}</span>
                </>
              )}
            </p>
            <button
              type="button"
              className={anyRecommended && !option.recommended ? 'button--secondary' : undefined}
              part={anyRecommended && !option.recommended ? 'button' : 'button button-primary'}
              onClick={() => onChoose(option)}
            >
              {ACTION_LABELS[option.action]}
              <span className="visually-hidden"> {option.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

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

/** The price as a card shows it: 'Free' for the free slugs (product-rules §11.1), else AUD. */
export const priceText = (option: MembershipOption): string =>
  isFreeOption(option) ? 'Free' : formatMoney(option.priceInCents);

/** Props of {@link MembershipOptionCards}. */
export interface MembershipOptionCardsProps {
  options: readonly MembershipOption[];
  onChoose(option: MembershipOption): void;
}

/**
 * The membership options as cards (product-rules §11.1): name, description, price ('Free' for the
 * free slugs) and a button that says what it does and, to a screen reader, which membership it is
 * for.
 */
export function MembershipOptionCards({ options, onChoose }: MembershipOptionCardsProps) {
  return (
    <ul className="membership-options">
      {options.map((option) => (
        <li key={option.concessionItemId} className="membership-option">
          {KIND_LABELS[option.action] && (
            <p className="membership-option__kind">{KIND_LABELS[option.action]}</p>
          )}
          <h3>{option.name}</h3>
          {option.description && (
            <p className="membership-option__description muted">{option.description}</p>
          )}
          <p className="membership-option__price">{priceText(option)}</p>
          <button type="button" onClick={() => onChoose(option)}>
            {ACTION_LABELS[option.action]}
            <span className="visually-hidden"> {option.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

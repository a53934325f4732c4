import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MembershipOption } from '../../api/schemas';
import { MembershipOptionCards, priceText } from './MembershipOptionCards';

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

const option = (overrides: Partial<MembershipOption> & Pick<MembershipOption, 'slug' | 'name'>) =>
  ({
    concessionItemId: overrides.slug,
    priceInCents: 4900,
    action: 'new',
    ...overrides,
  }) as MembershipOption;

const FREE = option({ slug: 'freeAdult', name: 'Free Adult', priceInCents: 500 });
const YEAR = option({ slug: 'adult-1', name: 'Adult Premium' });
const TWO = option({
  slug: 'adult-2',
  name: 'Adult Premium for two',
  priceInCents: 8500,
  periodInYears: 2,
  action: 'renew',
});

describe('the price (product-rules §11.1)', () => {
  it("says 'Free' for the free slugs whatever the price, else AUD per year or per years", () => {
    expect(priceText(FREE)).toBe('Free');
    expect(priceText(YEAR)).toBe('$49.00 / year');
    expect(priceText({ ...YEAR, periodInYears: 1 })).toBe('$49.00 / year');
    expect(priceText(TWO)).toBe('$85.00 / 2 years');
  });
});

describe('MembershipOptionCards', () => {
  const renderCards = (options: MembershipOption[]) => {
    const onChoose = vi.fn();
    render(<MembershipOptionCards options={options} onChoose={onChoose} />);
    const cards = screen.getAllByRole('listitem');
    return { onChoose, cards };
  };

  it('shows each price with its period, the period apart so it can read smaller', () => {
    const { cards } = renderCards([FREE, YEAR, TWO]);
    expect(
      cards.map((card) => card.querySelector('.membership-option__price')?.textContent),
    ).toEqual(['Free', '$49.00 / year', '$85.00 / 2 years']);
    expect(cards[0]?.querySelector('.membership-option__period')).toBeNull();
    expect(cards[2]?.querySelector('.membership-option__period')).toHaveTextContent('/ 2 years');
  });

  it("marks the recommended option, and the others' buttons step back beside it", async () => {
    const { cards, onChoose } = renderCards([FREE, { ...YEAR, recommended: true }, TWO]);
    expect(cards.map((card) => within(card).queryByText('Recommended') !== null)).toEqual([
      false,
      true,
      false,
    ]);
    expect(cards[1]).toHaveClass('membership-option--recommended');
    expect(cards.map((card) => within(card).getByRole('button').className)).toEqual([
      'button--secondary',
      '',
      'button--secondary',
    ]);
    // A renewal that is not recommended keeps its own mark.
    expect(within(cards[2] as HTMLElement).getByText('Renewal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Adult Premium' }));
    expect(onChoose).toHaveBeenCalledWith({ ...YEAR, recommended: true });
  });

  it('with nothing recommended, every card and button is alike', () => {
    const { cards } = renderCards([FREE, YEAR, TWO]);
    expect(screen.queryByText('Recommended')).toBeNull();
    for (const card of cards) {
      expect(card).toHaveClass('membership-option', { exact: true });
      expect(within(card).getByRole('button')).not.toHaveClass('button--secondary');
    }
  });
});

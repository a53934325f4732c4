import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInMemberArea } from './testing/renderInMemberArea';

const actions = vi.hoisted(() => ({ activateCard: vi.fn(), sendVerification: vi.fn() }));
vi.mock('../../atoms/member-area/memberActions', () => actions);

const { SignedOut } = await import('./SignedOut');

function show() {
  renderInMemberArea(<SignedOut signInUrl={undefined} />);
  return within(screen.getByRole('region', { name: 'Activate your membership card' }));
}

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  vi.clearAllMocks();
});

async function fillCard(card: ReturnType<typeof show>) {
  const user = userEvent.setup();
  await user.type(card.getByLabelText(/^Card number/), '7000000000000017');
  await user.type(card.getByLabelText(/^Given names/), 'Sam');
  await user.type(card.getByLabelText(/^Surname/), 'Lee');
  await user.type(card.getByLabelText(/^Email/), 'sam@example.com');
  await user.type(card.getByLabelText(/^Post code/), '2000');
  return user;
}

describe('activating a membership card', () => {
  it('takes an optional date of birth capped at today, and refuses one in the future', async () => {
    actions.activateCard.mockResolvedValue({ ok: true, value: undefined });
    const card = show();
    const user = await fillCard(card);
    const birthday = card.getByLabelText(/Date of birth/);
    expect(birthday).not.toBeRequired();
    fireEvent.focus(birthday);
    expect(birthday.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(birthday, { target: { value: '2999-01-01' } });
    await user.click(card.getByRole('button', { name: 'Activate card' }));
    expect(await card.findByText('Please enter a date in the past')).toBeVisible();
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
    expect(actions.activateCard).not.toHaveBeenCalled();

    fireEvent.change(birthday, { target: { value: '1990-05-17' } });
    await user.click(card.getByRole('button', { name: 'Activate card' }));
    expect(actions.activateCard).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ dateOfBirth: '1990-05-17', cardNumber: '7000000000000017' }),
      expect.any(String),
    );
  });

  it('sends no date of birth when none was given', async () => {
    actions.activateCard.mockResolvedValue({ ok: true, value: undefined });
    const card = show();
    const user = await fillCard(card);
    await user.click(card.getByRole('button', { name: 'Activate card' }));
    expect(actions.activateCard).toHaveBeenCalledTimes(1);
    expect(actions.activateCard.mock.calls[0]?.[1]).not.toHaveProperty('dateOfBirth');
  });
});

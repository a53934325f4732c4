import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountRangeMessage } from '../../atoms/shop-cart/chosenAmount';
import { MESSAGE_TOO_LONG_MESSAGE, SEND_DATE_MESSAGE } from '../../atoms/shop-cart/giftRecipient';
import { BEA } from '../../atoms/shop-cart/testing/giftRecipients';
import { GIFT_50, GIFT_CHOSEN } from '../../atoms/shop-cart/testing/shopProducts';
import { ElementRoot } from '../ElementRoot';
import { TimeZoneContext } from '../config/TimeZoneContext';
import { RecipientForm } from './RecipientForm';
import type { RecipientFormProps } from './RecipientForm';
import { problemSummary } from '../form/testing/problemSummary';

// 27 November 2026, 1 pm in Sydney: the send date's window is 2026-11-27 to 2027-11-27 (§15.2).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** Render the form under `host` (the same host keeps what was typed, as a move in the DOM does). */
function renderForm(props: Partial<RecipientFormProps> = {}, host = document.createElement('div')) {
  const onAdd = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ElementRoot host={host}>
      <RecipientForm product={GIFT_50} onAdd={onAdd} onCancel={onCancel} {...props} />
    </ElementRoot>,
  );
  return { ...view, onAdd, onCancel, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);
const labels = () =>
  screen.getAllByText((_, element) => element?.tagName === 'LABEL').map((l) => l.textContent);

describe("the 'Who is it for?' form (product-rules §15.2)", () => {
  it('names the item and asks each field in order, the required ones marked', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 3, name: 'Who is it for?' })).toBeTruthy();
    expect(screen.getByText('$50 gift card')).toBeTruthy();
    expect(screen.getByText('$50.00')).toBeTruthy();
    expect(labels()).toEqual([
      "Recipient's name *",
      "Recipient's e-mail *",
      'From *',
      'Message (optional)',
      'Send on *',
    ]);
    expect(screen.queryByLabelText(/Amount/)).toBeNull();
    const email = field(/Recipient's e-mail/);
    expect([email.type, email.autocomplete, email.getAttribute('aria-required')]).toEqual([
      'email',
      'off',
      'true',
    ]);
    expect(field(/Message/).tagName).toBe('TEXTAREA');
    expect(field(/Message/).required).toBe(false);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('asks a chosen amount first, with its $ and the item’s own range as its hint', () => {
    renderForm({ product: GIFT_CHOSEN });
    expect(labels()[0]).toBe('Amount *');
    const amount = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    expect([amount.type, amount.inputMode]).toEqual(['text', 'decimal']);
    const hint = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Between $10.00 and $500.00');
    expect(amount.parentElement?.textContent).toBe('$');
    expect(screen.queryByText('$0.00')).toBeNull();
  });

  it('sends today by default, from today to the same day next year', () => {
    renderForm();
    const date = field(/Send on/);
    expect([date.type, date.value, date.min, date.max]).toEqual([
      'date',
      '2026-11-27',
      '2026-11-27',
      '2027-11-27',
    ]);
  });

  it("sends on the cinema's today: a Perth cinema at 11:30 PM, when Sydney is on the next day", () => {
    vi.setSystemTime(new Date('2026-11-27T15:30:00Z'));
    render(
      <ElementRoot host={document.createElement('div')}>
        <TimeZoneContext value="Australia/Perth">
          <RecipientForm product={GIFT_50} onAdd={vi.fn()} onCancel={vi.fn()} />
        </TimeZoneContext>
      </ElementRoot>,
    );
    const date = field(/Send on/);
    expect([date.value, date.min, date.max]).toEqual(['2026-11-27', '2026-11-27', '2027-11-27']);
    document.body.replaceChildren();
    renderForm();
    expect(field(/Send on/).value).toBe('2026-11-28');
  });

  it('shows the characters left as the message changes, and announces them once typing pauses', async () => {
    const { user } = renderForm();
    const message = field(/Message/);
    const hint = () => document.getElementById(message.getAttribute('aria-describedby') ?? '');
    expect(hint()?.textContent).toBe('250 characters left');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    await user.type(message, 'Hello');
    expect(hint()?.textContent).toBe('245 characters left');
    await waitFor(() => expect(live?.textContent).toBe('245 characters left'), { timeout: 2000 });
    fireEvent.change(message, { target: { value: 'x'.repeat(251) } });
    expect(hint()?.textContent).toBe('1 character too many');
  });

  it('on submit shows every problem, focuses the summary, and its links move focus', async () => {
    const { user, onAdd } = renderForm({ product: GIFT_CHOSEN });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const { summary, links } = await problemSummary();
    expect(document.activeElement).toBe(summary);
    expect(links).toEqual([
      'Enter an amount',
      "Enter the recipient's name",
      "Enter the recipient's e-mail address",
      'Enter who the gift is from',
    ]);
    expect(field(/Amount/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(amountRangeMessage(1000, 50000))).toBeTruthy();
    // An empty e-mail is a required field left empty (product-rules §8), not an invalid address.
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(field(/Recipient's e-mail/)).toHaveAccessibleDescription('This field is required');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.click(within(summary).getByRole('link', { name: "Enter the recipient's name" }));
    expect(document.activeElement).toBe(field(/Recipient's name/));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says what is wrong with an amount, an e-mail, a long message and a far send date', async () => {
    const { user, onAdd } = renderForm({ product: GIFT_CHOSEN });
    await user.type(field(/Amount/), '5000');
    await user.type(field(/Recipient's name/), 'Bea');
    await user.type(field(/Recipient's e-mail/), 'bea');
    await user.type(field(/From/), 'Ana');
    fireEvent.change(field(/Message/), { target: { value: 'x'.repeat(251) } });
    fireEvent.change(field(/Send on/), { target: { value: '2027-11-28' } });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const { summary, links } = await problemSummary();
    expect(document.activeElement).toBe(summary);
    expect(links).toEqual([
      amountRangeMessage(1000, 50000),
      'Please enter a valid email address',
      MESSAGE_TOO_LONG_MESSAGE,
      SEND_DATE_MESSAGE,
    ]);
    expect(screen.getAllByText(SEND_DATE_MESSAGE)).toHaveLength(2);
    expect(field(/Send on/).getAttribute('aria-describedby')).toMatch(/-error$/);
    // Nothing typed is lost.
    expect(field(/Amount/).value).toBe('5000');
    expect(field(/Recipient's e-mail/).value).toBe('bea');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('checks a field when the buyer leaves it, and the message goes once it is fixed', async () => {
    const { user } = renderForm();
    await user.click(field(/Recipient's e-mail/));
    await user.type(field(/Recipient's e-mail/), 'bea');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('There is a problem')).toBeNull();
    await user.type(field(/Recipient's e-mail/), '@example.com');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it('adds trimmed details, with the chosen amount in cents and no empty message', async () => {
    const { user, onAdd } = renderForm({ product: GIFT_CHOSEN, from: 'Ana' });
    expect(field(/From/).value).toBe('Ana');
    await user.type(field(/Amount/), ' $25.5 ');
    await user.type(field(/Recipient's name/), '  Bea Ng ');
    await user.type(field(/Recipient's e-mail/), ' bea@example.com ');
    await user.type(field(/Message/), '   ');
    fireEvent.change(field(/Send on/), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.queryByText('There is a problem')).toBeNull();
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({
      priceInCents: 2550,
      recipient: {
        name: 'Bea Ng',
        email: 'bea@example.com',
        from: 'Ana',
        sendDate: '2026-12-01',
      },
    });
  });

  it("adds an item's own price, with the message", async () => {
    const { user, onAdd } = renderForm();
    await user.type(field(/Recipient's name/), 'Bea Ng');
    await user.type(field(/Recipient's e-mail/), 'bea@example.com');
    await user.type(field(/From/), 'Ana');
    await user.type(field(/Message/), ' Happy birthday! ');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({
      priceInCents: 5000,
      recipient: { ...BEA, sendDate: '2026-11-27' },
    });
  });

  it("'Change' starts from the line and says 'Save'", async () => {
    const initial = { priceInCents: 2550, recipient: BEA };
    const { user, onAdd } = renderForm({ product: GIFT_CHOSEN, initial, from: 'Someone else' });
    expect(field(/Amount/).value).toBe('25.50');
    expect(field(/Recipient's name/).value).toBe('Bea Ng');
    expect(field(/From/).value).toBe('Ana');
    expect(field(/Message/).value).toBe('Happy birthday!');
    expect(field(/Send on/).value).toBe('2026-12-01');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await user.clear(field(/Recipient's name/));
    await user.type(field(/Recipient's name/), 'Bea Ngo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({
      priceInCents: 2550,
      recipient: { ...BEA, name: 'Bea Ngo' },
    });
  });

  it('keeps what was typed through a move; Cancel ends it, and the next one starts afresh', async () => {
    const host = document.createElement('div');
    const first = renderForm({ from: 'Ana' }, host);
    await first.user.type(field(/Recipient's name/), 'Bea');
    first.unmount();
    const moved = renderForm({ from: 'Ana' }, host);
    expect(field(/Recipient's name/).value).toBe('Bea');
    await moved.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(moved.onCancel).toHaveBeenCalledOnce();
    expect(moved.onAdd).not.toHaveBeenCalled();
    moved.unmount();
    renderForm({ from: 'Ana Lee' }, host);
    expect(field(/Recipient's name/).value).toBe('');
    expect(field(/From/).value).toBe('Ana Lee');
  });
});

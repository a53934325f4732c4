/** Fill in and send the shop's 'Who is it for?' form as a buyer would (product-rules §15.2). */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open 'Who is it for?' form, once its chunk has loaded (it loads on first use). */
export const recipientForm = (): Promise<HTMLElement> =>
  screen.findByRole('region', { name: 'Who is it for?' });

/**
 * Type a recipient into the open form (a 'From' left out keeps what the form shows) and press its
 * submit ('Add to cart', or 'Save' on a change).
 */
export async function fillRecipient(
  user: UserEvent,
  values: { name?: string; email?: string; from?: string; sendDate?: string },
): Promise<void> {
  const form = within(await recipientForm());
  const fields: [RegExp, string | undefined][] = [
    [/Recipient's name/, values.name],
    [/Recipient's e-mail/, values.email],
    [/^From/, values.from],
    [/Send on/, values.sendDate],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const input = form.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(form.getByRole('button', { name: /^(Add to cart|Save)$/ }));
}

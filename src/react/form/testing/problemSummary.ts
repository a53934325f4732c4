/** What the error pattern of every form shows after a press that found problems (product-rules §8). */
import { screen, within } from '@testing-library/react';

/** The 'There is a problem' summary, and the words of its links, in order. */
export async function problemSummary() {
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  const links = within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
  return { summary, links };
}

/** Each text field named is marked, and described by 'This field is required'. */
export function expectRequiredAt(names: readonly string[]): void {
  for (const name of names) {
    const field = screen.getByRole('textbox', { name });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This field is required');
  }
}

import { render, screen } from '@testing-library/react';
import { ElementRoot } from '../ElementRoot';
import { ConfigMessage } from './ConfigMessage';

const MISSING = [{ attribute: 'data-festival-id', message: 'Missing attribute data-festival-id.' }];

function setup() {
  const host = document.createElement('cinema-festival-pass');
  document.body.append(host);
  const messages: string[] = [];
  host.addEventListener('cinema-error', (event) => messages.push(event.detail.message));
  return { host, messages };
}

// The admin's lines are loaded ahead, so an earlier test's line never arrives during a later one.
beforeAll(() => import('../../config/adminMessages'));
afterEach(() => document.body.replaceChildren());

describe('ConfigMessage', () => {
  it('announces every problem in an alert naming the element', () => {
    const { host } = setup();
    render(
      <ElementRoot host={host}>
        <ConfigMessage
          problems={[
            ...MISSING,
            { attribute: 'api-base', message: 'Invalid attribute api-base ("ftp:"): use a path.' },
          ]}
        />
      </ElementRoot>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<cinema-festival-pass> is not set up correctly.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Missing attribute data-festival-id.',
      'Invalid attribute api-base ("ftp:"): use a path.',
    ]);
  });

  it('emits cinema-error once per distinct set of problems', () => {
    const { host, messages } = setup();
    const { rerender } = render(
      <ElementRoot host={host}>
        <ConfigMessage problems={MISSING} />
      </ElementRoot>,
    );
    rerender(
      <ElementRoot host={host}>
        <ConfigMessage problems={[...MISSING]} />
      </ElementRoot>,
    );
    rerender(
      <ElementRoot host={host}>
        <ConfigMessage
          problems={[{ attribute: 'data-cinema-id', message: 'Missing attribute data-cinema-id.' }]}
        />
      </ElementRoot>,
    );
    expect(messages).toEqual([
      'Missing attribute data-festival-id.',
      'Missing attribute data-cinema-id.',
    ]);
  });

  it('tells the admin each problem once in the console: not on a rerender, nor on a remount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host } = setup();
    const tree = (problems: typeof MISSING) => (
      <ElementRoot host={host}>
        <ConfigMessage problems={problems} />
      </ElementRoot>
    );
    const first = render(tree(MISSING));
    first.rerender(tree([...MISSING]));
    first.unmount();
    render(tree([...MISSING]));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn.mock.calls).toEqual([
      [
        `cinema-festival-pass: data-festival-id is missing; the page shows 'Missing attribute data-festival-id.' instead of the festival pass. Set data-festival-id to the festival's id as the cinema's API knows it (letters, digits and single dashes), e.g. "jiff". See README.md#cinema-festival-pass-when-something-is-wrong`,
      ],
    ]);
  });
});

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
});

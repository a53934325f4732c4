import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ConfigError } from '../errors/errors';
import { ElementRoot } from './ElementRoot';
import { UNEXPECTED_ERROR_MESSAGE } from './ElementErrorBoundary';
import { useHost } from './useHost';

/** A stand-in host element and a listener for the events it emits. */
function makeHost() {
  const host = document.createElement('div');
  document.body.append(host);
  const errors: Array<CustomEvent<{ message: string }>> = [];
  document.addEventListener('cinema-error', (event) => errors.push(event));
  return { host, errors };
}

/** The text of every sheet adopted by `root`. */
function adoptedCss(root: Document | ShadowRoot): string {
  return root.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

function Boom({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => {
  document.documentElement.className = '';
  document.body.replaceChildren();
});

describe('ElementRoot', () => {
  it('renders its children with the theme CSS inside a part="base" box', () => {
    const { host } = makeHost();
    const { container } = render(
      <ElementRoot host={host}>
        <p>Hello</p>
      </ElementRoot>,
    );
    expect(screen.getByText('Hello').closest('[part="base"]')).not.toBeNull();
    // Adopted as a constructable sheet (a strict CSP blocks style elements), never inline.
    expect(container.querySelector('style')).toBeNull();
    const css = adoptedCss(document);
    expect(css).toContain(':host([data-theme="ritz"])');
    expect(css).toContain('.spinner');
  });

  it('gives descendants the host through useHost()', () => {
    const { host } = makeHost();
    host.id = 'the-host';
    function ShowHost() {
      return <p>host is {useHost().id}</p>;
    }
    render(
      <ElementRoot host={host}>
        <ShowHost />
      </ElementRoot>,
    );
    expect(screen.getByText('host is the-host')).toBeInTheDocument();
  });

  it("keeps the host's data-theme in step with the page root class", async () => {
    document.documentElement.className = 'theme-ritz';
    const { host } = makeHost();
    render(<ElementRoot host={host} />);
    expect(host.dataset.theme).toBe('ritz');

    await act(async () => {
      document.documentElement.className = 'lido';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(host.dataset.theme).toBe('lido');

    await act(async () => {
      document.documentElement.className = 'unknown';
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(host.dataset.theme).toBe('classic');
  });
});

describe('ElementRoot error boundary', () => {
  beforeEach(() => {
    // React reports caught errors on the console; the test checks what the visitor sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a generic message in the element and emits a composed cinema-error from the host', () => {
    const { host, errors } = makeHost();
    render(
      <ElementRoot host={host}>
        <Boom error={new TypeError("Cannot read properties of undefined (reading 'x')")} />
      </ElementRoot>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong.');
    expect(alert).toHaveTextContent(UNEXPECTED_ERROR_MESSAGE);
    // Internal error text is for developers, not visitors.
    expect(alert).not.toHaveTextContent('reading');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.target).toBe(host);
    expect(errors[0]?.bubbles).toBe(true);
    expect(errors[0]?.composed).toBe(true);
    expect(errors[0]?.detail).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
  });

  it("shows our own error classes' messages as they are", () => {
    const { host, errors } = makeHost();
    render(
      <ElementRoot host={host}>
        <Boom error={new ConfigError('Missing attribute data-cinema-id.', 'data-cinema-id')} />
      </ElementRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Missing attribute data-cinema-id.');
    expect(errors[0]?.detail.message).toBe('Missing attribute data-cinema-id.');
  });

  it('keeps the theme CSS while showing the error, and "Try again" renders the children anew', async () => {
    const { host } = makeHost();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('the network blipped');
      return <p>Recovered</p>;
    }
    render(
      <ElementRoot host={host}>
        <Flaky />
      </ElementRoot>,
    );
    expect(adoptedCss(document)).toContain('.spinner');
    expect(screen.getByRole('alert')).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not let the error reach the page', () => {
    const { host } = makeHost();
    const pageErrors = vi.fn();
    window.addEventListener('error', pageErrors);
    expect(() =>
      render(
        <ElementRoot host={host}>
          <Boom error={new Error('boom')} />
        </ElementRoot>,
      ),
    ).not.toThrow();
    window.removeEventListener('error', pageErrors);
    expect(pageErrors).not.toHaveBeenCalled();
  });
});

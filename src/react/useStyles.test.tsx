import { fireEvent, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { STYLE_ORDER } from '../styles/adoptStyles';
import { HostContext } from './useHost';
import { useStyles } from './useStyles';

const PAGE_CSS = '.use-styles-test-page { color: rgb(1, 2, 3); }';

/** The text of every sheet `root` has adopted. */
function adoptedCss(root: ShadowRoot): string {
  return root.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

/** Reads the shadow root's sheets in its layout effect: as React's focus restore reads layout. */
function ReadsLayout({ root, seen }: { root: ShadowRoot; seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(adoptedCss(root));
  }, [root, seen]);
  return <p>the page</p>;
}

/** A page that styles itself and holds a child that reads layout in the same commit. */
function Page({ root, seen }: { root: ShadowRoot; seen: string[] }) {
  useStyles(PAGE_CSS, STYLE_ORDER.page);
  return <ReadsLayout root={root} seen={seen} />;
}

function Pages({ root, seen }: { root: ShadowRoot; seen: string[] }) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <Page root={root} seen={seen} />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Next
    </button>
  );
}

describe('useStyles', () => {
  it('has the sheet adopted before anything in the same commit reads layout, and releases it on unmount', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const seen: string[] = [];
    const view = render(
      <HostContext value={host}>
        <Pages root={root} seen={seen} />
      </HostContext>,
      { container: root as unknown as HTMLElement },
    );
    expect(adoptedCss(root)).not.toContain('use-styles-test-page');
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    // A sheet adopted after the child's read would have the page laid out once without it.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('.use-styles-test-page');
    view.unmount();
    expect(adoptedCss(root)).not.toContain('use-styles-test-page');
    host.remove();
  });
});

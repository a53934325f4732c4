/**
 * The stand-in bank (ACS) challenge page the fake gateway's lookup points at (answerThreeDSecure.ts
 * `BANK_PAGE_PATH`, product-rules §7.9), served by the payment emulator: a plain page that fits a
 * 320 px wide frame, asking 'Approve this payment of $X?' with two real buttons. Its script is a
 * separate file (runBankPage.ts, bundled on first use) and the page carries its own strict policy,
 * so it works under any host page's CSP and proves it needs no inline script.
 */
import { createHash } from 'node:crypto';
import { BANK_PAGE_PATH } from '../answerThreeDSecure';
import { cachedBrowserBundle } from '../bundleForBrowser';

export { BANK_PAGE_PATH };

/** Where the bank page's script is served (next to the page, which loads it as `bank.js`). */
export const BANK_SCRIPT_PATH = '/demo/3ds/bank.js';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1c1c1c; background: #fff; }
  main { box-sizing: border-box; max-width: 28rem; padding: 1rem; }
  h1 { margin: 0 0 0.75rem; font-size: 1.25rem; }
  p { margin: 0 0 1rem; }
  .note { font-size: 0.875rem; color: #4a4a4a; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-bottom: 1rem; }
  button { min-height: 44px; min-width: 7rem; padding: 0 1.25rem; font: inherit;
    border-radius: 4px; border: 2px solid #1a5fb4; cursor: pointer; }
  #approve { background: #1a5fb4; color: #fff; }
  #decline { background: #fff; color: #1a5fb4; }
  button:focus-visible { outline: 3px solid #1c1c1c; outline-offset: 2px; }
  button:disabled { opacity: 0.6; cursor: default; }
`;

/**
 * The page's HTML. The question is filled in by its script from the query, and the buttons are
 * served disabled: the script is deferred, so until it has run and wired them a click would be
 * lost (the challenge then never answers). It enables them when it has a request to answer.
 */
export const BANK_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Demo Bank — verify this payment</title>' +
  `<style>${STYLE}</style>` +
  '<script src="bank.js" defer></script></head><body><main aria-label="Demo Bank">' +
  '<h1>Demo Bank</h1>' +
  '<p id="question">Approve this payment?</p>' +
  '<p class="note">The demo’s stand-in for your bank’s check. Nothing is charged here.</p>' +
  '<div class="actions">' +
  '<button type="button" id="approve" disabled>Approve</button>' +
  '<button type="button" id="decline" disabled>Decline</button>' +
  '</div>' +
  '<p id="status" role="status"></p>' +
  '</main></body></html>';

/** The page's own policy: its script file, its one style element (by hash), nothing else. */
export const BANK_PAGE_CSP =
  "default-src 'none'; script-src 'self'; " +
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "base-uri 'none'; form-action 'none'";

/** The page's script (runBankPage.ts). A failed build is not cached. */
export const buildBankScript = cachedBrowserBundle('./threeDSecure/bankEntry.ts');

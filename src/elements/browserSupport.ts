/**
 * What a browser needs to run the elements, checked once before a tag is defined. The floor is
 * Chrome 93, Firefox 101 and Safari 16.4 (docs in the README): constructable stylesheets adopted
 * by shadow roots (the only way our styles survive a strict Content-Security-Policy; Safari has
 * them from 16.4, Firefox from 101) and the ES2022 built-ins the code calls (`Object.hasOwn`,
 * `Array.prototype.at`: Chrome 93).
 *
 * A browser that can read the code but lacks one of these gets, in place of each element, a
 * plain message saying so — never a blank box. One too old even to read the code (before Chrome
 * 85, Firefox 90, Safari 15) never runs it; the element then shows whatever the host page put
 * inside its tag (the README shows such fallback content).
 */

/** The features this browser lacks, by name; empty when the elements can run. */
export function missingFeatures(): string[] {
  const missing: string[] = [];
  const shadow = typeof ShadowRoot === 'undefined' ? undefined : ShadowRoot.prototype;
  if (!shadow || !('adoptedStyleSheets' in shadow)) missing.push('adoptedStyleSheets');
  if (
    typeof CSSStyleSheet === 'undefined' ||
    typeof CSSStyleSheet.prototype.replaceSync !== 'function'
  )
    missing.push('CSSStyleSheet.replaceSync');
  if (typeof Object.hasOwn !== 'function') missing.push('Object.hasOwn');
  if (typeof Array.prototype.at !== 'function') missing.push('Array.prototype.at');
  return missing;
}

/** What the buyer reads in place of an element their browser cannot run. */
export const UNSUPPORTED_BROWSER_MESSAGE =
  'This browser is too old to buy tickets here. Please update it, or use a current Chrome, Edge, Firefox or Safari.';

/**
 * The stand-in element for a browser below the floor: the message as plain text in an open
 * shadow root (no stylesheet it could not adopt, no inline style a strict CSP would block), and
 * one `cinema-error` so the host page can tell too.
 */
export function unsupportedBrowserElement(missing: readonly string[]): CustomElementConstructor {
  return class UnsupportedBrowserElement extends HTMLElement {
    connectedCallback(): void {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.textContent = UNSUPPORTED_BROWSER_MESSAGE;
      root.append(message);
      this.dispatchEvent(
        new CustomEvent('cinema-error', {
          bubbles: true,
          composed: true,
          detail: { message: UNSUPPORTED_BROWSER_MESSAGE, missing: [...missing] },
        }),
      );
    }
  };
}

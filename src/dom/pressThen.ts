/**
 * A press that shows itself before its work: the pressed control (the event's `currentTarget`,
 * read at once, while the event is dispatched) takes its pressed look (`data-pressed`,
 * shopCartCss.ts) at once, and `change` runs in a task of its own right after, so the browser can
 * paint the press first and render the change after it, not inside the press. For presses whose
 * work renders a lot, such as the shop's first 'Add to cart' drawing the cart (docs/speed.md,
 * "Interactions"). `change` runs even if the control has left the page by then: the buyer
 * pressed it.
 */
export function pressThen(
  { currentTarget: control }: { currentTarget: Element },
  change: () => void,
): void {
  control.setAttribute('data-pressed', '');
  setTimeout(() => {
    control.removeAttribute('data-pressed');
    change();
  });
}

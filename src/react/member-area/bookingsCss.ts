/**
 * CSS of the member area's bookings (the next booking as a ticket-like card), adopted when the
 * Bookings section first opens, so the member area's first view does not carry it.
 */
export const bookingsCss = `
.next-booking {
  max-width: 40rem; margin: 0 0 var(--cinema-space); padding: var(--cinema-space);
  background: var(--cinema-color-surface); border: 1px solid var(--cinema-color-border);
  border-left: 6px solid var(--cinema-color-accent); border-radius: var(--cinema-radius);
  box-shadow: var(--cinema-shadow);
}
.next-booking__label {
  display: inline-block; margin: 0 0 0.5em; padding: 0.1em 0.7em; border: 1px solid transparent;
  border-radius: 999px;
  background: var(--cinema-color-accent); color: var(--cinema-color-accent-text);
  font-size: 0.8em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em;
}
.next-booking__film { margin: 0 0 0.75em; font-size: 1.35em; }
.next-booking__facts { display: flex; flex-wrap: wrap; gap: 0.75em 2em; }
.next-booking__facts dt { font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.06em; }
.next-booking__facts dd { font-size: 1.1em; font-weight: 600; white-space: nowrap; }
`;

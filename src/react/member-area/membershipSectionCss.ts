/**
 * CSS of the member area's Membership section (the member's current membership, like the card in
 * their wallet), adopted when the section first opens.
 */
export const membershipSectionCss = `
.membership-current {
  display: flex; flex-wrap: wrap; gap: 0.75em calc(var(--cinema-space) * 2); max-width: 32rem;
  margin: 0 0 calc(var(--cinema-space) * 1.5); padding: var(--cinema-space);
  background: var(--cinema-color-surface); border: 1px solid var(--cinema-color-border);
  border-left: 6px solid var(--cinema-color-accent); border-radius: var(--cinema-radius);
  box-shadow: var(--cinema-shadow);
}
.membership-current dt { font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.06em; }
.membership-current dd { font-size: 1.1em; font-weight: 600; }
.membership-current .membership-current__name {
  font-family: var(--cinema-font-family-heading); font-size: 1.35em; font-weight: 700;
}
.membership-current div:first-child { flex-basis: 100%; }
`;

import { startTransition, useId, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link AccordionSection}. */
export interface AccordionSectionProps {
  title: string;
  open: boolean;
  /**
   * Open and not allowed to collapse (product-rules §7.2: the gift card row while gift cards are
   * applied).
   */
  locked?: boolean;
  /**
   * Draw the panel's content only once the row has been opened, and keep it from then on (with
   * what was typed in it): for a row most buyers never open.
   */
  whenOpened?: boolean;
  onToggle(): void;
  children: ReactNode;
}

/**
 * One row of an accordion (WAI-ARIA accordion pattern): a heading holding a button with
 * `aria-expanded` and `aria-controls`, and a labelled region shown only while open. The button
 * toggles with Enter and Space natively; arrow keys are handled by the accordion around it.
 */
export function AccordionSection({
  title,
  open,
  locked = false,
  whenOpened = false,
  onToggle,
  children,
}: AccordionSectionProps) {
  const headerId = useId();
  const panelId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <div className="accordion__item">
      <h4 part="heading" className="accordion__heading">
        <button
          part="button"
          type="button"
          id={headerId}
          className="accordion__trigger"
          aria-expanded={open}
          aria-controls={panelId}
          // The pattern's way to say "this open panel cannot be collapsed".
          aria-disabled={locked ? true : undefined}
          data-accordion-header=""
          onClick={() => {
            // The press is painted first; the page's render of the change (the panels, the
            // wallet's button) follows it, a transition (docs/speed.md, "Interactions").
            if (!locked) startTransition(onToggle);
          }}
        >
          <span>{title}</span>
          <span className="accordion__icon" aria-hidden="true" />
        </button>
      </h4>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headerId}
        className="accordion__panel"
        hidden={!open}
        // Closed, the panel keeps its layout where the browser can (paymentCss.ts) rather than
        // being taken out of the page: out of the accessibility tree all the same.
        aria-hidden={open ? undefined : true}
      >
        {(opened || open || !whenOpened) && children}
      </div>
    </div>
  );
}

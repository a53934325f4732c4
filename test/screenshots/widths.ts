/**
 * The widths every state is recorded at: a desktop, a common phone (390 px) and the narrowest
 * phone a page must still work on (320 px, WCAG 1.4.10's reflow width).
 */
export const SHOT_WIDTHS = [1280, 390, 320] as const;

/**
 * Component CSS shared by every element's shadow root. It uses only the `--cinema-*` tokens whose
 * defaults {@link themeCss} sets (plus the layout ones whose defaults `:host` sets below), so a
 * theme or a host page changes the look without touching these rules.
 */
export const baseCss = `
:host {
  --cinema-theme-space: 1rem;
  --cinema-theme-control-height: 2.75rem;
  display: block;
  box-sizing: border-box;
  color: var(--cinema-color-text);
  font-family: var(--cinema-font-family);
  font-size: var(--cinema-font-size);
  line-height: 1.5;
  -webkit-text-size-adjust: 100%;
}
:host([hidden]) { display: none; }
/* The cart summary is a pill in a page header. */
:host(cinema-cart-summary) { --cinema-theme-space: 0; display: inline-block; }
*, *::before, *::after { box-sizing: inherit; }

.base {
  position: relative;
  /* The space the page keeps for the element (src/dom/reserveSpace.ts), filled in every state. */
  min-height: inherit;
  padding: var(--cinema-space);
  background: var(--cinema-color-bg);
  color: var(--cinema-color-text);
  border-radius: var(--cinema-radius);
}
.surface {
  background: var(--cinema-color-surface);
  border: 1px solid var(--cinema-color-border);
  border-radius: var(--cinema-radius);
  box-shadow: var(--cinema-shadow);
  padding: var(--cinema-space);
}

h1, h2, h3, h4 {
  margin: 0 0 calc(var(--cinema-space) * 0.75);
  font-family: var(--cinema-font-family-heading);
  text-transform: var(--cinema-heading-transform);
  letter-spacing: var(--cinema-heading-letter-spacing);
  line-height: 1.2;
}
h1 { font-size: 1.75em; }
h2 { font-size: 1.5em; }
h3 { font-size: 1.25em; }
h4 { font-size: 1.1em; }
p { margin: 0 0 calc(var(--cinema-space) * 0.75); }
.muted { color: var(--cinema-color-muted); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25em 1em; margin: 0; }
dt { color: var(--cinema-color-muted); }
/* A value breaks inside a word only when the word is wider than the whole line. */
dd { margin: 0; overflow-wrap: break-word; }

a {
  color: var(--cinema-color-link);
  text-decoration: underline;
  text-underline-offset: 0.15em;
}
a:hover { text-decoration-thickness: 2px; }

button, .button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: var(--cinema-control-height);
  padding: 0.5em 1.25em;
  border: 1px solid var(--cinema-color-accent);
  border-radius: var(--cinema-radius);
  background: var(--cinema-color-accent);
  color: var(--cinema-color-accent-text);
  font: inherit;
  font-weight: 600;
  text-transform: var(--cinema-heading-transform);
  letter-spacing: var(--cinema-heading-letter-spacing);
  cursor: pointer;
}
/* The hover is instant: a filter transition here ran through every press (a tap on a phone hovers
   as it presses), and cost 'Next' a quarter of its interaction (docs/speed.md "Interactions"). */
button:hover:not(:disabled):not([aria-disabled="true"]), .button:hover { filter: brightness(1.08); }
button:disabled, button[aria-disabled="true"], .button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.button--secondary {
  background: transparent;
  color: var(--cinema-color-text);
  border-color: var(--cinema-color-border);
}
.button--link {
  min-height: 0;
  padding: 0;
  border: 0;
  background: none;
  color: var(--cinema-color-link);
  font-weight: inherit;
  text-transform: none;
  letter-spacing: normal;
  text-decoration: underline;
}

label { display: block; margin-bottom: 0.25em; font-weight: 600; }
input, select, textarea {
  display: block;
  width: 100%;
  min-height: var(--cinema-control-height);
  padding: 0.5em 0.75em;
  border: 1px solid var(--cinema-color-border);
  border-radius: var(--cinema-radius);
  background: var(--cinema-color-surface);
  color: var(--cinema-color-text);
  /* 16px at least: smaller inputs make iOS Safari zoom the page on focus. */
  font: inherit;
  font-size: max(16px, 1em);
}
/*
 * A select's face is ours in every engine: WebKit paints its native menu button with its own light
 * background whatever the theme says, so the arrow is drawn here (gradients, no image: a strict
 * CSP may refuse data: images) in the text colour.
 */
select {
  -webkit-appearance: none;
  appearance: none;
  padding-right: 2.5em;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 1.3em) 55%, calc(100% - 0.95em) 55%;
  background-size: 0.35em 0.35em;
  background-repeat: no-repeat;
}
option { background-color: var(--cinema-color-surface); color: var(--cinema-color-text); }
/*
 * Checkboxes are drawn by us too: the engines' own unticked boxes have light grey edges (1.6:1 on
 * white in WebKit, 3:1 or less in Firefox), under WCAG's 3:1 for a control. Ours use the theme's
 * border colour (3:1 on bg and surface), the accent when ticked, and the engine's own control
 * again in forced colours, where the system's colours must show. (No element has radios; the
 * cross-engine legibility checks measure any that come.)
 */
input[type="checkbox"] {
  -webkit-appearance: none;
  appearance: none;
  display: inline-grid;
  place-content: center;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  min-height: 0;
  margin: 0 0.5em 0 0;
  padding: 0;
  border: 2px solid var(--cinema-color-border);
  border-radius: calc(min(var(--cinema-radius), 0.3em));
  background: var(--cinema-color-surface);
  vertical-align: middle;
  cursor: pointer;
}
input[type="checkbox"]::before {
  content: "";
  width: 0.7em;
  height: 0.7em;
  transform: scale(0);
  background: var(--cinema-color-accent-text);
  clip-path: polygon(12% 48%, 0 64%, 40% 100%, 100% 18%, 86% 4%, 40% 70%);
}
input[type="checkbox"]:checked { border-color: var(--cinema-color-accent); background: var(--cinema-color-accent); }
input[type="checkbox"]:checked::before { transform: scale(1); }
input[type="checkbox"]:disabled { opacity: 0.55; cursor: not-allowed; }
@media (forced-colors: active) {
  input[type="checkbox"] { -webkit-appearance: auto; appearance: auto; }
  input[type="checkbox"]::before { content: none; }
}
[aria-invalid="true"] { border-color: var(--cinema-color-error); }
.field { margin-bottom: var(--cinema-space); }

:focus-visible {
  outline: 3px solid var(--cinema-color-focus);
  outline-offset: 2px;
}

.field-error { color: var(--cinema-color-error); }
.field-error { margin: 0.25em 0 0; font-size: 0.9em; }
.success { color: var(--cinema-color-success); }
.alert {
  margin: 0 0 var(--cinema-space);
  padding: calc(var(--cinema-space) * 0.75) var(--cinema-space);
  border: 1px solid var(--cinema-color-error);
  border-left-width: 4px;
  border-radius: var(--cinema-radius);
  background: var(--cinema-color-surface);
  color: var(--cinema-color-text);
}
.alert__title { margin: 0 0 0.25em; font-weight: 700; color: var(--cinema-color-error); }
.alert ul { margin: 0; padding-left: 1.25em; }

.spinner {
  display: inline-block;
  width: 2em;
  height: 2em;
  border: 3px solid var(--cinema-color-border);
  border-top-color: var(--cinema-color-accent);
  border-radius: 50%;
  animation: cinema-spin 0.8s linear infinite;
}
@keyframes cinema-spin { to { transform: rotate(360deg); } }

.visually-hidden {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; scroll-behavior: auto !important; }
}
/* A page of an element loading on demand (payment, thanks). */
.page-loading { display: flex; justify-content: center; padding: var(--cinema-space); }
/* Forms: the required mark, the form's hint, and GOV.UK's "There is a problem" summary. */
.required-mark { color: var(--cinema-color-error); font-weight: 700; }
.form-hint { margin: 0 0 var(--cinema-space); font-size: 0.9em; }
input[readonly] { background: transparent; }
`;

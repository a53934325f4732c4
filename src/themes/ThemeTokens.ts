/** Colour roles every theme fills; each becomes `--cinema-color-<role in kebab case>`. */
export interface ThemeColors {
  /** Page-facing background of the element. */
  bg: string;
  /** Raised areas: cards, inputs, the order summary. */
  surface: string;
  /** Body text on `bg` and `surface`. */
  text: string;
  /** Secondary text (hints, labels of less weight) on `bg` and `surface`. */
  muted: string;
  /** Primary buttons and highlights. */
  accent: string;
  /** Text and icons drawn on `accent`. */
  accentText: string;
  /** Links on `bg` and `surface`. */
  link: string;
  /** Input and card borders; must stay visible (3:1) on `bg` and `surface`. */
  border: string;
  /** The focus-visible ring. */
  focus: string;
  /** Error text and invalid-field borders. */
  error: string;
  /** Confirmation text. */
  success: string;
}

/** One theme's design tokens; {@link themeCss} turns them into `--cinema-*` custom properties. */
export interface ThemeTokens {
  /** Human name, e.g. "Ritz". */
  label: string;
  colors: ThemeColors;
  /** Body font stack (system fonts only: the product loads nothing from other origins). */
  fontFamily: string;
  /** Heading font stack. */
  fontFamilyHeading: string;
  /** Base font size of the element. */
  fontSize: string;
  /** Corner radius of buttons, inputs and cards. */
  radius: string;
  /** `text-transform` of headings. */
  headingTransform: 'none' | 'uppercase';
  /** `letter-spacing` of headings. */
  headingLetterSpacing: string;
  /** Box shadow of raised surfaces. */
  shadow: string;
  /**
   * Whether the theme is light or dark. Native controls (select menus, date pickers, scroll bars)
   * are painted by the engine, not by our colours: WebKit paints a select's face light unless told
   * the scheme is dark, which left a dark theme's light text on a light control.
   */
  colorScheme: 'light' | 'dark';
}

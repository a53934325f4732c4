/**
 * A member type in words: the first letter in upper case and camel case split into words
 * ("adult" → "Adult", "freeAdult" → "Free Adult", "adultGold" → "Adult Gold").
 */
export const capitalise = (text: string): string =>
  text.charAt(0).toUpperCase() + text.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2');

/** The text with its first letter in upper case: "adult" → "Adult". */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

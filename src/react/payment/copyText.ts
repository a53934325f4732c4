/**
 * Put `text` on the clipboard (the seam tests replace). A browser, insecure page or host frame
 * without clipboard access resolves false; the buyer can still select the text on screen.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

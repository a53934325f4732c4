/**
 * Open the browser's print dialog (the seam tests replace). A browser or host frame that blocks
 * printing (a sandboxed iframe) throws; the buyer keeps the receipt on screen instead.
 */
export function printPage(): boolean {
  try {
    window.print();
    return true;
  } catch {
    return false;
  }
}

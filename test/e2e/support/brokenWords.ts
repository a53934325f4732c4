/**
 * Words the layout broke across lines: narrow widths may wrap between words, never inside one
 * (an e-mail address split as `alex.citizen@examp / le.com`). A word is a run of text between
 * breaking spaces within one run of sibling text nodes, so a no-break space joins (`+98 points`
 * written with one is one word) and an element ends a word (a `<wbr>` marks an allowed break).
 * `locator.evaluateAll(brokenWordsIn)` runs it in the page; it must stay self-contained.
 */
import type { Locator } from '@playwright/test';

/**
 * Each word in `elements`' text that lies on more than one line, as its text; with `whole`, each
 * element whose whole text does (a figure and its unit that must stay together).
 */
export function brokenWordsIn(elements: Element[], whole = false): string[] {
  /** Whether a box of `range` starts below the bottom of the one before: a later line. */
  const wraps = (range: Range) => {
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
    return boxes.some((box, i) => i > 0 && box.top >= (boxes[i - 1] as DOMRect).bottom - 1);
  };
  if (whole) {
    return elements
      .filter((element) => {
        const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const first = walker.nextNode() as Text | null;
        let last = first;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node as Text;
        if (!first || !last) return false;
        const range = element.ownerDocument.createRange();
        range.setStart(first, 0);
        range.setEnd(last, last.data.length);
        return wraps(range);
      })
      .map((element) => element.textContent ?? '');
  }
  const broken: string[] = [];
  const runs: Text[][] = [];
  for (const element of elements) {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const run = runs[runs.length - 1];
      if (run && run[run.length - 1] === node.previousSibling) run.push(node as Text);
      else runs.push([node as Text]);
    }
  }
  for (const nodes of runs) {
    const document = (nodes[0] as Text).ownerDocument;
    const text = nodes.map((node) => node.data).join('');
    /** The text node and offset of character `index` of `text` (`end`: the place after it). */
    const place = (index: number, end: boolean): [Text, number] => {
      let start = 0;
      for (const node of nodes) {
        const after = start + node.data.length;
        if (end ? index <= after : index < after) return [node, index - start];
        start = after;
      }
      const last = nodes[nodes.length - 1] as Text;
      return [last, last.data.length];
    };
    // Breaking white space only: U+00A0 (no-break space) is not in this class.
    for (const match of text.matchAll(/[^ \t\n\r\f]+/g)) {
      const range = document.createRange();
      range.setStart(...place(match.index, false));
      range.setEnd(...place(match.index + match[0].length, true));
      if (wraps(range)) broken.push(match[0]);
    }
  }
  return broken;
}

/** The words the layout broke in the elements `locator` matches (none expected). */
export function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll(brokenWordsIn, false);
}

/** The texts of the elements `locator` matches that the layout wrapped onto another line. */
export function wrappedTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll(brokenWordsIn, true);
}

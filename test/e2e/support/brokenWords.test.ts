import { brokenWordsIn } from './brokenWords';

/** Lay each character of the page out on a grid: `width` characters a line, 10 px each. */
function layOut(width: number) {
  vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(function (this: Range) {
    const all = this.startContainer.ownerDocument?.body.textContent ?? '';
    const before = (node: Node, offset: number) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let count = 0;
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (text === node) return count + offset;
        count += (text as Text).data.length;
      }
      return all.length;
    };
    const from = before(this.startContainer, this.startOffset);
    const to = before(this.endContainer, this.endOffset);
    const lines = new Map<number, DOMRect>();
    for (let i = from; i < to; i += 1) {
      const line = Math.floor(i / width);
      const box = lines.get(line);
      const left = (i % width) * 10;
      lines.set(line, new DOMRect(box?.left ?? left, line * 20, (box?.width ?? 0) + 10, 20));
    }
    return [...lines.values()] as unknown as DOMRectList;
  });
}

describe('brokenWordsIn', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds a word laid out on two lines, across sibling text nodes too', () => {
    const dd = document.createElement('dd');
    dd.append('sam@', 'example.com +98\u00a0points');
    document.body.append(dd);
    layOut(8);
    // "sam@example.com" is characters 0-14 (lines 0 and 1); "+98 points" 16-25 (lines 2 and 3).
    expect(brokenWordsIn([dd])).toEqual(['sam@example.com', '+98\u00a0points']);
  });

  it('ends a word at an element: a <wbr> break, or the next block', () => {
    document.body.innerHTML = '<li><p>Tickets</p><p>sam@<wbr>example.com</p></li>';
    layOut(7);
    // "Tickets" is line 0; "sam@" line 1 (characters 7-10); "example.com" lines 1-3 (11-21).
    expect(brokenWordsIn([document.body.firstElementChild as Element])).toEqual(['example.com']);
  });

  it('with whole, names each element whose text wraps at all', () => {
    document.body.innerHTML = '<p><span>+98 pts</span> <span>$4</span></p>';
    layOut(4);
    // "+98 " is line 0, "pts" line 1 (characters 4-6), "$4" line 2 (8-9): no word broken.
    const spans = [...document.querySelectorAll('span')];
    expect(brokenWordsIn(spans, true)).toEqual(['+98 pts']);
    expect(brokenWordsIn(spans)).toEqual([]);
  });

  it('passes words that each fit on one line, however the lines wrap between them', () => {
    document.body.innerHTML = '<dd>Seats F7, F8</dd>';
    layOut(6);
    // "Seats " fills line 0; "F7, F8" is line 1.
    expect(brokenWordsIn([document.body.firstElementChild as Element])).toEqual([]);
  });
});

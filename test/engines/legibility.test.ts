import { PNG } from 'pngjs';
import { contrast, measureBox } from './legibility';

/** A `width`×`height` image of `background` with a block of `ink` where text would be. */
function image(background: number[], ink: number[], inkPixels: number): PNG {
  const png = new PNG({ width: 40, height: 20 });
  for (let i = 0; i < 40 * 20; i += 1) {
    const colour = i < inkPixels ? ink : background;
    png.data.set([...colour, 255], i * 4);
  }
  return png;
}

describe('measureBox', () => {
  const box = { label: 'select', x: 0, y: 0, width: 40, height: 20 };

  it("reads WebKit's light select face under Lido's light text as illegible", () => {
    const png = image([0xf4, 0xf4, 0xf4], [0xe6, 0xf6, 0xf7], 60);
    const measured = measureBox(png, box, 1);
    expect(measured.background).toBe('#f4f4f4');
    expect(measured.ink).toBe('#e6f6f7');
    expect(measured.contrast).toBeLessThan(1.1);
  });

  it("reads Lido's own surface under the same text as legible", () => {
    const measured = measureBox(image([0x0b, 0x3a, 0x42], [0xe6, 0xf6, 0xf7], 60), box, 1);
    expect(measured).toEqual({ background: '#0b3a42', ink: '#e6f6f7', contrast: 11.12 });
  });

  it('measures only the box, in device pixels', () => {
    // The dark ink sits in the first row; a box below it sees only the background.
    const png = image([255, 255, 255], [0, 0, 0], 40);
    expect(measureBox(png, { ...box, y: 5, height: 5 }, 1).contrast).toBe(1);
    expect(measureBox(png, { ...box, width: 20, height: 10 }, 2).contrast).toBe(21);
  });
});

describe('contrast', () => {
  it('is WCAG contrast, order-independent', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = readFileSync(path.join(import.meta.dirname, 'record-errors.js'), 'utf8');

/** Load the recorder as a test page does, and return what it records. */
function record(): string[] {
  const original = console.error;
  // The recorder passes console.error on; keep the test's output clean.
  console.error = () => {};
  (0, eval)(SOURCE);
  const errors = Reflect.get(window, '__cinemaErrors') as string[];
  onTestFinished(() => {
    console.error = original;
    Reflect.deleteProperty(window, '__cinemaErrors');
  });
  return errors;
}

describe('record-errors.js', () => {
  it("records console.error, uncaught errors and rejections nobody handled, in the page's words", () => {
    const errors = record();
    console.error('the payment page', new TypeError('x is not a function'));
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'boom', error: new RangeError('out of range') }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('nobody caught me');
    window.dispatchEvent(rejection);
    expect(errors).toEqual([
      'console.error: the payment page TypeError: x is not a function',
      'uncaught: RangeError: out of range',
      'unhandled rejection: Error: nobody caught me',
    ]);
  });

  it('records an image, script or style that failed to load, by its address', () => {
    const errors = record();
    const image = document.createElement('img');
    image.src = 'https://cdn.example/missing.png';
    document.body.append(image);
    // A load error does not bubble; the recorder listens in the capture phase.
    image.dispatchEvent(new Event('error'));
    image.remove();
    expect(errors).toEqual(['failed to load: https://cdn.example/missing.png']);
  });
});

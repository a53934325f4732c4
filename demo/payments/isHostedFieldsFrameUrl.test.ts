import { isHostedFieldsFrameUrl } from './isHostedFieldsFrameUrl';

const is = (url: string) => isHostedFieldsFrameUrl(new URL(url));

describe('isHostedFieldsFrameUrl', () => {
  it('matches the frame on the assets host, minified or not', () => {
    expect(
      is('https://assets.braintreegateway.com/web/3.102.0/html/hosted-fields-frame.min.html'),
    ).toBe(true);
    expect(
      is('https://assets.braintreegateway.com/web/3.102.0/html/hosted-fields-frame.html'),
    ).toBe(true);
  });

  it('matches the page-relative offline path under any page folder', () => {
    expect(
      is('http://127.0.0.1:4321/undefined/web/3.102.0/html/hosted-fields-frame.min.html'),
    ).toBe(true);
    expect(
      is('http://127.0.0.1:4321/demo/test/undefined/web/3.102.0/html/hosted-fields-frame.min.html'),
    ).toBe(true);
  });

  it('does not match other versions, other frames, other hosts or a bare local path', () => {
    expect(
      is('https://assets.braintreegateway.com/web/3.101.0/html/hosted-fields-frame.min.html'),
    ).toBe(false);
    expect(is('https://assets.braintreegateway.com/web/3.102.0/html/dispatch-frame.min.html')).toBe(
      false,
    );
    expect(
      is('https://api.sandbox.braintreegateway.com/web/3.102.0/html/hosted-fields-frame.min.html'),
    ).toBe(false);
    expect(is('http://127.0.0.1:4321/web/3.102.0/html/hosted-fields-frame.min.html')).toBe(false);
  });
});

import { isWalletScriptUrl } from './wallets';

const is = (url: string) => isWalletScriptUrl(new URL(url));

describe('isWalletScriptUrl', () => {
  it('matches the scripts wallets.ts answers, with any query', () => {
    expect(is('https://pay.google.com/gp/p/js/pay.js')).toBe(true);
    expect(is('https://www.paypal.com/sdk/js?components=buttons&currency=AUD&client-id=x')).toBe(
      true,
    );
    expect(is('https://www.sandbox.paypal.com/sdk/js?client-id=x')).toBe(true);
    expect(is('https://c.paypal.com/da/r/fb.js')).toBe(true);
  });

  it('leaves the gateway and everything else to other routes', () => {
    expect(is('https://www.paypal.com/checkoutnow?token=EC-1')).toBe(false);
    expect(is('https://checkout.paypal.com/web/3.102.0/html/dispatch-frame.min.html')).toBe(false);
    expect(is('http://pay.google.com/gp/p/js/pay.js')).toBe(false);
    expect(
      is('https://api.sandbox.braintreegateway.com/merchants/demo/client_api/v1/configuration'),
    ).toBe(false);
  });
});

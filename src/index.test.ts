import * as root from './index';

describe('package root', () => {
  it('defines nothing on import', () => {
    expect(customElements.get('cinema-festival-pass')).toBeUndefined();
  });

  it('defineAll() defines every element and is idempotent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    root.defineAll();
    root.defineAll();
    expect(customElements.get('cinema-festival-pass')).toBe(root.FestivalPassElement);
    expect(customElements.get('cinema-cart-summary')).toBe(root.CartSummaryElement);
    expect(customElements.get('cinema-shop-cart')).toBe(root.ShopCartElement);
    expect(customElements.get('cinema-member-area')).toBe(root.MemberAreaElement);
    expect(customElements.get('cinema-newsletter')).toBe(root.NewsletterElement);
    expect(customElements.get('cinema-membership')).toBe(root.MembershipElement);
    expect(warn).not.toHaveBeenCalled();
  });

  it('exposes only the public API: no internal helpers', () => {
    expect(Object.keys(root).sort()).toEqual(
      [
        'ApiError',
        'BotCheckError',
        'CART_SUMMARY_TAG',
        'CartSummaryElement',
        'ConfigError',
        'DEFAULT_THEME',
        'FESTIVAL_PASS_TAG',
        'FestivalPassElement',
        'MEMBER_AREA_TAG',
        'MemberAreaElement',
        'MEMBERSHIP_TAG',
        'MembershipElement',
        'NEWSLETTER_TAG',
        'NewsletterElement',
        'PaymentError',
        'SHOP_CART_TAG',
        'SchemaError',
        'ShopCartElement',
        'THEME_NAMES',
        'VERSION',
        'clearPersonalData',
        'defineAll',
        'defineElement',
        'isApiError',
        'isBotCheckError',
        'isConfigError',
        'isPaymentError',
        'isSchemaError',
      ].sort(),
    );
  });

  it('exposes the version, errors and theme names', () => {
    expect(root.VERSION).toBe(__CINEMA_VERSION__);
    expect(root.VERSION).not.toBe('');
    expect(
      new root.ConfigError('Missing attribute data-cinema-id.', 'data-cinema-id'),
    ).toBeInstanceOf(Error);
    expect(root.isBotCheckError(new root.BotCheckError('x'))).toBe(true);
    expect(root.THEME_NAMES).toEqual(['ritz', 'cameo', 'classic', 'lido']);
  });
});

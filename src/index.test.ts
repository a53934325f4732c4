import { elementNames } from '../scripts/lib/elementRegistry.mjs';
import type { CinemaTag } from './elements/descriptor';
import { DESCRIPTORS } from './elements/descriptors';
import * as root from './index';

/** Every element's tag, from its descriptor. */
const TAGS = Object.keys(DESCRIPTORS) as CinemaTag[];
/** `cinema-gift-shop` → the names the root exports for it: `GIFT_SHOP_TAG`, `GiftShopElement`. */
const exportedNames = (tag: CinemaTag) => {
  const { tagConst, className } = elementNames(tag.slice('cinema-'.length));
  return { tagConst, className };
};
const exported = root as Record<string, unknown>;

describe('package root', () => {
  it('defines nothing on import', () => {
    expect(customElements.get('cinema-festival-pass')).toBeUndefined();
  });

  it('defineAll() defines every element and is idempotent', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    root.defineAll();
    root.defineAll();
    expect(customElements.get('cinema-festival-pass')).toBe(root.FestivalPassElement);
    for (const tag of TAGS) {
      const { tagConst, className } = exportedNames(tag);
      expect(exported[tagConst], tagConst).toBe(tag);
      expect(exported[className], className).toBeTypeOf('function');
      expect(customElements.get(tag), tag).toBe(exported[className]);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('exposes only the public API: no internal helpers', () => {
    expect(Object.keys(root).sort()).toEqual(
      [
        // Each element's tag and class.
        ...TAGS.flatMap((tag) => Object.values(exportedNames(tag))),
        'ApiError',
        'BotCheckError',
        'ConfigError',
        'DEFAULT_THEME',
        'PaymentError',
        'SchemaError',
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
    // Not vacuous: the descriptors name the elements.
    expect(TAGS).toContain('cinema-festival-pass');
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

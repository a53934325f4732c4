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
    expect(warn).not.toHaveBeenCalled();
  });

  it('exposes the version, errors, events and theme names', () => {
    expect(root.VERSION).toBe(__CINEMA_VERSION__);
    expect(root.VERSION).not.toBe('');
    expect(
      new root.ConfigError('Missing attribute data-cinema-id.', 'data-cinema-id'),
    ).toBeInstanceOf(Error);
    expect(root.isBotCheckError(new root.BotCheckError('x'))).toBe(true);
    expect(root.createCinemaEvent('cinema-error', { message: 'x' }).composed).toBe(true);
    expect(root.THEME_NAMES).toEqual(['ritz', 'cameo', 'classic', 'lido']);
  });
});

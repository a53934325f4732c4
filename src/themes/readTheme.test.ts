import { readTheme } from './readTheme';

describe('readTheme', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('is Classic when the page root has no theme class', () => {
    expect(readTheme()).toBe('classic');
  });

  it.each(['ritz', 'cameo', 'classic', 'lido'] as const)('reads the class %s', (name) => {
    document.documentElement.className = `js ${name}`;
    expect(readTheme()).toBe(name);
  });

  it('accepts the theme- prefix and any letter case', () => {
    document.documentElement.className = 'theme-lido';
    expect(readTheme()).toBe('lido');
    document.documentElement.className = 'Theme-Ritz';
    expect(readTheme()).toBe('ritz');
  });

  it('treats anything else as Classic', () => {
    document.documentElement.className = 'ritzy dark-mode theme-odeon';
    expect(readTheme()).toBe('classic');
  });

  it('reads another root when given one', () => {
    const root = document.createElement('div');
    root.className = 'cameo';
    expect(readTheme(root)).toBe('cameo');
    expect(readTheme(null)).toBe('classic');
  });
});

import { imageUrl } from './imageUrl';

describe('imageUrl', () => {
  it('adds auto=compress,format to an absolute URL', () => {
    expect(imageUrl('https://img.example/poster.jpg')).toBe(
      'https://img.example/poster.jpg?auto=compress,format',
    );
  });

  it('adds width, height and fit when asked', () => {
    expect(imageUrl('https://img.example/p.jpg', { w: 320, h: 180, fit: 'crop' })).toBe(
      'https://img.example/p.jpg?auto=compress,format&w=320&h=180&fit=crop',
    );
  });

  it('rounds sizes and ignores sizes that are not positive numbers', () => {
    expect(imageUrl('/p.jpg', { w: 319.6, h: 0 })).toBe('/p.jpg?auto=compress,format&w=320');
    expect(imageUrl('/p.jpg', { w: Number.NaN, h: -5 })).toBe('/p.jpg?auto=compress,format');
  });

  it('keeps existing query parameters and the hash', () => {
    expect(imageUrl('https://img.example/p.jpg?v=3&crop=faces#top', { w: 100 })).toBe(
      'https://img.example/p.jpg?v=3&crop=faces&auto=compress,format&w=100#top',
    );
  });

  it('replaces an existing size instead of repeating it', () => {
    expect(imageUrl('/p.jpg?w=50&q=80', { w: 100 })).toBe('/p.jpg?q=80&auto=compress,format&w=100');
  });

  it('keeps an existing size when no new one is given', () => {
    expect(imageUrl('/p.jpg?w=50')).toBe('/p.jpg?w=50&auto=compress,format');
  });

  it('merges with an existing auto parameter without duplicates', () => {
    expect(imageUrl('/p.jpg?auto=enhance')).toBe('/p.jpg?auto=enhance,compress,format');
    expect(imageUrl('/p.jpg?auto=format')).toBe('/p.jpg?auto=format,compress');
  });

  it('works for relative and protocol-relative URLs', () => {
    expect(imageUrl('images/p.png')).toBe('images/p.png?auto=compress,format');
    expect(imageUrl('//cdn.example/p.png')).toBe('//cdn.example/p.png?auto=compress,format');
    expect(imageUrl('/p.png#x')).toBe('/p.png?auto=compress,format#x');
  });

  it('leaves data:, blob: and empty URLs alone', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(imageUrl(data, { w: 10 })).toBe(data);
    expect(imageUrl('blob:https://site.example/1234-abcd')).toBe(
      'blob:https://site.example/1234-abcd',
    );
    expect(imageUrl('')).toBe('');
  });

  it('gives a URL the browser can parse with the parameters it expects', () => {
    const url = new URL(imageUrl('https://img.example/p.jpg?x=a%20b', { w: 64, fit: 'max' }));
    expect(url.searchParams.get('auto')).toBe('compress,format');
    expect(url.searchParams.get('x')).toBe('a b');
    expect(url.searchParams.get('w')).toBe('64');
    expect(url.searchParams.get('fit')).toBe('max');
  });
});

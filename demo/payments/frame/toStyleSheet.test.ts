import { toStyleSheet } from './toStyleSheet';

const ALLOWED = ['font-size', 'color', 'font-family'];

describe('toStyleSheet', () => {
  it('writes allowed declarations per selector', () => {
    expect(
      toStyleSheet(
        { input: { 'font-size': '16px', color: '#333' }, '.invalid': { color: 'red' } },
        ALLOWED,
      ),
    ).toBe('input{font-size:16px;color:#333;}.invalid{color:red;}');
  });

  it('drops properties braintree-web does not allow, and values that could escape or load things', () => {
    expect(
      toStyleSheet({ input: { position: 'fixed', color: 'red;}body{display:none' } }, ALLOWED),
    ).toBe('');
    expect(toStyleSheet({ input: { 'font-family': 'url(https://x.example/f)' } }, ALLOWED)).toBe(
      '',
    );
    expect(toStyleSheet({ 'input{}body': { color: 'red' } }, ALLOWED)).toBe('');
  });

  it('keeps media queries', () => {
    expect(
      toStyleSheet({ '@media (max-width: 600px)': { input: { 'font-size': '14px' } } }, ALLOWED),
    ).toBe('@media (max-width: 600px){input{font-size:14px;}}');
  });

  it('ignores a missing style option', () => {
    expect(toStyleSheet(undefined, ALLOWED)).toBe('');
  });
});

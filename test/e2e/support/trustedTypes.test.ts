import { DEFAULT_POLICY_SCRIPT, withScriptFirst } from './trustedTypes';

describe('withScriptFirst', () => {
  it('puts the script before the page’s first script, as a host pastes it in its head', () => {
    const html = [
      '<head>',
      '    <meta charset="utf-8" />',
      '    <script src="/demo/test/record-errors.js"></script>',
      '    <script type="module" src="/cdn/cinema-elements.js"></script>',
      '</head>',
    ].join('\n');
    const pasted = withScriptFirst(html, DEFAULT_POLICY_SCRIPT);
    expect(pasted.indexOf(DEFAULT_POLICY_SCRIPT)).toBeLessThan(pasted.indexOf('record-errors'));
    expect(pasted.match(/<script/g)).toHaveLength(3);
    expect(pasted.replace(`<script src="${DEFAULT_POLICY_SCRIPT}"></script>\n    `, '')).toBe(html);
  });

  it('refuses a page with no script to put it before', () => {
    expect(() => withScriptFirst('<p>nothing</p>', DEFAULT_POLICY_SCRIPT)).toThrow(/no <script>/);
  });
});

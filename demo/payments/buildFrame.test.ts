import { buildFrame } from './buildFrame';
import { inlineScript } from './bundleForBrowser';

describe('buildFrame', () => {
  it('builds one HTML page with the frame script inlined, once', async () => {
    const html = await buildFrame();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Secure card field</title>');
    // Exactly one closing tag: nothing inside the bundle can end the script early.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    // It speaks braintree-web's hosted-fields bus protocol.
    expect(html).toContain('hosted-fields:');
    expect(buildFrame()).toBe(buildFrame());
  }, 20_000);
});

describe('inlineScript', () => {
  it('escapes what would close the script element or open a comment', () => {
    expect(inlineScript('a="</script><!--"')).toBe('a="<\\/script><\\!--"');
  });
});

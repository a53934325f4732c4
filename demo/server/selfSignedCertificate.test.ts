// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { selfSignedCertificate, spkiHash } from './selfSignedCertificate';

describe('selfSignedCertificate', () => {
  it('makes a certificate for the demo’s own machine that its key signs', () => {
    const { key, cert } = selfSignedCertificate();
    const x509 = new X509Certificate(cert);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkIP('::1')).toBe('::1');
    expect(x509.checkHost('example.com')).toBeUndefined();
    expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(new Date(x509.validTo).getTime()).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
  });

  it('makes a new key every time', () => {
    expect(selfSignedCertificate().key).not.toBe(selfSignedCertificate().key);
  });
});

describe('spkiHash', () => {
  it('is what openssl computes for Chromium’s --ignore-certificate-errors-spki-list', () => {
    const { cert } = selfSignedCertificate();
    // The recipe Chromium's documentation gives, run by openssl itself.
    const openssl = spawnSync(
      'sh',
      [
        '-c',
        'openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64',
      ],
      { input: cert, encoding: 'utf8' },
    );
    expect(openssl.status, openssl.stderr).toBe(0);
    expect(spkiHash(cert)).toBe(openssl.stdout.trim());
  });
});

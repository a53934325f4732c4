/**
 * A throw-away TLS certificate for the demo and the bench, made at start so that they serve over
 * HTTP/2 as a CDN does (browsers speak HTTP/2 only over TLS; docs/bench.md). Node makes keys but
 * not certificates, so `openssl` makes it, in a temporary folder removed at once: the key lives
 * only in memory, and nothing is written into the repository.
 */
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A key and its self-signed certificate, PEM. */
export interface TlsCertificate {
  key: string;
  cert: string;
}

/** The names the certificate is good for: the demo's and the bench's own machine. */
const SUBJECT_ALT_NAME = 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1';

/**
 * Make a P-256 key and a certificate for localhost, 127.0.0.1 and ::1, valid for `days`. Throws
 * when `openssl` is missing or fails, saying so.
 */
export function selfSignedCertificate(days = 7): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'cinema-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    const run = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        String(days),
        '-subj',
        '/CN=localhost',
        '-addext',
        SUBJECT_ALT_NAME,
      ],
      { encoding: 'utf8' },
    );
    if (run.error) throw new Error(`openssl could not run (${run.error.message})`);
    if (run.status !== 0) throw new Error(`openssl failed: ${run.stderr.trim()}`);
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The certificate's public key as Chromium's `--ignore-certificate-errors-spki-list` names it
 * (base64 SHA-256 of the DER SubjectPublicKeyInfo): a browser given it trusts this certificate
 * and no other.
 */
export function spkiHash(cert: string): string {
  const der = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

// Certificates made for one test run with openssl, in a temp dir: a test CA and a leaf it signed for
// given DNS names (plus 127.0.0.1), and a self-signed leaf no one trusts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificates {
  caCert: string;
  leafKey: string;
  leafCert: string;
  selfSignedKey: string;
  selfSignedCert: string;
  cleanup(): void;
}

export function makeTestCertificates(dnsNames: string[] = ['mcp.test']): TestCertificates {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-tls-'));
  const p = (f: string) => path.join(dir, f);
  const openssl = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    p('ca.key'),
    '-out',
    p('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=Switchboard Test CA',
  ]);
  openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', p('leaf.key'), '-out', p('leaf.csr'), '-subj', `/CN=${dnsNames[0]}`]);
  const san = [...dnsNames.map((n) => `DNS:${n}`), 'IP:127.0.0.1'].join(',');
  fs.writeFileSync(p('ext.cnf'), `subjectAltName=${san}\nbasicConstraints=CA:FALSE\n`);
  openssl([
    'x509',
    '-req',
    '-in',
    p('leaf.csr'),
    '-CA',
    p('ca.crt'),
    '-CAkey',
    p('ca.key'),
    '-CAcreateserial',
    '-out',
    p('leaf.crt'),
    '-days',
    '2',
    '-extfile',
    p('ext.cnf'),
  ]);
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    p('self.key'),
    '-out',
    p('self.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  const read = (f: string) => fs.readFileSync(p(f), 'utf8');
  return {
    caCert: read('ca.crt'),
    leafKey: read('leaf.key'),
    leafCert: read('leaf.crt'),
    selfSignedKey: read('self.key'),
    selfSignedCert: read('self.crt'),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

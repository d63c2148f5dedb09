// What an owner may enter as a domain: a registrable-looking hostname, lower-cased, IDN as punycode.
import { domainToASCII } from 'node:url';
import { badRequest } from '../http/portal-error.js';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function normalizeDomain(input: string): string {
  const trimmed = input.trim().toLowerCase().replace(/\.$/, '');
  const ascii = domainToASCII(trimmed);
  const labels = ascii.split('.');
  if (!ascii || ascii.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/^[a-z]/.test(labels.at(-1)!)) {
    throw badRequest('Enter a domain name such as example.com (no scheme, no path).');
  }
  return ascii;
}

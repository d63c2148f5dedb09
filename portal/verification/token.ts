// Challenge tokens: 256 random bits, base64url; only their SHA-256 is ever stored.
import crypto from 'node:crypto';

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token.trim()).digest('hex');

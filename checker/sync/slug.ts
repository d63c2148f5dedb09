import crypto from 'node:crypto';

/**
 * URL slug of a registry name: `io.github.acme/weather-mcp` -> `io-github-acme-weather-mcp`.
 * Two names can fold to one slug (`a.b/c`, `a-b/c`); the later one gets a short hash of its name, so a
 * slug, once given, never moves to another server.
 */
export function baseSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'server'
  );
}

export function disambiguatedSlug(name: string): string {
  return `${baseSlug(name)}-${crypto.createHash('sha256').update(name).digest('hex').slice(0, 6)}`;
}

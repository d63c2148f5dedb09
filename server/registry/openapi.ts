// The OpenAPI extension document served at /v0.1/openapi.yaml: what Switchboard adds to the registry's
// API. It is a file beside this module (readable on its own); only the base URL and the `_meta` key,
// which belong to the deployment, are filled in.
import fs from 'node:fs';

const TEMPLATE = fs.readFileSync(new URL('./openapi-extension.yaml', import.meta.url), 'utf8');

export function openApiExtension(base: string, metaKey: string): string {
  return TEMPLATE.replaceAll('{{BASE}}', base).replaceAll('{{META_KEY}}', metaKey);
}

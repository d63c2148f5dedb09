// The real registry snapshot (CC0) in ../shared. Read it from there; never copy it into the project.
// It holds real public URLs: sync it, search it, but never point a checker at it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SNAPSHOT_PATH = path.resolve(root, '..', 'shared', 'data', 'registry', 'official-registry-servers-2025-12-18.json');

let cached: unknown[] | undefined;
export function snapshotItems(): unknown[] {
  cached ??= JSON.parse(fs.readFileSync(SNAPSHOT_PATH, 'utf8')) as unknown[];
  return structuredClone(cached);
}

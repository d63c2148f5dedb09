// Forms of the catalogue's vocabulary in French, Spanish, German, Portuguese and Italian as people type them in requests
// ("billetera" -> wallet, "voos" -> flights), each with the English word servers use: forms.json, written by
// scripts/search-forms.ts from helpers' lists (see there and docs/search.md; issue #11, session 25). Read after the
// hand-written tables (analyze.ts english()), which win. Data read as a file at start, not a TypeScript table: 8,845
// entries as code cost a loader's transform on every start.
import { readFileSync } from 'node:fs';
import { dictionary } from './dictionary.js';

const raw = JSON.parse(readFileSync(new URL('./forms.json', import.meta.url), 'utf8')) as { forms: Record<string, string[]> };
export const FORM_TRANSLATIONS: Readonly<Record<string, readonly string[]>> = dictionary(raw.forms);

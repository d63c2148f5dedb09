// Regenerates the `table` of catalog/search/written-translations.json from its `source`
// (`npx tsx scripts/build-search-translations.ts`); with file arguments, `source` becomes their entries, in
// order (the helpers' outputs: JSON arrays of { en, fr, es, de }). Prints how much it kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { invertTranslations, readWritten, writtenSkip } from '../catalog/search/written-translations.js';
import type { WrittenEntry, WrittenFile } from '../catalog/search/written-translations.js';

const file: WrittenFile = readWritten();
const inputs = process.argv.slice(2);
if (inputs.length > 0) file.source = inputs.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as WrittenEntry[]);
file.table = invertTranslations(file.source, writtenSkip());
const forms = file.source.reduce((n, e) => n + (e.fr?.length ?? 0) + (e.es?.length ?? 0) + (e.de?.length ?? 0), 0);
writeFileSync(new URL('../catalog/search/written-translations.json', import.meta.url), JSON.stringify(file, null, 1) + '\n');
console.log(`${file.source.length} English words, ${forms} forms written, ${Object.keys(file.table).length} foreign words kept`);

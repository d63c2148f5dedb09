// Writes catalog/search/forms.json (read by forms.ts as FORM_TRANSLATIONS) from the forms in scripts/search-forms/: `npx tsx scripts/search-forms.ts`
// (`--check`: say whether the file is what the tables make now, writing nothing).
// The forms were written by helpers who never saw the search or any judged set (BRIEF.md there): for the English words
// at least three servers' titles and descriptions use (english-words.txt) and everyday request words (everyday-words.txt),
// how people type them in French, Spanish, German, Portuguese and Italian (forms-LANG-01..09); then, to BRIEF2.md, for the
// words of the task tables and those two servers use (english-words-2.txt; forms-LANG-11..17). This script keeps only what the hand-written
// tables do not already read, and nothing an English request could be read as (issue #11, session 25).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'scripts', 'search-forms');
const OUT = path.join(ROOT, 'catalog', 'search', 'forms.json');
const CHECK = process.argv.includes('--check');

// The tables are read without the forms this script wrote before: it copies catalog/search into a temporary tree with an
// empty forms.json and runs itself again on that copy, so that the repository's file is only ever replaced whole, and
// `--check` (tests/catalog/search/generated-tables.test.ts) can compare it with what the tables make now without touching it.
if (!process.env.SEARCH_FORMS_TREE) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-forms-'));
  try {
    fs.cpSync(path.join(ROOT, 'catalog', 'search'), path.join(tmp, 'catalog', 'search'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'catalog', 'search', 'forms.json'), `${JSON.stringify({ forms: {} })}\n`);
    for (const shared of ['core', 'node_modules', 'package.json']) fs.symlinkSync(path.join(ROOT, shared), path.join(tmp, shared));
    const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, SEARCH_FORMS_TREE: path.join(tmp, 'catalog', 'search') },
    });
    process.exitCode = run.status ?? 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  process.exit();
}
// The copy's modules, typed as the repository's own.
const TREE = process.env.SEARCH_FORMS_TREE;
const from = <M>(file: string) => import(pathToFileURL(path.join(TREE, file)).href) as Promise<M>;
const { englishStems, isEnglishWord } = await from<typeof import('../catalog/search/english.js')>('english.ts');
const { TRANSLATIONS, FILLER } = await from<typeof import('../catalog/search/language.js')>('language.ts');
const { MORE_TRANSLATIONS, PHRASE_TRANSLATIONS } = await from<typeof import('../catalog/search/translations.js')>('translations.ts');
const { SYNONYMS } = await from<typeof import('../catalog/search/synonyms.js')>('synonyms.ts');
const { TASK_PHRASES } = await from<typeof import('../catalog/search/tasks.js')>('tasks.ts');
const { STOPWORDS } = await from<typeof import('../catalog/search/stopwords.js')>('stopwords.ts');
const { stem } = await from<typeof import('../catalog/search/stem.js')>('stem.ts');
const { synonymsOf } = await from<typeof import('../catalog/search/analyze.js')>('analyze.ts');

// Every English word's stem: a form with one would be read as that word's relative ("stocke", to store, stems to "stock":
// "apple stock" read "store").
const ENGLISH_STEMS = englishStems(stem);

// English words too general to carry a request's need ("varias" -> various), and inflected English keys (the stemmer reads
// "adding" as "ad", the advertisement): their forms are left to the base word's.
const GENERAL = new Set(
  (
    'various multiple several many much more most less new first last latest recent full complete quick quickly fast easy ' +
    'easily simple simply other different same own best better good great real current free large small big high low long ' +
    'short main whole entire every each all any some specific general common available possible able based related ' +
    'additional extra single powerful seamless seamlessly efficient smart modern advanced custom comprehensive instant ' +
    'instantly directly automatically'
  ).split(' '),
);
const fold = (w: string) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');

const kept = new Map<string, { langs: string[]; english: string[] }>();
const left: Record<string, number> = {};
const leave = (why: string) => (left[why] = (left[why] ?? 0) + 1);
const LANGS = ['fr', 'es', 'de', 'pt', 'it'];
for (const file of fs
  .readdirSync(SOURCE)
  .filter((f) => /^forms-[a-z]{2}-\d+\.json$/.test(f))
  .sort()) {
  const lang = file.split('-')[1]!;
  if (!LANGS.includes(lang)) continue;
  const forms = JSON.parse(fs.readFileSync(path.join(SOURCE, file), 'utf8')) as Record<string, string[]>;
  for (const [english, list] of Object.entries(forms)) {
    if (GENERAL.has(english) || /(?:ing|ed|ly)$/.test(english)) {
      leave('general or inflected English');
      continue;
    }
    for (const raw of list ?? []) {
      const w = fold(raw);
      if (!/^[a-z]{4,}$/.test(w)) leave('shorter than 4 letters');
      else if (w === english || w === `${english}s`) leave('the English word');
      else if (isEnglishWord(w)) leave('an English word');
      else if (ENGLISH_STEMS.has(stem(w))) leave("an English word's stem");
      else if (TRANSLATIONS[w] || MORE_TRANSLATIONS[w] || SYNONYMS[w] || TASK_PHRASES[w] || PHRASE_TRANSLATIONS[w])
        leave('a key of the hand-written tables');
      else if (FILLER.has(w) || STOPWORDS.has(w)) leave('a filler or stop word');
      else if (synonymsOf(w).length > 0) leave('read through a key of the same stem');
      else {
        const entry = kept.get(w) ?? { langs: [], english: [] };
        if (!entry.english.includes(english)) entry.english.push(english);
        if (!entry.langs.includes(lang)) entry.langs.push(lang);
        kept.set(w, entry);
      }
    }
  }
}

// Grouped by language, then sorted, so that a regeneration's diff is readable.
const forms: Record<string, string[]> = {};
for (const lang of LANGS)
  for (const [w, e] of [...kept.entries()].filter(([, x]) => x.langs[0] === lang).sort(([a], [b]) => a.localeCompare(b)))
    forms[w] = e.english.slice(0, 3);
const about =
  "Generated by scripts/search-forms.ts from scripts/search-forms/ (do not edit): forms of the catalogue's vocabulary in French, " +
  'Spanish, German, Portuguese and Italian as people type them in requests, each with the English word servers use. Only forms ' +
  'of 4 letters or more that are no English word and have no English word stem, and that no hand-written table reads. Keys ' +
  'folded (accents removed), unstemmed; grouped by language (fr, es, de, pt, it).';
const text = `${JSON.stringify({ about, forms }, null, 1)}\n`;
if (CHECK) {
  const file = fs.readFileSync(OUT, 'utf8');
  const committed = (JSON.parse(file) as { forms: Record<string, string[]> }).forms;
  const dropped = Object.keys(committed).filter((k) => !(k in forms));
  const added = Object.keys(forms).filter((k) => !(k in committed));
  const changed = Object.keys(forms).filter((k) => k in committed && JSON.stringify(forms[k]) !== JSON.stringify(committed[k]));
  if (file !== text) {
    console.error(
      `catalog/search/forms.json is not what the tables make now (run \`npx tsx scripts/search-forms.ts\` and measure the ` +
        `judged sets): dropped ${dropped.join(' ') || '-'}; added ${added.join(' ') || '-'}; changed ${changed.join(' ') || '-'}`,
    );
    process.exit(1);
  }
  console.log(`catalog/search/forms.json is current: ${kept.size} forms`);
} else {
  fs.writeFileSync(OUT, text);
  console.log(`catalog/search/forms.json: ${kept.size} forms; left out: ${JSON.stringify(left)}`);
}

// What the words of the catalogue cannot say by themselves: which capability a named product provides
// (products.ts: "Redmine" is an issue tracker) and which capability an everyday task phrase asks for
// (tasks.ts: "website down" is uptime monitoring). Both tables are reviewed by hand and written without
// looking at the judged query sets (docs/search.md). Pure functions over folded words.
import { PRODUCTS } from './products.js';
import { NAMED_TOOLS, TASK_PHRASES } from './tasks.js';
import { stem } from './stem.js';

type Entry = readonly [words: readonly string[], capability: readonly string[]];

function byFirstWord(table: Readonly<Record<string, readonly string[]>>, norm: (w: string) => string): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  for (const [key, capability] of Object.entries(table)) {
    const words = key.split(' ').filter(Boolean).map(norm);
    if (words.length === 0) continue;
    const list = out.get(words[0]!) ?? [];
    list.push([words, capability]);
    out.set(words[0]!, list);
    // "homeassistant", "uptimekuma": a product's name is often written as one word in names and slugs.
    if (words.length > 1) {
      const joined = words.join('');
      out.set(joined, [...(out.get(joined) ?? []), [[joined], capability]]);
    }
  }
  return out;
}

const PRODUCT_INDEX = byFirstWord(PRODUCTS, (w) => w);
/** Products no server names (tasks.ts NAMED_TOOLS), by their folded name: a request naming one is answered by their kind too. */
const NAMED_TOOL_INDEX = byFirstWord(NAMED_TOOLS, (w) => w);
/** A product: its name's folded words and the capability words it provides. */
export type ProductEntry = Entry;

/**
 * The products whose name begins with `word` (folded), for a caller that asks once per distinct word and then reads
 * productCapabilities' match itself (analyze.ts: its tokens carry them; issue #13).
 */
export function productsNamedBy(word: string): readonly ProductEntry[] | undefined {
  return PRODUCT_INDEX.get(word);
}
/** Every word of a key of the tables (task phrases, named tools, products), as written there. */
const TABLE_WORDS: ReadonlySet<string> = new Set(
  [...Object.keys(TASK_PHRASES), ...Object.keys(NAMED_TOOLS), ...Object.keys(PRODUCTS)].flatMap((k) => k.split(' ')),
);

/**
 * A word the tables know as it is written ("nextjs", "hubspot"): a name, never a typo of a vocabulary word, though the
 * catalogue may lack it ("nextjs" is one letter from no server's "next", read as "next" it loses the framework).
 */
export function isTableWord(word: string): boolean {
  return TABLE_WORDS.has(word);
}

/** How many of a product's capability words (its first: what it is for) ask for the servers like it (productNamedIn). */
export const LIKE_WORDS = 3;

/**
 * The product a request names (products.ts, or tasks.ts NAMED_TOOLS: those no server names), among its folded words:
 * the longest name, then the first. A short page for a request
 * that names a product ends with servers of its kind (index.ts, its capability's first LIKE_WORDS words): an agent
 * asking for "stripe" or "jira tickets" is served by PayPal or another tracker too when few servers name it.
 */
export function productNamedIn(words: readonly string[]): { name: string; capability: readonly string[] } | null {
  let best: { name: string; capability: readonly string[]; n: number } | null = null;
  for (let i = 0; i < words.length; i++)
    for (const [key, capability] of [...(PRODUCT_INDEX.get(words[i]!) ?? []), ...(NAMED_TOOL_INDEX.get(words[i]!) ?? [])])
      if (key.every((k, j) => words[i + j] === k) && (!best || key.length > best.n))
        best = { name: key.join(' '), capability, n: key.length };
  return best && { name: best.name, capability: best.capability };
}
const TASK_INDEX = byFirstWord({ ...TASK_PHRASES, ...NAMED_TOOLS }, stem);

/**
 * The capability words of the products a server is about: named in its name, title or first sentence
 * (`texts`, each as folded chunks). A product mentioned further down ("exports to Jira") says nothing of
 * what the server is for, so it is not read there.
 */
export function productCapabilities(texts: readonly (readonly string[])[]): string[] {
  const out = new Set<string>();
  for (const words of texts) {
    for (let i = 0; i < words.length; i++) {
      for (const [key, capability] of PRODUCT_INDEX.get(words[i]!) ?? []) {
        if (key.every((k, j) => words[i + j] === k)) for (const c of capability) out.add(c);
      }
    }
  }
  return [...out];
}

export interface TaskMatch {
  /** Index of the word that carries the phrase (its last word in the request). */
  at: number;
  /** Indexes of all the phrase's words. */
  words: number[];
  /** A one-word phrase ("parcel"): the index applies it only where the catalogue hardly has the word. */
  single: boolean;
  capability: readonly string[];
}

/**
 * Task phrases in a request's content words (folded, filler removed). A two-word phrase counts when both
 * words are in the request, next to each other or not ("website is down", "down website").
 */
export function taskCapabilities(words: readonly string[]): TaskMatch[] {
  const stems = words.map(stem);
  const out: TaskMatch[] = [];
  for (let i = 0; i < stems.length; i++) {
    for (const [key, capability] of TASK_INDEX.get(stems[i]!) ?? []) {
      if (key.length === 1) {
        out.push({ at: i, words: [i], single: true, capability });
        continue;
      }
      const rest = key.slice(1).map((k) => stems.indexOf(k));
      if (rest.every((j) => j >= 0 && j !== i)) out.push({ at: Math.max(i, ...rest), words: [i, ...rest], single: false, capability });
    }
  }
  return out;
}

import { stem } from './stem.js';
import { DIRECTORY_WORDS, FILLER } from './language.js';

// Words that carry no intent in an agent's query. Folded (no accents), matched before stemming. The function
// words and request filler of English, French, Spanish and German are language.ts's FILLER (one list).
export const STOPWORDS: ReadonlySet<string> = new Set([
  't', // possessive and contraction tails ("Japan's", "don't") split off by the tokenizer
  // (session 32) what a negative contraction leaves before its "t": "haven't paid", "doesn't load", "isn't passing"
  ...['don', 'doesn', 'isn', 'haven', 'hasn', 'hadn', 'didn', 'wasn', 'weren', 'aren', 'couldn', 'wouldn', 'shouldn', 'mustn', 'needn'],
  ...FILLER,
]);

// Near-stopwords: they describe every entry of an MCP directory ("mcp", "server") or the act of asking
// ("find", "tool"). They are dropped from a query that has other words, and kept when they are all there
// is, so "mcp" still answers something. They stay in the index.
export const WEAK_WORDS: ReadonlySet<string> = new Set([
  ...[...DIRECTORY_WORDS].filter((w) => !FILLER.has(w)),
  // Request filler (language.ts FILLER) that is also near-stopword in documents: left out of the index, of
  // a description's first sentence, and joined into weak pairs.
  'want',
  'need',
  'please',
  'help',
  'something',
]);

// Stemmed near-stopwords. A prefix or a typo never lands on one ("reserver" is 2 edits from "server"),
// and the inverted index leaves them out: they would only ever return most of the catalogue.
export const WEAK_STEMS: ReadonlySet<string> = new Set([...WEAK_WORDS].map(stem));

// A short name made only of these ("com.stripe/mcp") is no name: tier 1 then compares the owner.
export const KEY_NOISE: ReadonlySet<string> = new Set(['mcp', 'server', 'servers']);

// Action words that half the catalogue uses, and container nouns that say what a server handles but not
// which kind ("file", "data", "text"). They still have to match (tiers), but weigh less (tiers.ts GENERIC_FACTOR) in the
// within-tier strength, so "send sms" puts an SMS server before a "send-email" one, "read pdf files"
// a PDF reader before a generic file manager, "smart home" Home Assistant before "Smart-Thinking", and
// "réserver un restaurant" a restaurant server before a
// tour-booking one. A fixed list rather
// than IDF: strength must not move when other servers change (cursor stability). Compared on stems, so
// "sending" and "files" count as "send" and "file".
export const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'send',
  'draft',
  'read',
  'write',
  'create',
  'manage',
  'search',
  'list',
  'make',
  'run',
  'build',
  'access',
  'query',
  'fetch',
  'check',
  'update',
  'add',
  'delete',
  'generate',
  'connect',
  'analyze',
  'track',
  'automate',
  'show',
  'view',
  'open',
  'envoyer',
  'rechercher',
  'recherche',
  'creer',
  'gerer',
  'lire',
  'reserver',
  'file',
  'data',
  'text',
  // ("translate this document": the verb is the capability, any document tool the container; session 27, blind-98)
  'document',
  'documento',
  'dokument',
  'information',
  'info',
  'content',
  'local',
  'online',
  'system',
  'platform',
  'app',
  'application',
  // Marketing adjectives that name nothing ("smart home": "Smart-Thinking" and "SmartBear" are not homes).
  'smart',
  'simple',
  'easy',
  'best',
  'free',
  'quick',
  'fast',
  'current',
  'latest',
  'last',
  'recent',
  'new',
  'advanced',
  'powerful',
  // What an agent does itself with what a server gives it: "summarize my unread emails" needs mail access,
  // "explain this error" needs the error's source. A server that only says "summaries" is not the answer.
  'summarize',
  'summarise',
  'summary',
  'explain',
  'describe',
  'compare',
  'interpret',
  'understand',
  'resumer',
  'resumir',
  'expliquer',
  'explicar',
  'comparer',
  'comparar',
  'zusammenfassen',
  'erklaren',
  'vergleichen',
]);
export const GENERIC_STEMS: ReadonlySet<string> = new Set([...GENERIC_WORDS].map(stem));

// Verbs of a transaction or an everyday action: "order groceries", "book a haircut", "pedir un taxi" are
// about groceries, haircuts and taxis; a server that only says "orders" or "bookings" is not an answer
// (issue #11: these made most of the results returned where nothing is relevant). They weigh as generic
// words (tiers.ts; a switch of their own for the ablation).
export const TRANSACTION_WORDS: ReadonlySet<string> = new Set([
  'order',
  'book',
  'buy',
  'purchase',
  'set',
  'pull',
  'keep',
  'turn',
  'give',
  'take',
  'put',
  'pedir',
  'comprar',
  'reservar',
  'obtener',
  'commander',
  'acheter',
  'obtenir',
  'bestellen',
  'kaufen',
  'buchen',
]);
export const TRANSACTION_STEMS: ReadonlySet<string> = new Set([...TRANSACTION_WORDS].map(stem));

// Generic words that still state a need on their own: a booking platform that does not say "hotel" is a
// partial answer to "réserver un hôtel", so a document matching only these is not cut (tiers.ts tierOf).
// ("translate" and "traduire" are not generic at all: "translate text" is about translating.)
export const INTENT_WORDS: ReadonlySet<string> = new Set(['reserver']);
export const INTENT_STEMS: ReadonlySet<string> = new Set([...INTENT_WORDS].map(stem));

// Splitting text into words, for documents and for queries. Documents are split harder than queries:
// a server named "GoogleMapsMCP" or "fr24api" should be found by "maps" or "fr24", while a query word
// is taken as the agent typed it.
import { fold, stripMarks } from './fold.js';
import { KEY_NOISE, STOPWORDS } from './stopwords.js';
import { PHOTO_WORDS, PHRASES } from './synonyms.js';
import { TIME_PHRASES } from './language.js';

/** Alphanumeric chunks of a text, folded; no camelCase split. */
export function chunks(text: string): string[] {
  return fold(text).split(NOT_ALNUM).filter(Boolean);
}
/** Module constants, not literals in the functions: a regular expression literal is a new object each time it is read. */
const NOT_ALNUM = /[^a-z0-9]+/;
const NOT_ALNUM_CASED = /[^A-Za-z0-9]+/;

const UPPER = /[A-Z]/;

function parts(chunk: string): string[] {
  // getWeather -> get, weather; XMLParser -> xml, parser. Letter/digit runs stay whole: splitting
  // "flight505" made a coding tool answer "flights".
  return chunk
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);
}

/**
 * Words of a document field: every chunk as written (folded) plus its camelCase parts when it has
 * several, so "GitHub" yields github, git, hub.
 */
export function docWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of rawChunks(text)) {
    if (!raw) continue;
    if (UPPER.test(raw)) out.push(...chunkWords(raw));
    else out.push(raw);
  }
  return out;
}

/**
 * A text split where docWords splits it, marks stripped, case kept (empty strings where the text starts or ends
 * with a separator). Lower-cased, these are its chunks(): folding then keeps every ASCII letter and digit where it
 * was (tests/catalog/search checks every code point).
 */
export function rawChunks(text: string): string[] {
  return stripMarks(text).split(NOT_ALNUM_CASED);
}

/** docWords of one raw chunk (rawChunks): the chunk folded, then its camelCase parts when it has several. */
export function chunkWords(raw: string): string[] {
  // Without a capital a chunk is already lower case and has no camelCase parts (issue #13: the regexes of
  // parts() ran on every chunk of every text).
  if (!UPPER.test(raw)) return [raw];
  const p = parts(raw);
  return p.length > 1 ? [raw.toLowerCase(), ...p] : [raw.toLowerCase()];
}

/** Adjacent chunk pairs written together ("google maps" -> "googlemaps"), for names and titles. */
export function bigrams(text: string): string[] {
  return bigramsOf(chunks(text));
}

/** bigrams() of a text's chunks. */
export function bigramsOf(chunked: readonly string[]): string[] {
  const c = chunked.filter((w) => !KEY_NOISE.has(w));
  const out: string[] = [];
  for (let i = 0; i + 1 < c.length; i++) out.push(c[i]! + c[i + 1]!);
  return out;
}

/**
 * What a request carries rather than asks for: quoted text ("add 'renew passport' to my to-do list"), what
 * a picture is of ("make a picture of a fox reading a book for my kid") and what a message says ("text my
 * client a reminder about tomorrow"). Its words name no capability and matched servers by chance. A request
 * that is all payload keeps its words.
 */
export function withoutPayload(query: string): string {
  let out = query.replace(QUOTED, '$1 ');
  out = out.replace(PICTURE_OF, '$1 ');
  out = out.replace(FROM_PROMPT, '$1 ');
  out = out.replace(SENT_CONTENT, '$1 ');
  out = out.replace(REMEMBERED, '$1 ');
  out = out.replace(REMINDED, '$1 ');
  out = out.replace(REMEMBER_TO, ' remind me ');
  out = out.replace(NUDGED, ' remind me ');
  // (the folded text read once: this is every request's analysis)
  const folded = fold(out);
  const asked = DIRECTIONS_ASK.exec(folded);
  if (asked) out = `${folded.slice(0, asked.index)} directions to `;
  out = out.replace(SEARCHED_IN, '$1$2$3 ');
  out = out.replace(FOUND_IN, '$1 $2 ');
  out = out.replace(GERMAN_TARGET, ' ');
  out = out.replace(TRANSLATED, (_all, verb: string, object: string) => {
    const kept = object.split(/\s+/).filter((w) => TRANSLATED_KIND.test(fold(w)));
    return ` ${verb} ${kept.join(' ')} `;
  });
  return chunks(out).length > 0 ? out : query;
}
// "Remember that I prefer aisle seats for future trips": what is to be remembered is the payload; the need is
// a memory. Only a clause ("that", "que", "dass"): "remember my preferences" keeps its words.
const REMEMBERED =
  /\b(remember|memorize|memorise|note|retiens|souviens-toi|rappelle-toi|recuerda|apunta|merk dir|merke dir|denk daran)\s+(?:that|que|qu'|dass)\b.*$/gi;
// "Remind me to call the printer on Thursday": what the reminder will say is the payload; the need is a reminder (blind-136
// answered it with a calling service).
const REMINDED =
  /\b(remind (?:me|us|him|her|them|everyone)|set (?:up )?(?:a|an) reminder|rappel(?:le|ez)[- ]moi|recu[eé]rda(?:me|nos)|erinnere? (?:mich|uns)|ricorda(?:mi|ci)|lembr[ae][- ]me)\s+(?:to|about|of|that|for|de|d'|du|des|que|an|daran|di|da)\b.*$/gi;
// "Help me remember to renew my passport", "don't let me forget to call mom": a reminder too, asked in other words (session 38,
// blind-281: the passport's words were needs beside "remember", and a journal's memory came first).
const REMEMBER_TO =
  /\b(?:help (?:me|us) (?:to )?remember|(?:don['’]?t|do not) let (?:me|us) forget|make sure (?:i|we) (?:don['’]?t|do not) forget)\s+(?:to|about)\b.*$/gi;
// ... and nudged ahead of a date, or not let forget in the other languages (session 54, blind-513, read: "nudge me six months
// before my passport expires" weighed "nudge", "months" and "passport" as needs and found nothing). Only before a time or
// what to do: "nudge me when the build fails" asks for an alert.
const NUDGED = new RegExp(
  String.raw`\b(?:(?:nudge|remind) (?:me|us)|give (?:me|us) a heads[ -]?up)\s+(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|a couple of|\d+) (?:minutes?|hours?|days?|weeks?|months?|years?) (?:before|ahead|in advance|prior)|to|about|every|each|tomorrow|tonight|next|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:a|an|one|two|three|\d+) )\b.*$|` +
    String.raw`\b(?:no (?:me|nos) (?:dejes|deje|dejen) olvidar|ne (?:me|nous) laisse[sz]? pas oublier|lass(?:t)? (?:mich|uns) nicht vergessen|non (?:farmi|farci|lasciarmi|lasciarci) dimenticare|n[aã]o (?:me|nos) deix(?:e|es|em) esquecer|laat (?:me|ons) niet vergeten)\b.*$`,
  'giu',
);
// Directions asked for, in seven languages ("how do I get from the station to my hotel", "wie komme ich vom Bahnhof zum Hotel",
// "walking directions from the station to my hotell"): the need is directions, and what follows the ask (the places, the
// way of going) is the payload, as no map server names a station or a hotel (session 54, blind-514, read: the first kept
// one server, the others found hotel bookers). The way of going kept as a need ("walking", "transit") put the servers the
// read sets' judges counted first below a server that said it; so did a place sought near one ("directions to the nearest
// pharmacy"). Only with a place's preposition after the ask: "how do I get started" and "wie komme ich an meine Daten" ask
// something else. Read on the folded text; "directions to" then reads as driving directions (synonyms.ts), the words the
// map servers state.
const DIRECTIONS_ASK = new RegExp(
  `(?<![a-z])(?:${[
    String.raw`(?:how (?:do|can|could|should|would|will) (?:i|we|you) (?:get|go|walk|drive|cycle|travel)|how to (?:get|go|walk|drive|travel)|(?:best|fastest|quickest|shortest) way to (?:get|go|walk|drive|travel)|(?:(?:walking|driving|cycling|transit|bus|train) )?directions) (?=(?:from|to|between)(?![a-z]))`,
    String.raw`como (?:llego|llegamos|llegar|puedo llegar|voy|vamos|ir|puedo ir|chego|chegamos|posso chegar|posso ir) (?=(?:a|al|ao|hasta|ate|desde|de|del|do|da|para|pra|en|no|na)(?![a-z]))`,
    String.raw`(?:comment (?:aller|me rendre|se rendre|nous rendre|venir|arriver|je vais|on va)|itineraire(?: a pied| en velo| en voiture| en transports? en commun)?) (?=(?:a|au|aux|de|du|depuis|jusqu|en|entre|vers|pour)(?![a-z]))`,
    String.raw`(?:wie (?:komme|gelange|fahre|laufe) ich|wie kommt man)(?: am besten| am schnellsten)? (?=(?:von|vom|zum|zur|nach|bis|ins|in die)(?![a-z]))`,
    String.raw`come (?:arrivo|arriviamo|arrivare|andare|vado|si arriva|posso arrivare) (?=(?:a|al|alla|allo|ai|da|dal|dalla|fino|in)(?![a-z]))`,
    String.raw`hoe (?:kom|geraak|reis|rij|loop|fiets) (?:ik|je|we|jij)(?: het snelst| het best)? (?=(?:van|naar|tot|bij)(?![a-z]))`,
  ].join('|')}).*$`,
);
// "Check my inbox for unpaid supplier invoices", "cherche dans mes mails les factures": the place searched is the need, what
// is looked for there is the payload (blind-137 answered it with invoicing servers, no mailbox). Not "scan": scanning files
// for viruses or a repository for secrets is a capability of its own.
const SEARCHED_IN = new RegExp(
  String.raw`\b((?:check|search|look through|look in|go through|dig through|search through|search in|look into)\s+(?:my|our|the)\s+` +
    String.raw`(?:inbox|mailbox|emails?|e-mails?|mail|calendar|notes|drive))\s+for\b.*$|` +
    String.raw`\b((?:cherche|recherche|vérifie|verifie|regarde|fouille)\s+dans\s+(?:ma|mon|mes|notre|nos)\s+` +
    String.raw`(?:boîte mail|boite mail|boîte de réception|boite de reception|mails|e-mails|courriels|messagerie|agenda|calendrier|notes))\b.*$|` +
    String.raw`\b((?:busca|buscar|revisa|revisar|mira|mirar)\s+en\s+(?:mi|mis|nuestro|nuestra|nuestros)\s+` +
    String.raw`(?:correo|correos|bandeja de entrada|emails|calendario|agenda|notas))\b.*$`,
  'gi',
);
// "Translate my abstract into Japanese", "traduis ce texte en anglais": every translator takes any text and most languages;
// the text and the language matched servers about abstracts, emails or Japan (blind-145 found one server). What the text
// is stays when it is a kind a translator is made for ("translate this PDF", "my website", "the subtitles").
const TRANSLATED = new RegExp(
  String.raw`(?<!\p{L})(translate|traduis|traduisez|traduire|traduce|traducir|trad[uú]ceme|traduzca|[uü]bersetze|[uü]bersetzen|traduci|tradurre|traduza|traduzir|vertaal|vertalen)` +
    String.raw`\s+(.{0,60}?)\s*\b(?:into|to|in|en|al|a|auf|ins|nach|para|per|em|naar)\s+(?:the\s+|el\s+|het\s+|l')?` +
    String.raw`(?:english|spanish|french|german|italian|portuguese|japanese|chinese|mandarin|korean|russian|arabic|dutch|hindi|polish|` +
    String.raw`turkish|swedish|anglais|espagnol|fran[cç]ais|allemand|italien|portugais|japonais|chinois|ingl[eéê]s|espa[nñ]ol|espanhol|franc[eéê]s|` +
    String.raw`alem[aáã]n?|alem[aã]o|italiano|portugu[eé]s|japon[eé]s|chino|chin[eê]s|englische?|spanische?|franz[oö]sische?|deutsche?|` +
    String.raw`italienische?|japanische?|inglese|spagnolo|francese|tedesco|giapponese|cinese|engels|duits|frans|spaans|japans|italiaans)\b`,
  'giu',
);
// German puts the verb last ("unsere Website-Texte ins Englische zu übersetzen"): the target language goes, the text stays.
const GERMAN_TARGET =
  /(?<!\p{L})(?:ins|auf) (?:englische?|deutsche?|franz[oö]sische?|spanische?|italienische?|japanische?|chinesische?)(?= (?:zu )?[uü]bersetz)/giu;
// (session 57: a photo, a picture or a screenshot too, which is read before it is translated: synonyms.ts PHOTO_WORDS)
const TRANSLATED_KIND = new RegExp(
  String.raw`^(?:${PHOTO_WORDS}|pdfs?|docx?|word|documents?|documentos?|dokumente?|files?|fichiers?|archivos?|datei|websites?|site|sites|sitio|app|apps|subtitles?|srt|captions?|sous|titres|subtitulos|untertitel|videos?|audio|podcasts?|json|strings|slides|presentations?|spreadsheets?|excel|markdown|ebooks?|books?|livres?|libros?)$`,
);
// "Find what I wrote about the tax refund in my notes": the same, with the sought thing before the place.
const FOUND_IN =
  /\b(find|search for|look for|look up|dig up|pull up)\b.{1,60}?\b((?:in|from) (?:my|our) (?:notes|inbox|mailbox|emails?|mail|drive))\b/gi;
const QUOTED = /(^|[\s(:])['"\u2018\u201c\u00ab][^'"\u2019\u201d\u00bb]{1,80}['"\u2019\u201d\u00bb](?=[\s.,;:!?)]|$)/g;
// "Text my client a reminder about tomorrow's appointment": after the channel and whom, the message itself.
const SENT_CONTENT =
  /\b((?:text|sms|email|e-mail|message|dm|ping)\s+(?:me|my|our|your|him|her|them|us|the)\s+[^\s,.;!?]+)\b.*?(?=\b(?:for|before|after) (?:my|our|the|a)\b|$)/gi;
const PICTURE_OF =
  /\b((?:picture|image|photo|drawing|illustration|painting|sketch|cartoon|poster|logo|icon)s?) of\b.*?(?=\b(?:for|pour|para) (?:my|our|the|a|mon|ma|mes|notre|mi|mis|nuestro|nuestra)\b|$)/gi;

// "Generate an image from a text prompt": every generator works from a prompt; the words matched prompt-writing tools.
const FROM_PROMPT =
  /\b((?:picture|image|photo|video|drawing|illustration|logo|icon|artwork|song|music)s?) from (?:a |an |the |my |this )?(?:text |written |short )?(?:prompt|description)s?\b/gi;

const ROMANCE_AMBIGUOUS = / (?:com|os|ha)(?= )/g;
// (the same without the global flag, whose test() would move lastIndex from one request to the next)
const ROMANCE_WORD = / (?:com|os|ha)(?= )/;
const ROMANCE_MARKERS =
  /(?<= )(?:uma|um|meu|minha|meus|minhas|seu|sua|voce|nao|pelo|pela|dos|das|nos|nas|em|della|delle|degli|gli|nella|nello|mio|mia|miei|questo|questa|sono|il|una|di|per|con|que|el|los|las|del|mi|mis|para|da|de|na|no|este|esta|estes|estas|esse|essa|ao|aos|pra|as|o)(?= )/g;

/** Query words: folded, French/English phrases rewritten ("base de données" -> database). */
export function queryWords(query: string, opts: { timePhrases?: boolean; payload?: boolean } = {}): string[] {
  const text = phrased(query, opts.payload);
  return wordsOf(opts.timePhrases !== false ? withoutTimePhrases(text) : text, query);
}

/**
 * The request's words as typed, time phrases kept (the exact-name key: "weekend planner" is a name), and as read, time
 * phrases dropped: queryWords both ways, with the phrase tables read once (issue #13: analyzeQuery read them twice, about
 * 35-45 µs a pass over the judged requests).
 */
export function queryReadings(query: string, opts: { payload?: boolean } = {}): { typed: string[]; read: string[] } {
  const text = phrased(query, opts.payload);
  return { typed: wordsOf(text, query), read: wordsOf(withoutTimePhrases(text), query) };
}

function phrased(query: string, payload: boolean | undefined): string {
  const asked = payload === false ? query : withoutPayload(query);
  let text = ' ' + chunks(asked).join(' ') + ' ';
  for (const [re, to] of PHRASES) text = text.replace(re, to);
  // "com", "os", "ha" are a domain, an operating system and Home Assistant in English, and "with", "the" and "has" in a
  // Portuguese, Spanish or Italian request ("criar um gráfico com os dados da planilha" put monday.com first): dropped
  // where two function words of those languages say which one it is.
  if (ROMANCE_WORD.test(text) && new Set(text.match(ROMANCE_MARKERS)).size >= 2) text = text.replace(ROMANCE_AMBIGUOUS, ' ');
  return text;
}

function withoutTimePhrases(text: string): string {
  // Twice: "every monday morning" leaves "morning" after "monday" went.
  for (let i = 0; i < 2; i++) for (const re of TIME_PHRASES) text = text.replace(re, ' ');
  return text;
}

function wordsOf(text: string, query: string): string[] {
  const words = text.split(' ').filter(Boolean);
  // A request made only of time words ("sunday") keeps them: it is all there is to search.
  return words.length > 0 ? words : chunks(query);
}

// Top-level domains of reverse-DNS namespaces and code hosts: every entry has one, so they never
// describe a server ("io.github.acme/x" is about acme, not about io or github).
const NAMESPACE_NOISE = new Set([
  'io',
  'com',
  'ai',
  'net',
  'org',
  'dev',
  'app',
  'co',
  'me',
  'so',
  'sh',
  'tech',
  'cloud',
  'xyz',
  'github',
  'gitlab',
  'www',
  'live',
  'run',
  'build',
  'tools',
  'mcp',
  'servers',
  'server',
  'api',
]);

export interface NameParts {
  /** Words of the namespace (before "/"), without the TLD and code-host words. */
  owner: string;
  /** The part after "/": what the server calls itself. */
  short: string;
}

export function splitName(name: string): NameParts {
  const slash = name.indexOf('/');
  if (slash < 0) return { owner: '', short: name };
  // Reverse DNS: the first segment is always a TLD; "io.github.<user>" and "io.gitlab.<user>" name a host. The kept
  // segments joined by spaces, read in place (issue #13: the split, slices and join were 5 % of the index build's
  // allocation).
  let owner: string | undefined;
  for (let dot = name.indexOf('.'); dot >= 0 && dot < slash;) {
    let end = name.indexOf('.', dot + 1);
    if (end < 0 || end > slash) end = slash;
    const segment = name.slice(dot + 1, end);
    if (!NAMESPACE_NOISE.has(segment.toLowerCase())) owner = owner === undefined ? segment : owner + ' ' + segment;
    dot = end;
  }
  return { owner: owner ?? '', short: name.slice(slash + 1) };
}

/**
 * The folded, separator-free form used for tier 1 ("Google Maps" = "google-maps" = "googlemaps").
 * "mcp" and "server" are kept: "email-mcp" is not exactly "email" (many test deployments are named so).
 */
export function exactKey(words: string[]): string {
  return words.filter((w) => !STOPWORDS.has(w)).join('');
}

/** True when a name says nothing but "mcp"/"server" ("com.stripe/mcp"): the owner then names it. */
export function onlyNoise(words: string[]): boolean {
  return words.every((w) => KEY_NOISE.has(w));
}

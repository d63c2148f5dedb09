// Instruction-like text (docs/ranking.md, "Instruction-like text"), rule version notices-v1.
//
//   namedTexts(source) -> NamedText[]   the texts to scan, each with the field it came from:
//       registry.name / registry.title / registry.description, instructions (server instructions),
//       tools[<name>].name / .title / .annotations.title / .description,
//       tools[<name>].inputSchema<json path>.description|title   (property descriptions at any depth)
//   scanNotices(texts) -> Notice[]      { rule, field, excerpt }, at most one notice per rule and field
//   scanInstructionLike(source) -> { version, notices }  both together, for the caller that stores results
//
// A notice is a pattern match, not a verdict: it says "this text reads like an instruction to an AI" and
// shows where. Agents and pages must present it as such. Measured false positives on the registry
// snapshot: see instruction-like.md (bench/notices.bench.ts).
//
// Phrase rules run on a normalised copy of the text (NFKC, hidden characters removed, whitespace
// collapsed), so "ig<U+200B>nore previous instructions" or full-width letters are still caught, and
// their excerpts come from that copy; the hidden characters raise their own notice, whose excerpt shows
// them as <U+XXXX>. Every excerpt is at most EXCERPT_MAX characters.
import type { Tool } from './tools.js';

export const NOTICES_RULE_VERSION = 'notices-v1';
export const EXCERPT_MAX = 200;

export type NoticeRule =
  | 'ignore-instructions'
  | 'hide-from-user'
  | 'call-first'
  | 'prompt-tag'
  | 'secret-file'
  | 'hidden-unicode'
  | 'base64-run';

export interface NamedText {
  field: string;
  text: string;
}

export interface Notice {
  rule: NoticeRule;
  field: string;
  excerpt: string;
}

export interface InstructionLikeSource {
  tools?: readonly Tool[] | null;
  instructions?: string | null;
  registry?: { name?: string | null; title?: string | null; description?: string | null } | null;
}

// ---- hidden characters -------------------------------------------------------------------------------

// Always suspicious: nothing legitimate in a description needs them.
// U+200B zero-width space, U+2060-2064 word joiner and invisible operators, U+FEFF BOM, U+180E Mongolian
// vowel separator, U+202A-202E bidi embeddings/overrides and U+2066-2069 isolates (Trojan Source),
// U+E0000-E007F tag characters (invisible ASCII copy), U+E0100-E01EF variation selectors supplement
// (used to smuggle bytes after a visible character).
const ALWAYS_HIDDEN = /[\u200B\u2060-\u2064\uFEFF\u180E\u202A-\u202E\u2066-\u2069]|[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
// Joiners and direction marks are real text in Persian, Indic scripts, Hebrew/Arabic and emoji sequences
// (family emoji use U+200D). They count only where no such script is around: between ASCII characters,
// at either end, or next to another hidden character.
const CONTEXT_HIDDEN = /[\u200C\u200D\u200E\u200F\u061C]/u;

function isHiddenAt(chars: readonly string[], i: number): boolean {
  const c = chars[i]!;
  if (ALWAYS_HIDDEN.test(c)) return true;
  if (!CONTEXT_HIDDEN.test(c)) return false;
  const plain = (n: string | undefined) => n === undefined || /^[\x00-\x7F]$/.test(n) || ALWAYS_HIDDEN.test(n) || CONTEXT_HIDDEN.test(n);
  return plain(chars[i - 1]) && plain(chars[i + 1]);
}

function codePointLabel(c: string): string {
  return `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

// Makes every invisible or control character visible so an excerpt can be shown and stored safely.
export function makeVisible(text: string): string {
  const chars = Array.from(text);
  return chars
    .map((c, i) => {
      if (c === '\n' || c === '\r' || c === '\t') return ' ';
      if (isHiddenAt(chars, i) || /\p{Cc}/u.test(c)) return codePointLabel(c);
      return c;
    })
    .join('');
}

function bound(text: string): string {
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
}

// ---- phrase rules ------------------------------------------------------------------------------------

interface PhraseRule {
  rule: NoticeRule;
  patterns: RegExp[];
}

const USER = String.raw`(?:the\s+|your\s+|this\s+)?(?:user|human|operator|person)s?`;
const TELL = String.raw`(?:tell|inform|notify|mention(?:\s+(?:this|it))?\s+to|reveal(?:\s+(?:this|it))?\s+to|show(?:\s+(?:this|it))?\s+to|alert|warn|let)`;

const PHRASE_RULES: PhraseRule[] = [
  {
    rule: 'ignore-instructions',
    patterns: [
      // "ignore all previous instructions", "disregard the above rules", "forget your prior prompt"
      /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|these\s+|those\s+)?(?:previous|prior|earlier|above|preceding|former|original|system|other|existing)\s+(?:\w+\s+)?(?:instructions?|prompts?|rules|directions|directives|guidelines|messages|context)\b/i,
      /\b(?:ignore|disregard|forget)\s+(?:all|everything)\s+(?:you\s+(?:were|have\s+been)\s+told|above|before)\b/i,
      /\b(?:reveal|print|output|repeat|leak|show)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+)?system\s+prompt\b/i,
      /\byou\s+are\s+now\s+(?:in\s+)?(?:developer|god|jailbreak|dan|unrestricted)\s+mode\b/i,
    ],
  },
  {
    rule: 'hide-from-user',
    patterns: [
      // "do not tell the user", "don't mention this to the user", "never reveal this to the user"
      new RegExp(String.raw`\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)\s+${TELL}\s+${USER}\b`, 'i'),
      new RegExp(String.raw`\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:mention|reveal|disclose|show|display|expose)\s+(?:this|these|that|it|the\s+(?:instructions?|tool|steps?|following))\b[^.]{0,40}\b(?:to|with)\s+${USER}\b`, 'i'),
      new RegExp(String.raw`\bwithout\s+(?:telling|informing|notifying|asking|alerting|letting)\s+${USER}\b`, 'i'),
      new RegExp(String.raw`\b(?:hide|conceal|keep)\s+(?:this|it|these|that)\s+(?:hidden\s+|secret\s+)?from\s+${USER}\b`, 'i'),
      new RegExp(String.raw`\b${USER}\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|find\s+out|be\s+(?:told|informed))\b`, 'i'),
    ],
  },
  {
    rule: 'call-first',
    patterns: [
      /\bbefore\s+(?:using|calling|invoking|running|executing)\s+(?:any|all|every)\s+(?:other\s+)?(?:tools?|functions?|commands?)\b/i,
      /\b(?:always|must|first)\s+(?:always\s+)?(?:call|use|run|invoke|execute)\s+this\s+(?:tool|function)\s+(?:first|before)\b/i,
      /\b(?:always|must)\s+(?:be\s+)?(?:called|used|invoked|run)\s+(?:first|before\s+(?:any|every|all)\b)/i,
      /\bthis\s+(?:tool|function)\s+(?:must|should)\s+(?:always\s+)?be\s+(?:called|used|invoked|run)\s+(?:first|before\s+(?:any|every|all)\b)/i,
      /\b(?:every\s+time|whenever)\s+(?:you|the\s+(?:assistant|agent|model))\s+(?:use|call|run)s?\s+(?:any|a)\s+(?:other\s+)?tool\b/i,
    ],
  },
  {
    rule: 'prompt-tag',
    patterns: [
      // <IMPORTANT>, </system>, <instructions>, <system-prompt>, <SECRET> ...
      /<\s*\/?\s*(?:important|system|system[-_ ]?(?:prompt|message|instructions?)|instructions?|secret|hidden|admin|assistant[-_ ]?instructions?|ai[-_ ]?instructions?|critical|override|context[-_ ]?override|user[-_ ]?instructions?)\s*>/i,
      // chat-template control tokens
      /<\|(?:im_start|im_end|system|user|assistant|endoftext|begin_of_text|start_header_id)\|>/i,
      /\[\s*\/?\s*(?:INST|SYS|SYSTEM)\s*\]|<<\s*\/?SYS\s*>>/,
    ],
  },
  {
    rule: 'secret-file',
    patterns: [
      /~\/\.(?:ssh|aws|gnupg|kube|docker|config\/gcloud)\b/i,
      /(?<![\w-])(?:id_rsa|id_dsa|id_ecdsa|id_ed25519)(?:\.pub)?\b/i,
      /(?<![\w.\/-])\.env(?:\.\w+)?(?![\w-])/,
      /(?<![\w-])mcp\.json\b/i,
      /\b(?:claude_desktop_config|\.?credentials)\.json\b/i,
      /\.(?:aws|docker)\/(?:credentials|config\.json)\b/i,
      /(?<![\w-])\.(?:npmrc|netrc|pgpass|git-credentials|bash_history|zsh_history)\b/i,
      /\/etc\/(?:passwd|shadow)\b/i,
      /\bauthorized_keys\b/i,
    ],
  },
];

// ---- base64 ------------------------------------------------------------------------------------------

// Long runs of base64 (standard or URL-safe) that mix upper case, lower case and digits. Hex digests
// (no upper case) and long CamelCase identifiers (no digits) stay out; a minimum of 40 characters is ~30
// hidden bytes, enough for a sentence an agent would read.
const BASE64_RUN = /(?<![A-Za-z0-9+\/_-])[A-Za-z0-9+\/_-]{40,}={0,2}(?![A-Za-z0-9+\/_=-])/g;
const BASE64_MIN_TRANSITIONS = 8;

function looksLikeBase64(run: string): boolean {
  if (!/[A-Z]/.test(run) || !/[a-z]/.test(run) || !/[0-9]/.test(run)) return false;
  // URL paths (a/b/c) and snake_case names are words joined by separators; base64 is not.
  const words = run.split(/[\/_-]/).filter(Boolean);
  if (words.length > 1 && words.every((w) => w.length < 24)) return false;
  // Random data switches between character classes constantly; identifiers switch a few times.
  let transitions = 0;
  for (let i = 1; i < run.length; i++) if (charClass(run[i]!) !== charClass(run[i - 1]!)) transitions++;
  return transitions >= BASE64_MIN_TRANSITIONS && transitions / run.length > 0.2;
}

function charClass(c: string): number {
  return /[A-Z]/.test(c) ? 0 : /[a-z]/.test(c) ? 1 : /[0-9]/.test(c) ? 2 : 3;
}

function decodedPreview(run: string): string | null {
  try {
    const text = Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    return /^[\x20-\x7E\s]{8,}$/.test(text) ? text.slice(0, 60) : null;
  } catch {
    return null;
  }
}

// ---- scanning ----------------------------------------------------------------------------------------

function normalise(text: string): string {
  const chars = Array.from(text.normalize('NFKC'));
  return chars
    .filter((_, i) => !isHiddenAt(chars, i))
    .join('')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/\s+/g, ' ');
}

function excerptAround(text: string, index: number, length: number): string {
  const context = Math.max(0, Math.floor((EXCERPT_MAX - 2 - Math.min(length, EXCERPT_MAX)) / 2));
  const start = Math.max(0, index - context);
  const cut = makeVisible(text.slice(start, index + length + context)).trim();
  return bound(`${start > 0 ? '…' : ''}${cut}${index + length + context < text.length ? '…' : ''}`);
}

function hiddenNotice(field: string, text: string): Notice | null {
  const chars = Array.from(text);
  const hits: number[] = [];
  for (let i = 0; i < chars.length; i++) if (isHiddenAt(chars, i)) hits.push(i);
  if (hits.length === 0) return null;
  const first = hits[0]!;
  const from = Math.max(0, first - 30);
  const shown = makeVisible(chars.slice(from, from + 80).join(''));
  const tagText = decodeTagCharacters(chars);
  const summary = `${hits.length} hidden character${hits.length === 1 ? '' : 's'}${tagText ? `, tag text "${makeVisible(tagText)}"` : ''}: `;
  return { rule: 'hidden-unicode', field, excerpt: bound(`${summary}${from > 0 ? '…' : ''}${shown}`) };
}

// Tag characters U+E0020-E007E are an invisible copy of ASCII; decoding them shows what was smuggled.
function decodeTagCharacters(chars: readonly string[]): string {
  const out = chars
    .map((c) => c.codePointAt(0)!)
    .filter((cp) => cp >= 0xe0020 && cp <= 0xe007e)
    .map((cp) => String.fromCharCode(cp - 0xe0000))
    .join('');
  return out.slice(0, 60);
}

export function scanNotices(texts: readonly NamedText[]): Notice[] {
  const notices: Notice[] = [];
  for (const { field, text } of texts) {
    if (!text) continue;
    const hidden = hiddenNotice(field, text);
    if (hidden) notices.push(hidden);
    const plain = normalise(text);
    for (const { rule, patterns } of PHRASE_RULES) {
      for (const re of patterns) {
        const m = re.exec(plain);
        if (m) {
          notices.push({ rule, field, excerpt: excerptAround(plain, m.index, m[0].length) });
          break;
        }
      }
    }
    for (const m of plain.matchAll(BASE64_RUN)) {
      if (!looksLikeBase64(m[0])) continue;
      const preview = decodedPreview(m[0]);
      const shown = `${m[0].slice(0, 48)}… (${m[0].length} characters${preview ? `, decodes to "${makeVisible(preview)}"` : ''})`;
      notices.push({ rule: 'base64-run', field, excerpt: bound(shown) });
      break;
    }
  }
  return notices;
}

// ---- what to scan ------------------------------------------------------------------------------------

// Schemas are attacker-controlled JSON; bound the walk so a huge or deeply nested one cannot stall a check.
const SCHEMA_MAX_DEPTH = 8;
const SCHEMA_MAX_TEXTS = 500;
const SCHEMA_CHILD_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;
const SCHEMA_CHILD_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const SCHEMA_CHILD_ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;

export function namedTexts(source: InstructionLikeSource): NamedText[] {
  const out: NamedText[] = [];
  const push = (field: string, text: unknown) => {
    if (typeof text === 'string' && text !== '') out.push({ field, text });
  };
  push('registry.name', source.registry?.name);
  push('registry.title', source.registry?.title);
  push('registry.description', source.registry?.description);
  push('instructions', source.instructions);
  for (const tool of source.tools ?? []) {
    const base = `tools[${tool.name}]`;
    push(`${base}.name`, tool.name);
    push(`${base}.title`, tool.title);
    push(`${base}.annotations.title`, tool.annotations?.title);
    push(`${base}.description`, tool.description);
    const budget = { left: SCHEMA_MAX_TEXTS };
    walkSchema(tool.inputSchema, `${base}.inputSchema`, 0, budget, push);
  }
  return out;
}

function walkSchema(
  schema: unknown,
  path: string,
  depth: number,
  budget: { left: number },
  push: (field: string, text: unknown) => void,
): void {
  if (depth > SCHEMA_MAX_DEPTH || budget.left <= 0 || typeof schema !== 'object' || schema === null || Array.isArray(schema)) return;
  const s = schema as Record<string, unknown>;
  for (const key of ['title', 'description'] as const) {
    if (typeof s[key] === 'string' && budget.left-- > 0) push(`${path}.${key}`, s[key]);
  }
  for (const key of SCHEMA_CHILD_MAPS) {
    const children = s[key];
    if (typeof children !== 'object' || children === null) continue;
    for (const [name, child] of Object.entries(children)) {
      // Property names reach the model too: scan them like any other text.
      if (key === 'properties' && budget.left-- > 0) push(`${path}.properties.${name}.name`, name);
      walkSchema(child, `${path}.${key}.${name}`, depth + 1, budget, push);
    }
  }
  for (const key of SCHEMA_CHILD_LISTS) {
    const list = s[key];
    if (Array.isArray(list)) list.forEach((child, i) => walkSchema(child, `${path}.${key}[${i}]`, depth + 1, budget, push));
  }
  for (const key of SCHEMA_CHILD_ONE) walkSchema(s[key], `${path}.${key}`, depth + 1, budget, push);
}

export function scanInstructionLike(source: InstructionLikeSource): { version: string; notices: Notice[] } {
  return { version: NOTICES_RULE_VERSION, notices: scanNotices(namedTexts(source)) };
}

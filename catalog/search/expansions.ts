// Abbreviations and mined expansions for the query analysis (analyze.ts).
import { MINED_ABBREVIATIONS, MINED_EXPANSIONS } from './expansions-mined.js';
import { dictionary } from './dictionary.js';

/**
 * Abbreviations agents and servers both use, with their long form (folded, words separated by spaces).
 * Both ways: "ocr" finds "optical character recognition" and the reverse. Hand-written and small; the
 * mined ones (scripts/mine-search-expansions.ts) are added. A one-word long form is a plain synonym; a
 * longer one is rewritten to the abbreviation in queries and added as a word to documents that spell it out.
 */
export const HAND_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ocr: 'optical character recognition',
  tts: 'text to speech',
  stt: 'speech to text',
  asr: 'speech recognition',
  llm: 'large language model',
  nlp: 'natural language processing',
  k8s: 'kubernetes',
  db: 'database',
  md: 'markdown',
  pr: 'pull request',
  ci: 'continuous integration',
  iac: 'infrastructure as code',
  seo: 'search engine optimization',
  crm: 'customer relationship management',
  erp: 'enterprise resource planning',
  cms: 'content management system',
  lms: 'learning management system',
  rag: 'retrieval augmented generation',
  qr: 'qr code',
  gh: 'github',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  hn: 'hacker news',
  sms: 'text message',
  kb: 'knowledge base',
  vm: 'virtual machine',
  ml: 'machine learning',
};

// "mcp" is what every entry is: expanding it would match the whole catalogue.
const { mcp: _mcp, ...ABBREVIATION_ENTRIES } = { ...MINED_ABBREVIATIONS, ...HAND_ABBREVIATIONS };
export const ABBREVIATIONS: Readonly<Record<string, string>> = dictionary(ABBREVIATION_ENTRIES);

/** Stemmed word -> stemmed expansions mined from the catalogue (weak matches, tiers.ts). */
export const EXPANSIONS: Readonly<Record<string, readonly string[]>> = dictionary(MINED_EXPANSIONS);

// What a notice rule (notice-rules.ts) or the sentence-structure layer (notice-structure.ts) reports: one
// match with its span, weight, severity and language. Its own module so that neither layer imports the other
// for it (they would form an import cycle).
export type RuleId =
  | 'override'
  | 'persona'
  | 'addressee'
  | 'secrecy'
  | 'no-confirmation'
  | 'ordering'
  | 'preference'
  | 'other-servers'
  | 'shadowing'
  | 'authority'
  | 'deception'
  | 'data-flow'
  | 'url-exfiltration'
  | 'prompt-tag'
  | 'action-hijack'
  | 'stealth'
  | 'harvest'
  | 'persistence'
  | 'template-token';

export type Severity = 'instruction' | 'hidden-text' | 'data-flow';

export interface RuleHit {
  rule: RuleId;
  weight: 1 | 2;
  severity: Severity;
  lang: string;
  start: number;
  end: number;
  reason: string;
}

// HTML built from tagged templates. Every interpolated value is escaped unless it is already Html (made
// by this module), so registry text (untrusted: names, descriptions, tool schemas) can never become
// markup. There is deliberately no "raw string" escape hatch: markup is only ever written in templates.
import { forDisplay } from '../../core/display-text.js';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  // Control characters and bidi overrides in third-party text are shown as <U+XXXX>, never acted on.
  return escapeHtml(forDisplay(String(part)));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i] as Part) + strings[i + 1]!;
  return new Html(out);
}

// Third-party text (server names, titles, tool names, descriptions) made safe to show. Escaping stops
// markup; it does not stop control characters: ESC and BEL start terminal sequences (OSC 8 links, window
// titles, colours) when the CLI prints a server's answer, and the bidi overrides and isolates (U+202E
// "right-to-left override", ...) reorder what a reader sees, so "moc.elgoog" displays as "google.com".
// Every such character is shown as a visible code point, <U+202E>, rather than silently dropped, so the
// trick itself stays visible (as checker/analyze's makeVisible does for notice excerpts).
//
//   forDisplay(text)   pages: tab and line feed kept, CR dropped (CRLF line ends), the rest made visible
//   forTerminal(text)  one terminal line: every control character made visible, tab and line feed too

// C0 controls, DEL, C1 controls; bidi embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069).
// Marks such as U+200E/U+200F are left alone: Hebrew and Arabic text uses them and they reorder nothing
// beyond a neutral character.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

function codePoint(c: string): string {
  return `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
}

export function forDisplay(text: string): string {
  if (!hasControl(text)) return text;
  return text.replace(CONTROL, (c) => (c === '\n' || c === '\t' ? c : c === '\r' ? '' : codePoint(c)));
}

export function forTerminal(text: string): string {
  if (!hasControl(text)) return text;
  return text.replace(CONTROL, codePoint);
}

const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export function hasControl(text: string): boolean {
  return ANY_CONTROL.test(text);
}

// Every match of a global pattern, without the copy of the pattern that String.prototype.matchAll and split make
// (issue #12, detection cost). Pure.
//
// matchAll and split construct a new RegExp from the pattern on every call (the spec's SpeciesConstructor), and V8
// re-escapes and re-hashes the whole source to do it: about 5 µs for one of the detector's word classes, more than
// running it over a sentence. allMatches runs the pattern itself, from its lastIndex as matchAll does, and leaves
// lastIndex as it found it; it reads every match at once, so no other code runs while it owns the pattern.
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`allMatches needs a global pattern: /${re.source.slice(0, 40)}/${re.flags}`);
  const start = re.lastIndex;
  const out: RegExpExecArray[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    out.push(m);
    // an empty match moves on by one character (a whole code point with the u flag), as matchAll does
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
  }
  re.lastIndex = start;
  return out;
}

function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const c = text.charCodeAt(index);
  const d = text.charCodeAt(index + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? index + 2 : index + 1;
}

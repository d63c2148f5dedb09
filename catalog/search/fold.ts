// Folding makes "Météo", "METEO" and "meteo" one word. Case is kept by `stripMarks` because the doc
// tokenizer needs it to split camelCase names before lowercasing.

const LIGATURES: Record<string, string> = { ß: 'ss', œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' };

/** Any character outside ASCII: only such a text can hold a mark, a ligature or a compatibility form. */
const NON_ASCII = /[^\x00-\x7f]/;

export function stripMarks(text: string): string {
  // NFKD leaves ASCII as it is and the two replacements below match no ASCII letter: most texts are ASCII,
  // and normalising them was a twentieth of the index build (issue #13).
  if (!NON_ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßœŒæÆøØłŁđĐ]/g, (c) => LIGATURES[c] ?? c);
}

export function fold(text: string): string {
  return stripMarks(text).toLowerCase();
}

// Folding makes "Météo", "METEO" and "meteo" one word. Case is kept by `stripMarks` because the doc
// tokenizer needs it to split camelCase names before lowercasing.

const LIGATURES: Record<string, string> = { ß: 'ss', œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' };

export function stripMarks(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßœŒæÆøØłŁđĐ]/g, (c) => LIGATURES[c] ?? c);
}

export function fold(text: string): string {
  return stripMarks(text).toLowerCase();
}

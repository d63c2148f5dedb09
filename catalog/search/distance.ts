// Edit distance for typo tolerance, shared by the query analysis (typo synonyms) and the tiers.

/** Allowed edit distance for a query word of this length: 1 from 4 letters, 2 from 8. */
export function maxEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Optimal-string-alignment distance: Levenshtein where swapping two adjacent letters is one edit
 * ("gihtub" is one edit from "github", the typo people make most). Gives up (returns max + 1) as soon as
 * it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * `typed` is a typo of `word`: within `max` edits, and starting with the same letter (or its first two
 * letters swapped). People rarely get the first letter wrong, and a real word that the catalogue lacks is
 * usually one first letter away from an unrelated one ("wear" / "bear", "hat" / "cat"); spelling
 * correctors start from the same rule.
 */
export function isTypoOf(typed: string, word: string, max: number): boolean {
  if (typed[0] !== word[0] && !(typed[0] === word[1] && typed[1] === word[0])) return false;
  return editDistance(typed, word, max) <= max;
}

/** Every word one adjacent swap away ("gihtub" -> "ightub", "ghitub", "github", ...). */
export function transpositions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

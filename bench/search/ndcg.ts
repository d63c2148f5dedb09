// nDCG@k with graded gains (2^grade - 1) and the usual log2 discount; the ideal ranking is the judged
// names sorted by grade.
export function ndcgAt(k: number, ranked: readonly string[], judgments: Readonly<Record<string, number>>): number {
  const dcg = (grades: number[]): number => grades.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(judgments).sort((a, b) => b - a));
  if (ideal === 0) return Number.NaN;
  return dcg(ranked.map((n) => judgments[n] ?? 0)) / ideal;
}

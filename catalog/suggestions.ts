// Close names for a server that does not exist: what an agent most likely meant. Compares the asked
// text with each in-scope server's full name, slug and short name (after the slash), by edit distance
// relative to length, and prefers names that contain the asked text.
import type { Database } from '../db/connection.js';

export function editDistance(a: string, b: string, cap = Infinity): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (cur[j]! < best) best = cur[j]!;
    }
    if (best > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

function closeness(asked: string, candidate: string): number {
  if (candidate === asked) return 0;
  if (asked.length >= 3 && candidate.includes(asked)) return 0.1 + (candidate.length - asked.length) / (10 * candidate.length);
  const cap = Math.max(2, Math.floor(Math.max(asked.length, candidate.length) / 3));
  const d = editDistance(asked, candidate, cap);
  return d > cap ? Infinity : 0.2 + d / Math.max(asked.length, candidate.length);
}

export function rankSuggestions(asked: string, names: readonly { name: string; slug: string }[], max = 5): string[] {
  const q = asked.trim().toLowerCase();
  if (!q) return [];
  const scored: { name: string; score: number }[] = [];
  for (const n of names) {
    const short = n.name.slice(n.name.indexOf('/') + 1).toLowerCase();
    const score = Math.min(closeness(q, n.name.toLowerCase()), closeness(q, n.slug), closeness(q, short));
    if (score !== Infinity) scored.push({ name: n.name, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || (a.name < b.name ? -1 : 1))
    .slice(0, max)
    .map((s) => s.name);
}

export async function suggestServerNames(db: Database, asked: string, max = 5): Promise<string[]> {
  const names = await db.rows<{ name: string; slug: string }>(`SELECT name, slug FROM servers WHERE status <> 'deleted'`);
  return rankSuggestions(asked, names, max);
}

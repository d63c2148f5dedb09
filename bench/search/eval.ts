// Relevance evaluation shared by the search bench and the ablation script: the judged sets, and what is
// measured on each (nDCG@10, queries whose top 10 holds none of their relevant servers, results returned
// for queries with nothing relevant). Pure but for reading the set files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ndcgAt } from './ndcg.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface JudgedQuery {
  query: string;
  kind?: 'agent' | 'keyword';
  note?: string;
  judgments: Record<string, number>;
}

export interface JudgedSet {
  /** Short label for tables. */
  label: string;
  file: string;
  queries: JudgedQuery[];
  /** 'exp': gain 2^grade - 1 (the project's sets); 'linear': gain = grade (the shared eval README). */
  gain: 'exp' | 'linear';
  /** Target nDCG@10 named by issue #11, when there is one. */
  target?: number;
  /** Held out: benches print its aggregates only, never a query of it (nobody tuning reads them). */
  heldOut?: boolean;
}

/** The shared development set (written outside the project), when present beside the project. */
export const SHARED_DEV = process.env.SWITCHBOARD_EVAL_DEV ?? path.resolve(here, '../../../shared/eval/agent-queries-dev.json');

function load(file: string): JudgedQuery[] {
  // The fifth round's sets name the grades `relevant`, as the shared dev set does.
  const raw = JSON.parse(fs.readFileSync(path.join(here, file), 'utf8')) as {
    queries: (Omit<JudgedQuery, 'judgments'> & { judgments?: Record<string, number>; relevant?: Record<string, number> })[];
  };
  return raw.queries.map(({ relevant, judgments, ...q }) => ({ ...q, judgments: judgments ?? relevant ?? {} }));
}

/**
 * judged.json: the tuning set (issue #11 grew it with agent-style requests). judged-holdout-11.json: the
 * holdout written and frozen before any of issue #11's ranking changes; never tuned on. judged-blind-12.json:
 * written blind to the search after its third round, held out one round, tuned on since. judged-holdout.json:
 * the earlier holdout, tuned on by earlier rounds, still reported. The shared dev set is scored with its own
 * README's linear gain.
 */
export function judgedSets(): JudgedSet[] {
  const sets: JudgedSet[] = [
    { label: 'tuning', file: 'judged.json', queries: load('judged.json'), gain: 'exp', target: 0.88 },
    {
      label: 'holdout-11 (frozen)',
      file: 'judged-holdout-11.json',
      queries: load('judged-holdout-11.json'),
      gain: 'exp',
      target: 0.85,
      heldOut: true,
    },
    // Written by someone who never ran or read the search (36 agent-style requests, 30 judged), after issue
    // #11's third round. Held out for one round (0.630 -> 0.635); tuned on from the fifth round, because agents'
    // own wording is what the search lacks and blind-13 took its place as the held-out stand-in.
    { label: 'blind-12 (tuned on)', file: 'judged-blind-12.json', queries: load('judged-blind-12.json'), gain: 'exp' },
    // Written blind, like blind-12, at the start of the fifth round (40 agent-style requests, 34 judged) and frozen
    // before any change was measured on it: the held-out stand-in for agents' own requests. Aggregates only.
    { label: 'blind-13', file: 'judged-blind-13.json', queries: load('judged-blind-13.json'), gain: 'exp', heldOut: true },
    // Written blind at the end of the fifth round (36 agent-style requests, 30 judged), looked at once, at the end
    // of that round: the cleanest stand-in for agents' own requests. Aggregates only.
    { label: 'blind-14', file: 'judged-blind-14.json', queries: load('judged-blind-14.json'), gain: 'exp', heldOut: true },
    // Written blind at the start of the sixth round (40 agent-style requests, 34 judged; 10 fr/es/de, 4 typos), by
    // a helper who never saw the search, the other sets or the server words, and frozen before any change was
    // measured on it. Its aggregate was first read after the round's main change (the server words), then at
    // each bench run; no decision was taken on it. Aggregates only.
    { label: 'blind-15', file: 'judged-blind-15.json', queries: load('judged-blind-15.json'), gain: 'exp', heldOut: true },
    // Written blind late in the sixth round (40 agent-style requests, 34 judged; 10 fr/es/de, 4 typos), after the
    // server words were done; three aggregate looks (then, a variant not kept, the round's final code), no
    // decision taken on it. Aggregates only.
    { label: 'blind-16', file: 'judged-blind-16.json', queries: load('judged-blind-16.json'), gain: 'exp', heldOut: true },
    // Written blind in the eighth session (40 agent-style requests, 34 judged; 5 French, 4 Spanish, 1 German, 4 typos,
    // 6 with nothing relevant) by a helper who never saw the search, its tables or the other sets, after the last
    // ranking change; measured once, on the search as it landed. Aggregates only.
    { label: 'blind-18', file: 'judged-blind-18.json', queries: load('judged-blind-18.json'), gain: 'exp', heldOut: true },
    // Written blind at the start of the ninth session, the same way (40 agent-style requests, 34 judged; 5 French,
    // 4 Spanish, 1 German, 4 typos, 6 with nothing relevant), frozen before any change of that session; measured
    // once (0.789). Aggregates only.
    { label: 'blind-19', file: 'judged-blind-19.json', queries: load('judged-blind-19.json'), gain: 'exp', heldOut: true },
    // A second blind set of the ninth session, written the same way (40 agent-style requests, 34 judged; 5 French,
    // 4 Spanish, 1 German, 4 typos, 6 with nothing relevant) while the search was not being changed; measured once (0.760).
    { label: 'blind-20', file: 'judged-blind-20.json', queries: load('judged-blind-20.json'), gain: 'exp', heldOut: true },
    // A third, written the same way at the end of the ninth session (40 requests, 34 judged); measured once.
    { label: 'blind-21', file: 'judged-blind-21.json', queries: load('judged-blind-21.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the start of the tenth session (40 requests each, 34 judged), kept outside the
    // repository while that session's search rules were written (by a helper who never ran them) and measured once on
    // the search as it landed: 0.834 and 0.810 (the search before the session: 0.810 and 0.791). Aggregates only.
    { label: 'blind-22', file: 'judged-blind-22.json', queries: load('judged-blind-22.json'), gain: 'exp', heldOut: true },
    { label: 'blind-23', file: 'judged-blind-23.json', queries: load('judged-blind-23.json'), gain: 'exp', heldOut: true },
    // Written the same way in the eleventh session (40 agent-style requests, 34 judged; 5 French, 4 Spanish, 1 German, 4 typos,
    // 6 with nothing relevant), kept outside the repository while that session's search rules were written, and measured once
    // on the search as it landed: 0.836, zero-hit 1, no empty answer (the search before the session: 0.832). Aggregates only.
    { label: 'blind-26', file: 'judged-blind-26.json', queries: load('judged-blind-26.json'), gain: 'exp', heldOut: true },
    // Written the same way in session 12 (blind-27: 40 agent-style requests; blind-28: 40 longer, wordier agent-style requests
    // with the user's situation and filler; 34 judged each, 6 with nothing relevant), kept outside the repository while that
    // session's search changes landed, and measured once on the search at 14:49 UTC: 0.857 and 0.870, zero-hit 0, no empty
    // answer; no-rel results 5.67 and 1.67 (the search before the session: the same). Aggregates only.
    { label: 'blind-27', file: 'judged-blind-27.json', queries: load('judged-blind-27.json'), gain: 'exp', heldOut: true },
    { label: 'blind-28', file: 'judged-blind-28.json', queries: load('judged-blind-28.json'), gain: 'exp', heldOut: true },
    // 50 agent-style requests written for tuning by a helper who never ran or read the search (fifth round).
    // Written blind in the seventh round by two helpers who never saw the search or its tables: 36 requests, all in
    // French, Spanish or German (32 judged). Used as the development set of that round's foreign-language work and
    // read query by query: the search's weakest part (0.556, 7 of 32 with no relevant server in the top 10:
    // untranslated verb forms, German compounds, "traduce" taken for English). A rare English word read as a
    // foreign verb form took it to 0.585; a written translation table took it to 0.637 but not the held-out
    // sets' requests in those languages (0.733 -> 0.726), and was taken back.
    { label: 'blind-17 fr/es/de', file: 'judged-blind-17.json', queries: load('judged-blind-17.json'), gain: 'exp' },
    { label: 'agent-2', file: 'judged-agent-2.json', queries: load('judged-agent-2.json'), gain: 'exp' },
    // 50 more, one per capability area of the catalogue, written the same way (fifth round).
    { label: 'agent-3', file: 'judged-agent-3.json', queries: load('judged-agent-3.json'), gain: 'exp' },
    { label: 'agent-4', file: 'judged-agent-4.json', queries: load('judged-agent-4.json'), gain: 'exp' },
    { label: 'agent-5', file: 'judged-agent-5.json', queries: load('judged-agent-5.json'), gain: 'exp' },
    { label: 'agent-6', file: 'judged-agent-6.json', queries: load('judged-agent-6.json'), gain: 'exp' },
    // Written blind at the start of session 11 by helpers who never saw the search (blind-24: 40 agent-style
    // requests, 34 judged; blind-25: 40 keyword-style queries, 34 judged), measured once on the session-start search
    // (0.728 / 0.874) and once after the page-confidence rule (same nDCG), then read and tuned on: development sets.
    { label: 'blind-24 (tuned on)', file: 'judged-blind-24.json', queries: load('judged-blind-24.json'), gain: 'exp' },
    { label: 'blind-25 (tuned on)', file: 'judged-blind-25.json', queries: load('judged-blind-25.json'), gain: 'exp' },
    // Written blind in session 13 (blind-29: 40 keyword-style queries; blind-30: 40 agent-style requests; 34 judged each,
    // 6 with nothing relevant) and measured once on the session-start search: blind-29 0.887, zero-hit 0, 2.83 results
    // where nothing is relevant; blind-30 0.871, zero-hit 1, one empty answer (fixed since by the sure-typo rule), 1.17.
    // Then read and tuned on (issue #11's requests with nothing relevant): development sets.
    { label: 'blind-29 (tuned on)', file: 'judged-blind-29.json', queries: load('judged-blind-29.json'), gain: 'exp' },
    { label: 'blind-30 (tuned on)', file: 'judged-blind-30.json', queries: load('judged-blind-30.json'), gain: 'exp' },
    // Written blind in session 14 by helpers who never saw the search or the other sets (blind-31: 40 agent-style requests,
    // blind-32: 40 keyword-style queries; 34 judged each, 6 with nothing relevant), measured once on the session's search
    // (the same as at its start on both): blind-31 0.738, zero-hit 2, no empty answer, 1.17 results where nothing is
    // relevant; blind-32 0.891, 0, 0, 0.67. Then read query by query: development sets.
    { label: 'blind-31 (read)', file: 'judged-blind-31.json', queries: load('judged-blind-31.json'), gain: 'exp' },
    { label: 'blind-32 (read)', file: 'judged-blind-32.json', queries: load('judged-blind-32.json'), gain: 'exp' },
    // Two more agent-style sets written the same way later in session 14 (40 requests, 34 judged, 6 with nothing relevant
    // each), measured once on the search of that moment (1d1f73b: blind-33 0.778, blind-34 0.827; the session-start search
    // 0.780 and 0.827; zero-hit 0 and 1, no empty answer, 1.33 and 0.83 results where nothing is relevant), then read.
    { label: 'blind-33 (read)', file: 'judged-blind-33.json', queries: load('judged-blind-33.json'), gain: 'exp' },
    { label: 'blind-34 (read)', file: 'judged-blind-34.json', queries: load('judged-blind-34.json'), gain: 'exp' },
    // Two more written the same way near the end of session 14, measured once on its final search (bf87a60: blind-35 0.863,
    // blind-36 0.826; the session-start search the same; zero-hit 0 and 0, no empty answer, 1.17 and 2.00 results where
    // nothing is relevant), then read.
    { label: 'blind-35 (read)', file: 'judged-blind-35.json', queries: load('judged-blind-35.json'), gain: 'exp' },
    { label: 'blind-36 (read)', file: 'judged-blind-36.json', queries: load('judged-blind-36.json'), gain: 'exp' },
    // Two more written the same way at the very end of session 14, measured once on its final search (68648eb: blind-37 0.828,
    // blind-38 0.806; the session-start search 0.829 and 0.804; zero-hit 1 and 1, no empty answer, 0.67 results where nothing is
    // relevant on each) and committed unread: held out, aggregates only, the fresh estimate for the next session.
    { label: 'blind-37', file: 'judged-blind-37.json', queries: load('judged-blind-37.json'), gain: 'exp', heldOut: true },
    { label: 'blind-38', file: 'judged-blind-38.json', queries: load('judged-blind-38.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the start of session 16 (2026-12-03) by helpers who never saw the search or another set,
    // measured once on the search as it stood (a5cc0cd: blind-39 0.857, 33 judged, 7 with nothing relevant, 2.14 results on
    // those; blind-40 0.820, zero-hit 1, 1.00) and committed unread: held out, aggregates only.
    { label: 'blind-39', file: 'judged-blind-39.json', queries: load('judged-blind-39.json'), gain: 'exp', heldOut: true },
    { label: 'blind-40', file: 'judged-blind-40.json', queries: load('judged-blind-40.json'), gain: 'exp', heldOut: true },
    // One more written the same way at the start of session 17 (2026-12-03 04:35), measured once on the search as it stood
    // (501c557, the same pages as a5cc0cd: blind-41 0.839, 34 judged, zero-hit 0, no empty answer, 2.33 results where nothing
    // is relevant) and committed unread: held out, aggregates only.
    { label: 'blind-41', file: 'judged-blind-41.json', queries: load('judged-blind-41.json'), gain: 'exp', heldOut: true },
    // Six more written the same way at the start of session 18 (2026-12-03 07:05-07:40) by helpers who never saw the search
    // or another set: blind-42, -43, -44, -47 agent-style (43 and 47 mostly outside software), blind-45, -46 keyword-style
    // (1-3 words, three exact names each; brief /work/wt/blind/BK.md). Measured once on the search as it stood (ba03c43):
    // 0.844, 0.706, 0.806, 0.808, 0.850, 0.780. blind-43 and -45 were then read (the `like` rule of index.ts came from
    // blind-45's "stripe"); blind-44's requests that name a product were printed once by the experiment for it; blind-42,
    // -46 and -47 are committed unread: held out, aggregates only.
    { label: 'blind-42', file: 'judged-blind-42.json', queries: load('judged-blind-42.json'), gain: 'exp', heldOut: true },
    { label: 'blind-43 (read)', file: 'judged-blind-43.json', queries: load('judged-blind-43.json'), gain: 'exp' },
    { label: 'blind-44', file: 'judged-blind-44.json', queries: load('judged-blind-44.json'), gain: 'exp', heldOut: true },
    { label: 'blind-45 (read)', file: 'judged-blind-45.json', queries: load('judged-blind-45.json'), gain: 'exp' },
    { label: 'blind-46', file: 'judged-blind-46.json', queries: load('judged-blind-46.json'), gain: 'exp', heldOut: true },
    { label: 'blind-47', file: 'judged-blind-47.json', queries: load('judged-blind-47.json'), gain: 'exp', heldOut: true },
    // Three more written the same way at the start of session 19 (2026-12-03 09:10-09:35) by helpers who never saw the
    // search or another set: blind-48 agent-style (30 of 40 everyday personal tasks; 33 judged, 7 with nothing relevant),
    // blind-49 keyword-style (brief BK.md), blind-50 agent-style written long and situated (8-10 words with the user's
    // context). Measured once on the search as it stood (2209751): 0.824 (zero-hit 1), 0.891 (0), 0.720 (3); results
    // where nothing is relevant 1.86, 1.33, 3.00. blind-50 was then read; blind-48 and -49 are committed unread.
    { label: 'blind-48', file: 'judged-blind-48.json', queries: load('judged-blind-48.json'), gain: 'exp', heldOut: true },
    { label: 'blind-49', file: 'judged-blind-49.json', queries: load('judged-blind-49.json'), gain: 'exp', heldOut: true },
    { label: 'blind-50 (read)', file: 'judged-blind-50.json', queries: load('judged-blind-50.json'), gain: 'exp' },
    // Two more written the same way at the start of session 20 (2026-12-03 11:25-12:15) by helpers who never saw the search
    // or another set: blind-51 agent-style written long and situated (8-12 words, 22 of 34 everyday or professional tasks;
    // 35 judged, 5 with nothing relevant), blind-52 agent-style as asked for a professional who is no programmer (34 judged,
    // 6 with nothing relevant). Measured once on the search as it stood (4247805): 0.644 (zero-hit 6) and 0.743 (1); results
    // where nothing is relevant 2.00 and 0.83; with the sure-typo rule (typoWords) 0.654 and 0.763. blind-51 was then read
    // (context runs to the end of its clause: analyze.ts); blind-52 is committed unread: held out, aggregates only.
    { label: 'blind-51 (read)', file: 'judged-blind-51.json', queries: load('judged-blind-51.json'), gain: 'exp' },
    { label: 'blind-52', file: 'judged-blind-52.json', queries: load('judged-blind-52.json'), gain: 'exp', heldOut: true },
    // One more written the same way later in session 20 (2026-12-03 12:05; 3-10 words: half short, a quarter with the user's
    // situation before a comma, a quarter as questions; 35 judged, 5 with nothing relevant), measured once on the search of
    // that moment (668955e: 0.863, zero-hit 1, 0.40 results where nothing is relevant; the session-start search 0.862) and
    // committed unread: held out, aggregates only.
    { label: 'blind-53', file: 'judged-blind-53.json', queries: load('judged-blind-53.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the start of session 21 (2026-12-03 13:45) by helpers who never saw the search or
    // another set: blind-54 (6-9 words; 34 judged, 6 with nothing relevant) and blind-55, asked for an agent acting for
    // someone who is no programmer (29 judged, 11 with nothing relevant: five capabilities proved absent). Measured once on the
    // search as it stood (611b5c3): 0.823 (zero-hit 1, 0.83 results where nothing is relevant) and 0.770 (0, 3.55). blind-55
    // was then read; blind-54 is committed unread: held out, aggregates only.
    { label: 'blind-54', file: 'judged-blind-54.json', queries: load('judged-blind-54.json'), gain: 'exp', heldOut: true },
    { label: 'blind-55 (read)', file: 'judged-blind-55.json', queries: load('judged-blind-55.json'), gain: 'exp' },
    // Two more written the same way later in session 21 (2026-12-03 14:05): blind-56 to the plain brief (34 judged, 6 with
    // nothing relevant), blind-57 with a third naming the product the agent works in and a third as questions (34, 6).
    // Measured once on the search as it stood (46c196e, the search of 611b5c3): 0.812 (zero-hit 0, 1.33 results where
    // nothing is relevant) and 0.876 (0, 4.00); committed unread: held out, aggregates only.
    { label: 'blind-56', file: 'judged-blind-56.json', queries: load('judged-blind-56.json'), gain: 'exp', heldOut: true },
    { label: 'blind-57', file: 'judged-blind-57.json', queries: load('judged-blind-57.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the start of session 22 (2026-12-03 15:45) by helpers who never saw the search or
    // another set, to the plain brief: blind-58 (35 judged, 5 with nothing relevant) and blind-59 (35, 5). Measured once on
    // the search as it stood (84f9dab, the search of 611b5c3): 0.789 (zero-hit 1, 4.20 results where nothing is relevant) and
    // 0.801 (1, 0.60). blind-58 was then read; blind-59 is committed unread: held out, aggregates only.
    { label: 'blind-58 (read)', file: 'judged-blind-58.json', queries: load('judged-blind-58.json'), gain: 'exp' },
    { label: 'blind-59', file: 'judged-blind-59.json', queries: load('judged-blind-59.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the start of session 23 (2026-12-03 18:12), to the plain brief: blind-60 (33 judged, 7
    // with nothing relevant: two capabilities proved absent, one expected absent was not) and blind-61 (34, 6). Measured once
    // on the search as it stood (e2f16e7): 0.782 (zero-hit 0, 2.86 results where nothing is relevant) and 0.823 (1, 0.67).
    // blind-60 was then read; blind-61 is committed unread: held out, aggregates only.
    { label: 'blind-60 (read)', file: 'judged-blind-60.json', queries: load('judged-blind-60.json'), gain: 'exp' },
    { label: 'blind-61', file: 'judged-blind-61.json', queries: load('judged-blind-61.json'), gain: 'exp', heldOut: true },
    // Two more written the same way later in session 23 (2026-12-03 18:40), to the plain brief: blind-62 (35 judged, 5 with
    // nothing relevant: one capability proved absent, two expected absent were not) and blind-63 (34, 6). Measured once on the
    // search of e2f16e7 (c2c04a6's pages are the same): 0.875 (zero-hit 0, 2.80 results where nothing is relevant) and 0.796
    // (2, 3.67). Both committed unread: held out, aggregates only.
    { label: 'blind-62', file: 'judged-blind-62.json', queries: load('judged-blind-62.json'), gain: 'exp', heldOut: true },
    { label: 'blind-63', file: 'judged-blind-63.json', queries: load('judged-blind-63.json'), gain: 'exp', heldOut: true },
    // Four more written the same way at the start of session 24 (2026-12-03 20:15 and 20:25), to the plain brief (rewritten
    // word for word from the earlier one, which was lost with the session's scratch files): blind-64 (32 judged, 8 with
    // nothing relevant), blind-65 (35, 5), blind-66 (35, 5) and blind-67 (36, 4). Measured once on the search as it stood
    // (aafe330): 0.768 (zero-hit 2, 0.38 results where nothing is relevant), 0.729 (3, 1.40), 0.806 (1, 0.80) and 0.770 (2,
    // 0.50). blind-65 was then read (session 24's rules); the other three are committed unread: held out, aggregates only.
    // After the rules from blind-65: 0.797, 0.817 and 0.784.
    { label: 'blind-64', file: 'judged-blind-64.json', queries: load('judged-blind-64.json'), gain: 'exp', heldOut: true },
    { label: 'blind-65 (read)', file: 'judged-blind-65.json', queries: load('judged-blind-65.json'), gain: 'exp' },
    { label: 'blind-66', file: 'judged-blind-66.json', queries: load('judged-blind-66.json'), gain: 'exp', heldOut: true },
    { label: 'blind-67', file: 'judged-blind-67.json', queries: load('judged-blind-67.json'), gain: 'exp', heldOut: true },
    // Two more written the same way later in session 24 (2026-12-03 20:37), to the same brief: blind-68 (35 judged, 5 with
    // nothing relevant) and blind-69 (35, 5). Measured once on aafe330: 0.790 (zero-hit 1, 2.60 results where nothing is
    // relevant) and 0.739 (3, 1.60); on the search after blind-65's rules (67503c5): 0.788 and 0.751. blind-69 was then read;
    // blind-68 is committed unread: held out, aggregates only.
    { label: 'blind-68', file: 'judged-blind-68.json', queries: load('judged-blind-68.json'), gain: 'exp', heldOut: true },
    { label: 'blind-69 (read)', file: 'judged-blind-69.json', queries: load('judged-blind-69.json'), gain: 'exp' },
    // Four more written the same way at the end of session 24 (2026-12-03 20:50 and 21:05), to the same brief: blind-70 (34
    // judged, 6 with nothing relevant), blind-71 (35, 5), blind-72 (35, 5), blind-73 (34, 6). Measured on aafe330: 0.772
    // (zero-hit 3), 0.803 (1), 0.790 (2), 0.791 (1); on the search of their moment (70, 71: bf19ec2; 72, 73: 04f5704): 0.803
    // (1), 0.821 (1), 0.829 (1), 0.821 (0). blind-70 was then read (04f5704); 71-73 are committed unread: held out.
    { label: 'blind-70 (read)', file: 'judged-blind-70.json', queries: load('judged-blind-70.json'), gain: 'exp' },
    { label: 'blind-71', file: 'judged-blind-71.json', queries: load('judged-blind-71.json'), gain: 'exp', heldOut: true },
    { label: 'blind-72', file: 'judged-blind-72.json', queries: load('judged-blind-72.json'), gain: 'exp', heldOut: true },
    { label: 'blind-73', file: 'judged-blind-73.json', queries: load('judged-blind-73.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the end of session 24 (2026-12-03 21:20), to the same brief: blind-74 (36 judged, 4
    // with nothing relevant) and blind-75 (36, 4). Measured on aafe330: 0.771 (zero-hit 3) and 0.694 (4); on the search of
    // 70788f6: 0.781 (2) and 0.737 (3). blind-75 was then read (d3a2584); blind-74 is committed unread: held out.
    { label: 'blind-74', file: 'judged-blind-74.json', queries: load('judged-blind-74.json'), gain: 'exp', heldOut: true },
    { label: 'blind-75 (read)', file: 'judged-blind-75.json', queries: load('judged-blind-75.json'), gain: 'exp' },
    // Five written the same way at the start of session 25 (2026-12-03 22:30), to the same brief: blind-76 (35 judged, 5
    // with nothing relevant), blind-77 (35, 5), blind-78 (33, 7), blind-79 (36, 4), blind-80 (36, 4). Measured on 9be2610
    // before any was read: 0.788, 0.815, 0.821, 0.848, 0.812. blind-76 and -80 were then read; 77-79 are held out.
    { label: 'blind-76 (read)', file: 'judged-blind-76.json', queries: load('judged-blind-76.json'), gain: 'exp' },
    { label: 'blind-77', file: 'judged-blind-77.json', queries: load('judged-blind-77.json'), gain: 'exp', heldOut: true },
    { label: 'blind-78', file: 'judged-blind-78.json', queries: load('judged-blind-78.json'), gain: 'exp', heldOut: true },
    { label: 'blind-79', file: 'judged-blind-79.json', queries: load('judged-blind-79.json'), gain: 'exp', heldOut: true },
    { label: 'blind-80 (read)', file: 'judged-blind-80.json', queries: load('judged-blind-80.json'), gain: 'exp' },
    // Three more the same way (2026-12-03 22:40): blind-81 (34 judged, 6 with nothing relevant), blind-82 (36, 4), blind-83
    // (34, 6). Measured on 9be2610 before any was read: 0.751, 0.725, 0.842. blind-82 was then read; 81 and 83 are held out.
    { label: 'blind-81', file: 'judged-blind-81.json', queries: load('judged-blind-81.json'), gain: 'exp', heldOut: true },
    { label: 'blind-82 (read)', file: 'judged-blind-82.json', queries: load('judged-blind-82.json'), gain: 'exp' },
    { label: 'blind-83', file: 'judged-blind-83.json', queries: load('judged-blind-83.json'), gain: 'exp', heldOut: true },
    // Two written to the same brief in Portuguese and Italian only (20 each; 2026-12-03 22:55): blind-84 (35 judged, 5 with
    // nothing relevant) and blind-85 (35, 5). Measured on 9be2610 before either was read: 0.514 and 0.551 (the other sets'
    // requests in French, Spanish and German: about 0.8). blind-85 was then read; 84 is held out.
    { label: 'blind-84 (pt/it)', file: 'judged-blind-84.json', queries: load('judged-blind-84.json'), gain: 'exp', heldOut: true },
    { label: 'blind-85 (pt/it, read)', file: 'judged-blind-85.json', queries: load('judged-blind-85.json'), gain: 'exp' },
    // Two more to the main brief at the end of session 25 (23:10): blind-86 (36, 4) and blind-87 (33, 7). Measured once on
    // 9be2610 and on 350f888: 0.822 and 0.815, 0.759 and 0.763. Held out.
    { label: 'blind-86', file: 'judged-blind-86.json', queries: load('judged-blind-86.json'), gain: 'exp', heldOut: true },
    { label: 'blind-87', file: 'judged-blind-87.json', queries: load('judged-blind-87.json'), gain: 'exp', heldOut: true },
    // Two more at the end of session 25 (23:30): blind-88 (36, 4) and blind-89 (36, 4), measured once on 9be2610 and on the
    // session's final search: 0.780 and 0.772, 0.791 and 0.789. Held out.
    { label: 'blind-88', file: 'judged-blind-88.json', queries: load('judged-blind-88.json'), gain: 'exp', heldOut: true },
    { label: 'blind-89', file: 'judged-blind-89.json', queries: load('judged-blind-89.json'), gain: 'exp', heldOut: true },
    // Four written at the start of session 26 (2026-12-04 04:15): blind-90..92 to the main brief, blind-93 to the Portuguese
    // and Italian one. Measured once on a1e06d5 before any was read: 0.818, 0.801, 0.777, 0.694 (results where nothing is
    // relevant: 3.25, 2.40, 3.83, 5.83). blind-92 and blind-93 were then read; 90 and 91 are held out.
    { label: 'blind-90', file: 'judged-blind-90.json', queries: load('judged-blind-90.json'), gain: 'exp', heldOut: true },
    { label: 'blind-91', file: 'judged-blind-91.json', queries: load('judged-blind-91.json'), gain: 'exp', heldOut: true },
    { label: 'blind-92 (read)', file: 'judged-blind-92.json', queries: load('judged-blind-92.json'), gain: 'exp' },
    { label: 'blind-93 (pt/it, read)', file: 'judged-blind-93.json', queries: load('judged-blind-93.json'), gain: 'exp' },
    // Four more at 04:24: blind-94..96 to the main brief, blind-97 to the Portuguese and Italian one. Measured once on
    // a1e06d5 before any was read: 0.762, 0.765, 0.806, 0.703 (results where nothing is relevant 4.50, 0.67, 1.67, 2.00).
    // blind-94 and 95 were then read; 96 and 97 are held out.
    { label: 'blind-94 (read)', file: 'judged-blind-94.json', queries: load('judged-blind-94.json'), gain: 'exp' },
    { label: 'blind-95 (read)', file: 'judged-blind-95.json', queries: load('judged-blind-95.json'), gain: 'exp' },
    { label: 'blind-96', file: 'judged-blind-96.json', queries: load('judged-blind-96.json'), gain: 'exp', heldOut: true },
    { label: 'blind-97 (pt/it)', file: 'judged-blind-97.json', queries: load('judged-blind-97.json'), gain: 'exp', heldOut: true },
    // Four written at the start of session 27 (2026-12-04 11:40): blind-98..100 to the main brief, blind-101 to the Portuguese
    // and Italian one. Measured once on 19f658e before any was read: 0.793, 0.801, 0.842, 0.724 (results where nothing is
    // relevant 1.00, 1.86, 1.71, 2.17). blind-98 and 101 were then read; 99 and 100 are held out.
    { label: 'blind-98 (read)', file: 'judged-blind-98.json', queries: load('judged-blind-98.json'), gain: 'exp' },
    { label: 'blind-99', file: 'judged-blind-99.json', queries: load('judged-blind-99.json'), gain: 'exp', heldOut: true },
    { label: 'blind-100', file: 'judged-blind-100.json', queries: load('judged-blind-100.json'), gain: 'exp', heldOut: true },
    { label: 'blind-101 (pt/it, read)', file: 'judged-blind-101.json', queries: load('judged-blind-101.json'), gain: 'exp' },
    // Two more to the main brief at 11:51 and 12:21 (blind-103, written at 11:51, came later): blind-102 and 104, measured once
    // on 19f658e before they were read: 0.748, 0.776 (results where nothing is relevant 0.40, 3.57); both read.
    { label: 'blind-102 (read)', file: 'judged-blind-102.json', queries: load('judged-blind-102.json'), gain: 'exp' },
    { label: 'blind-104 (read)', file: 'judged-blind-104.json', queries: load('judged-blind-104.json'), gain: 'exp' },
    // blind-103, written at 11:51 to the main brief, came at 12:47: measured on 19f658e 0.799 (1.50 where nothing is relevant)
    // and on the session's final search 0.800; held out.
    { label: 'blind-103', file: 'judged-blind-103.json', queries: load('judged-blind-103.json'), gain: 'exp', heldOut: true },
    // Seven written at the start of session 28 (2026-12-04 13:36-13:46): blind-105..110 to the main brief, blind-111 to the
    // Portuguese and Italian one. Measured once on 29d884f before any was read: 0.773, 0.779, 0.806, 0.786, 0.748, 0.699,
    // 0.825 (results where nothing is relevant 1.67, 1.00, 0.60, 0.60, 2.00, 2.67, 1.75). 105, 106, 109 and 110 were then
    // read; 107, 108 and 111 are held out.
    { label: 'blind-105 (read)', file: 'judged-blind-105.json', queries: load('judged-blind-105.json'), gain: 'exp' },
    { label: 'blind-106 (read)', file: 'judged-blind-106.json', queries: load('judged-blind-106.json'), gain: 'exp' },
    { label: 'blind-107', file: 'judged-blind-107.json', queries: load('judged-blind-107.json'), gain: 'exp', heldOut: true },
    { label: 'blind-108', file: 'judged-blind-108.json', queries: load('judged-blind-108.json'), gain: 'exp', heldOut: true },
    { label: 'blind-109 (read)', file: 'judged-blind-109.json', queries: load('judged-blind-109.json'), gain: 'exp' },
    { label: 'blind-110 (read)', file: 'judged-blind-110.json', queries: load('judged-blind-110.json'), gain: 'exp' },
    { label: 'blind-111 (pt/it)', file: 'judged-blind-111.json', queries: load('judged-blind-111.json'), gain: 'exp', heldOut: true },
    // Two more to the main brief at 14:10, after the session's two search rounds had landed: measured once on 29d884f and
    // on the landed search (1d29f78): blind-112 0.769 -> 0.812, blind-113 0.751 -> 0.804; held out.
    { label: 'blind-112', file: 'judged-blind-112.json', queries: load('judged-blind-112.json'), gain: 'exp', heldOut: true },
    { label: 'blind-113', file: 'judged-blind-113.json', queries: load('judged-blind-113.json'), gain: 'exp', heldOut: true },
    // Two more to the main brief at 14:20, measured once on 29d884f and on 1d29f78 before they were read (0.769 -> 0.769,
    // 0.756 -> 0.764); both read for the session's third round.
    { label: 'blind-114 (read)', file: 'judged-blind-114.json', queries: load('judged-blind-114.json'), gain: 'exp' },
    { label: 'blind-115 (read)', file: 'judged-blind-115.json', queries: load('judged-blind-115.json'), gain: 'exp' },
    // Two more to the main brief at 14:41, measured once on 29d884f and on 8717ee8 before they were read (0.830 -> 0.830,
    // 0.811 -> 0.811); both read for the session's fourth round.
    { label: 'blind-116 (read)', file: 'judged-blind-116.json', queries: load('judged-blind-116.json'), gain: 'exp' },
    { label: 'blind-117 (read)', file: 'judged-blind-117.json', queries: load('judged-blind-117.json'), gain: 'exp' },
    // Two more to the main brief at 14:58, after the session's last search round had landed: measured once on 29d884f and
    // on 276f17b: blind-118 0.826 -> 0.883, blind-119 0.779 -> 0.796; held out.
    { label: 'blind-118', file: 'judged-blind-118.json', queries: load('judged-blind-118.json'), gain: 'exp', heldOut: true },
    { label: 'blind-119', file: 'judged-blind-119.json', queries: load('judged-blind-119.json'), gain: 'exp', heldOut: true },
    // Session 29 (2026-12-04 15:45-16:40), to the brief kept beside the sets (BRIEF-blind.md, rewritten as the earlier one was
    // lost with the session's scratch files): 40 requests, 30 English, 5 French, 4 Spanish, 1 German, 4 typos, about 6 with
    // nothing relevant and 6 at the edge of what servers do, a third naming a product, and a theme per set number so that
    // sets differ. Harder than the earlier brief's: measured once on 92147bc (the session's start) before any was read,
    // 120 .. 125: 0.721, 0.704, 0.739, 0.767, 0.666, 0.633 (results where nothing is relevant 1.43, 0.86, 3.43, 1.38, 0.75,
    // 0.25). 120, 122 and 124 were then read for the session's first two rounds, 121 and 125 for the fifth (121's handwritten
    // notes became one of its rules; nothing was kept from 125); 123 is held out.
    { label: 'blind-120 (read)', file: 'judged-blind-120.json', queries: load('judged-blind-120.json'), gain: 'exp' },
    { label: 'blind-121 (read)', file: 'judged-blind-121.json', queries: load('judged-blind-121.json'), gain: 'exp' },
    { label: 'blind-122 (read)', file: 'judged-blind-122.json', queries: load('judged-blind-122.json'), gain: 'exp' },
    { label: 'blind-123', file: 'judged-blind-123.json', queries: load('judged-blind-123.json'), gain: 'exp', heldOut: true },
    { label: 'blind-124 (read)', file: 'judged-blind-124.json', queries: load('judged-blind-124.json'), gain: 'exp' },
    { label: 'blind-125 (read)', file: 'judged-blind-125.json', queries: load('judged-blind-125.json'), gain: 'exp' },
    // Written during the rounds and measured on 92147bc and on the search of that hour before being read: blind-126 0.727 ->
    // 0.727 and -127 0.831 -> 0.833 (round 2), blind-128 0.763 -> 0.759 and -129 0.772 -> 0.774 (round 3), blind-130 0.708 ->
    // 0.721 and -131 0.744 -> 0.749 (round 4). 126, 128 and 130 were then read (rounds 3 and 4); 127, 129 and 131 are held out.
    { label: 'blind-126 (read)', file: 'judged-blind-126.json', queries: load('judged-blind-126.json'), gain: 'exp' },
    { label: 'blind-127', file: 'judged-blind-127.json', queries: load('judged-blind-127.json'), gain: 'exp', heldOut: true },
    { label: 'blind-128 (read)', file: 'judged-blind-128.json', queries: load('judged-blind-128.json'), gain: 'exp' },
    { label: 'blind-129', file: 'judged-blind-129.json', queries: load('judged-blind-129.json'), gain: 'exp', heldOut: true },
    { label: 'blind-130 (read)', file: 'judged-blind-130.json', queries: load('judged-blind-130.json'), gain: 'exp' },
    { label: 'blind-131', file: 'judged-blind-131.json', queries: load('judged-blind-131.json'), gain: 'exp', heldOut: true },
    // Four more at 16:40, after round 4 had landed: measured on 92147bc and on cb42d65 before any was read, blind-132 0.599 ->
    // 0.599, -133 0.768 -> 0.765, -134 0.771 -> 0.774, -135 0.802 -> 0.802 (the session's rules had moved no fresh set). 132
    // and 134 were then read for round 5; 133 and 135 are held out.
    { label: 'blind-132 (read)', file: 'judged-blind-132.json', queries: load('judged-blind-132.json'), gain: 'exp' },
    { label: 'blind-133', file: 'judged-blind-133.json', queries: load('judged-blind-133.json'), gain: 'exp', heldOut: true },
    { label: 'blind-134 (read)', file: 'judged-blind-134.json', queries: load('judged-blind-134.json'), gain: 'exp' },
    { label: 'blind-135', file: 'judged-blind-135.json', queries: load('judged-blind-135.json'), gain: 'exp', heldOut: true },
    // Session 30 (2026-12-04 18:45), to the same brief: measured once on 7b68899 (the session's start) before any was read,
    // 136 .. 140: 0.704, 0.657, 0.694, 0.711, 0.670. 136, 137 and 138 were then read for the session's search round; 139 and
    // 140 are held out.
    { label: 'blind-136 (read)', file: 'judged-blind-136.json', queries: load('judged-blind-136.json'), gain: 'exp' },
    { label: 'blind-137 (read)', file: 'judged-blind-137.json', queries: load('judged-blind-137.json'), gain: 'exp' },
    { label: 'blind-138 (read)', file: 'judged-blind-138.json', queries: load('judged-blind-138.json'), gain: 'exp' },
    { label: 'blind-139', file: 'judged-blind-139.json', queries: load('judged-blind-139.json'), gain: 'exp', heldOut: true },
    { label: 'blind-140', file: 'judged-blind-140.json', queries: load('judged-blind-140.json'), gain: 'exp', heldOut: true },
    // Three more at 19:30, during the round: measured on 7b68899 and on the round's search (9bad1a5) before any was read,
    // blind-141 0.756 -> 0.760, -142 0.672 -> 0.672, -143 0.624 -> 0.624; held out.
    { label: 'blind-141', file: 'judged-blind-141.json', queries: load('judged-blind-141.json'), gain: 'exp', heldOut: true },
    { label: 'blind-142', file: 'judged-blind-142.json', queries: load('judged-blind-142.json'), gain: 'exp', heldOut: true },
    { label: 'blind-143', file: 'judged-blind-143.json', queries: load('judged-blind-143.json'), gain: 'exp', heldOut: true },
    // Three more at 19:10, after round 1 had landed: measured on 7b68899 and on 9bad1a5 before any was read, blind-144 0.672 ->
    // 0.672, -145 0.714 -> 0.730, -146 0.831 -> 0.834. 144 and 145 were then read for round 2; 146 is held out.
    { label: 'blind-144 (read)', file: 'judged-blind-144.json', queries: load('judged-blind-144.json'), gain: 'exp' },
    { label: 'blind-145 (read)', file: 'judged-blind-145.json', queries: load('judged-blind-145.json'), gain: 'exp' },
    { label: 'blind-146', file: 'judged-blind-146.json', queries: load('judged-blind-146.json'), gain: 'exp', heldOut: true },
    // Four more at 19:40, after round 2 had landed: measured on 7b68899 and on a79ccd7 before any was read, blind-147 0.774 ->
    // 0.805, -148 0.615 -> 0.615, -149 0.705 -> 0.723, -150 0.719 -> 0.720. 147 and 148 were then read for round 3; 149 and
    // 150 are held out.
    { label: 'blind-147 (read)', file: 'judged-blind-147.json', queries: load('judged-blind-147.json'), gain: 'exp' },
    { label: 'blind-148 (read)', file: 'judged-blind-148.json', queries: load('judged-blind-148.json'), gain: 'exp' },
    { label: 'blind-149', file: 'judged-blind-149.json', queries: load('judged-blind-149.json'), gain: 'exp', heldOut: true },
    { label: 'blind-150', file: 'judged-blind-150.json', queries: load('judged-blind-150.json'), gain: 'exp', heldOut: true },
    // Three more at 20:10, after the session's three rounds had landed: measured on 7b68899 and on the final search (7f1af4f)
    // before anyone read them, blind-151 0.727 -> 0.749, -152 0.706 -> 0.736, -153 0.720 -> 0.752; held out.
    { label: 'blind-151', file: 'judged-blind-151.json', queries: load('judged-blind-151.json'), gain: 'exp', heldOut: true },
    { label: 'blind-152', file: 'judged-blind-152.json', queries: load('judged-blind-152.json'), gain: 'exp', heldOut: true },
    { label: 'blind-153', file: 'judged-blind-153.json', queries: load('judged-blind-153.json'), gain: 'exp', heldOut: true },
    // Four more at 20:20, during round 4: measured on 7b68899 and on the search of that hour (14f9690) before anyone read
    // them, blind-154 0.669 -> 0.691, -155 0.737 -> 0.737, -156 0.803 -> 0.805, -157 0.741 -> 0.751; held out.
    { label: 'blind-154', file: 'judged-blind-154.json', queries: load('judged-blind-154.json'), gain: 'exp', heldOut: true },
    { label: 'blind-155', file: 'judged-blind-155.json', queries: load('judged-blind-155.json'), gain: 'exp', heldOut: true },
    { label: 'blind-156', file: 'judged-blind-156.json', queries: load('judged-blind-156.json'), gain: 'exp', heldOut: true },
    { label: 'blind-157', file: 'judged-blind-157.json', queries: load('judged-blind-157.json'), gain: 'exp', heldOut: true },
    // Session 31 (2026-12-04 21:25), to the same brief: measured once on 2479ae6 (the session's start) before any was read,
    // 158 .. 167: 0.757, 0.795, 0.799, 0.737, 0.639, 0.729, 0.774, 0.821, 0.709, 0.760. 162, 163 and 166 (the weakest) were
    // then read for the session's search round; the other seven are held out.
    { label: 'blind-158', file: 'judged-blind-158.json', queries: load('judged-blind-158.json'), gain: 'exp', heldOut: true },
    { label: 'blind-159', file: 'judged-blind-159.json', queries: load('judged-blind-159.json'), gain: 'exp', heldOut: true },
    { label: 'blind-160', file: 'judged-blind-160.json', queries: load('judged-blind-160.json'), gain: 'exp', heldOut: true },
    { label: 'blind-161', file: 'judged-blind-161.json', queries: load('judged-blind-161.json'), gain: 'exp', heldOut: true },
    { label: 'blind-162 (read)', file: 'judged-blind-162.json', queries: load('judged-blind-162.json'), gain: 'exp' },
    { label: 'blind-163 (read)', file: 'judged-blind-163.json', queries: load('judged-blind-163.json'), gain: 'exp' },
    { label: 'blind-164', file: 'judged-blind-164.json', queries: load('judged-blind-164.json'), gain: 'exp', heldOut: true },
    { label: 'blind-165', file: 'judged-blind-165.json', queries: load('judged-blind-165.json'), gain: 'exp', heldOut: true },
    { label: 'blind-166 (read)', file: 'judged-blind-166.json', queries: load('judged-blind-166.json'), gain: 'exp' },
    { label: 'blind-167', file: 'judged-blind-167.json', queries: load('judged-blind-167.json'), gain: 'exp', heldOut: true },
    // Four more at 22:10, after the session's round had landed (8f9c8b2): measured on 2479ae6 and on 8f9c8b2 before anyone
    // read them, 168 0.636 -> 0.636, 169 0.633 -> 0.638, 170 0.818 -> 0.819, 171 0.767 -> 0.767; held out.
    { label: 'blind-168', file: 'judged-blind-168.json', queries: load('judged-blind-168.json'), gain: 'exp', heldOut: true },
    { label: 'blind-169', file: 'judged-blind-169.json', queries: load('judged-blind-169.json'), gain: 'exp', heldOut: true },
    { label: 'blind-170', file: 'judged-blind-170.json', queries: load('judged-blind-170.json'), gain: 'exp', heldOut: true },
    { label: 'blind-171', file: 'judged-blind-171.json', queries: load('judged-blind-171.json'), gain: 'exp', heldOut: true },
    // Session 32 (2026-12-05 00:00), to the same brief: measured once on 788ab04 (the session's start) before any was read,
    // 172 .. 179: 0.669, 0.723, 0.793, 0.769, 0.710, 0.817, 0.711, 0.699. 172 and 176 (the weakest) were then read for the
    // session's search round; the other six are held out.
    { label: 'blind-172 (read)', file: 'judged-blind-172.json', queries: load('judged-blind-172.json'), gain: 'exp' },
    { label: 'blind-173', file: 'judged-blind-173.json', queries: load('judged-blind-173.json'), gain: 'exp', heldOut: true },
    { label: 'blind-174', file: 'judged-blind-174.json', queries: load('judged-blind-174.json'), gain: 'exp', heldOut: true },
    { label: 'blind-175', file: 'judged-blind-175.json', queries: load('judged-blind-175.json'), gain: 'exp', heldOut: true },
    { label: 'blind-176 (read)', file: 'judged-blind-176.json', queries: load('judged-blind-176.json'), gain: 'exp' },
    { label: 'blind-177', file: 'judged-blind-177.json', queries: load('judged-blind-177.json'), gain: 'exp', heldOut: true },
    { label: 'blind-178', file: 'judged-blind-178.json', queries: load('judged-blind-178.json'), gain: 'exp', heldOut: true },
    { label: 'blind-179', file: 'judged-blind-179.json', queries: load('judged-blind-179.json'), gain: 'exp', heldOut: true },
    // 180 .. 182 written after the page floor (8518fe0) and the first knowledge (429c8cb): measured on 788ab04 and on 429c8cb
    // before anyone read them, 0.675 -> 0.675, 0.747 -> 0.747, 0.850 -> 0.829; 180 then read, 181 and 182 held out.
    { label: 'blind-180 (read)', file: 'judged-blind-180.json', queries: load('judged-blind-180.json'), gain: 'exp' },
    { label: 'blind-181', file: 'judged-blind-181.json', queries: load('judged-blind-181.json'), gain: 'exp', heldOut: true },
    { label: 'blind-182', file: 'judged-blind-182.json', queries: load('judged-blind-182.json'), gain: 'exp', heldOut: true },
    // 183 .. 186 written after the back-off's removal (207fac9): measured on 788ab04 and on 207fac9 before anyone read them,
    // 0.745 -> 0.745, 0.721 -> 0.724, 0.736 -> 0.735, 0.705 -> 0.705; 184 and 186 then read, 183 and 185 held out.
    { label: 'blind-183', file: 'judged-blind-183.json', queries: load('judged-blind-183.json'), gain: 'exp', heldOut: true },
    { label: 'blind-184 (read)', file: 'judged-blind-184.json', queries: load('judged-blind-184.json'), gain: 'exp' },
    { label: 'blind-185', file: 'judged-blind-185.json', queries: load('judged-blind-185.json'), gain: 'exp', heldOut: true },
    { label: 'blind-186 (read)', file: 'judged-blind-186.json', queries: load('judged-blind-186.json'), gain: 'exp' },
    // 187 .. 190 written after the knowledge of 184 and 186 (cf51775): measured on 788ab04 and on cf51775 before anyone read
    // them, 0.733 -> 0.733, 0.725 -> 0.730, 0.765 -> 0.765, 0.661 -> 0.691; 188 and 190 then read, 187 and 189 held out.
    { label: 'blind-187', file: 'judged-blind-187.json', queries: load('judged-blind-187.json'), gain: 'exp', heldOut: true },
    { label: 'blind-188 (read)', file: 'judged-blind-188.json', queries: load('judged-blind-188.json'), gain: 'exp' },
    { label: 'blind-189', file: 'judged-blind-189.json', queries: load('judged-blind-189.json'), gain: 'exp', heldOut: true },
    { label: 'blind-190 (read)', file: 'judged-blind-190.json', queries: load('judged-blind-190.json'), gain: 'exp' },
    // 191 .. 194 written after the knowledge of 188 and 190 (19d85d5): measured on 788ab04 and on 19d85d5 before anyone read
    // them, 0.760 -> 0.760, 0.839 -> 0.835, 0.770 -> 0.770, 0.712 -> 0.697; 191 and 194 then read, 192 and 193 held out.
    { label: 'blind-191 (read)', file: 'judged-blind-191.json', queries: load('judged-blind-191.json'), gain: 'exp' },
    { label: 'blind-192', file: 'judged-blind-192.json', queries: load('judged-blind-192.json'), gain: 'exp', heldOut: true },
    { label: 'blind-193', file: 'judged-blind-193.json', queries: load('judged-blind-193.json'), gain: 'exp', heldOut: true },
    { label: 'blind-194 (read)', file: 'judged-blind-194.json', queries: load('judged-blind-194.json'), gain: 'exp' },
    // 195 .. 204 (session 33) written to the same brief by helpers who never saw the search or the other sets, each measured
    // once on 932fc38 before anyone read it: 0.831, 0.673, 0.655, 0.814, 0.733, 0.786, 0.796, 0.717, 0.643, 0.678; 196, 197,
    // 199 and 203 then read, the other six held out.
    { label: 'blind-195', file: 'judged-blind-195.json', queries: load('judged-blind-195.json'), gain: 'exp', heldOut: true },
    { label: 'blind-196 (read)', file: 'judged-blind-196.json', queries: load('judged-blind-196.json'), gain: 'exp' },
    { label: 'blind-197 (read)', file: 'judged-blind-197.json', queries: load('judged-blind-197.json'), gain: 'exp' },
    { label: 'blind-198', file: 'judged-blind-198.json', queries: load('judged-blind-198.json'), gain: 'exp', heldOut: true },
    { label: 'blind-199 (read)', file: 'judged-blind-199.json', queries: load('judged-blind-199.json'), gain: 'exp' },
    { label: 'blind-200', file: 'judged-blind-200.json', queries: load('judged-blind-200.json'), gain: 'exp', heldOut: true },
    { label: 'blind-201', file: 'judged-blind-201.json', queries: load('judged-blind-201.json'), gain: 'exp', heldOut: true },
    { label: 'blind-202', file: 'judged-blind-202.json', queries: load('judged-blind-202.json'), gain: 'exp', heldOut: true },
    { label: 'blind-203 (read)', file: 'judged-blind-203.json', queries: load('judged-blind-203.json'), gain: 'exp' },
    { label: 'blind-204', file: 'judged-blind-204.json', queries: load('judged-blind-204.json'), gain: 'exp', heldOut: true },
    // 205 .. 208 written after the round had landed (90a72db), measured once on it: 0.642, 0.760, 0.816, 0.757; never read.
    { label: 'blind-205', file: 'judged-blind-205.json', queries: load('judged-blind-205.json'), gain: 'exp', heldOut: true },
    { label: 'blind-206', file: 'judged-blind-206.json', queries: load('judged-blind-206.json'), gain: 'exp', heldOut: true },
    { label: 'blind-207', file: 'judged-blind-207.json', queries: load('judged-blind-207.json'), gain: 'exp', heldOut: true },
    { label: 'blind-208', file: 'judged-blind-208.json', queries: load('judged-blind-208.json'), gain: 'exp', heldOut: true },
    // 209 .. 212 written after 205 .. 208, measured once on e281d06 before anyone read them: 0.691, 0.801, 0.738, 0.810; 209
    // then read for the round's second part, 210 .. 212 held out.
    { label: 'blind-209 (read)', file: 'judged-blind-209.json', queries: load('judged-blind-209.json'), gain: 'exp' },
    { label: 'blind-210', file: 'judged-blind-210.json', queries: load('judged-blind-210.json'), gain: 'exp', heldOut: true },
    { label: 'blind-211', file: 'judged-blind-211.json', queries: load('judged-blind-211.json'), gain: 'exp', heldOut: true },
    { label: 'blind-212', file: 'judged-blind-212.json', queries: load('judged-blind-212.json'), gain: 'exp', heldOut: true },
    // 213 .. 215 written after the session's rounds had landed, measured once on bcaafc3: 0.808, 0.611, 0.742; never read.
    { label: 'blind-213', file: 'judged-blind-213.json', queries: load('judged-blind-213.json'), gain: 'exp', heldOut: true },
    { label: 'blind-214', file: 'judged-blind-214.json', queries: load('judged-blind-214.json'), gain: 'exp', heldOut: true },
    { label: 'blind-215', file: 'judged-blind-215.json', queries: load('judged-blind-215.json'), gain: 'exp', heldOut: true },
    // 216 .. 221 written at the start of session 34, measured once on 95f9f4e before anyone read them: 0.753, 0.782, 0.833,
    // 0.753, 0.695, 0.782; 219 and 220 (the weakest) then read, the other four held out.
    { label: 'blind-216', file: 'judged-blind-216.json', queries: load('judged-blind-216.json'), gain: 'exp', heldOut: true },
    { label: 'blind-217', file: 'judged-blind-217.json', queries: load('judged-blind-217.json'), gain: 'exp', heldOut: true },
    { label: 'blind-218', file: 'judged-blind-218.json', queries: load('judged-blind-218.json'), gain: 'exp', heldOut: true },
    { label: 'blind-219 (read)', file: 'judged-blind-219.json', queries: load('judged-blind-219.json'), gain: 'exp' },
    { label: 'blind-220 (read)', file: 'judged-blind-220.json', queries: load('judged-blind-220.json'), gain: 'exp' },
    { label: 'blind-221', file: 'judged-blind-221.json', queries: load('judged-blind-221.json'), gain: 'exp', heldOut: true },
    // 222 and 223 written after the session's search rules had landed (e8c4d76), measured once on it: 0.752, 0.794 (the same on
    // 95f9f4e); never read.
    { label: 'blind-222', file: 'judged-blind-222.json', queries: load('judged-blind-222.json'), gain: 'exp', heldOut: true },
    { label: 'blind-223', file: 'judged-blind-223.json', queries: load('judged-blind-223.json'), gain: 'exp', heldOut: true },
    // 224 .. 227 written after 222 and 223, measured once on d21967c before anyone read them: 0.757, 0.778, 0.752, 0.563; 227
    // (the weakest) then read, the other three held out.
    { label: 'blind-224', file: 'judged-blind-224.json', queries: load('judged-blind-224.json'), gain: 'exp', heldOut: true },
    { label: 'blind-225', file: 'judged-blind-225.json', queries: load('judged-blind-225.json'), gain: 'exp', heldOut: true },
    { label: 'blind-226', file: 'judged-blind-226.json', queries: load('judged-blind-226.json'), gain: 'exp', heldOut: true },
    { label: 'blind-227 (read)', file: 'judged-blind-227.json', queries: load('judged-blind-227.json'), gain: 'exp' },
    // 228 .. 233 written at session 35's start, measured once on 2626241 before anyone read them: 0.673, 0.860, 0.745, 0.809,
    // 0.675, 0.724; 228 and 232 (the weakest) then read, the other four held out.
    { label: 'blind-228 (read)', file: 'judged-blind-228.json', queries: load('judged-blind-228.json'), gain: 'exp' },
    { label: 'blind-229', file: 'judged-blind-229.json', queries: load('judged-blind-229.json'), gain: 'exp', heldOut: true },
    { label: 'blind-230', file: 'judged-blind-230.json', queries: load('judged-blind-230.json'), gain: 'exp', heldOut: true },
    { label: 'blind-231', file: 'judged-blind-231.json', queries: load('judged-blind-231.json'), gain: 'exp', heldOut: true },
    { label: 'blind-232 (read)', file: 'judged-blind-232.json', queries: load('judged-blind-232.json'), gain: 'exp' },
    { label: 'blind-233', file: 'judged-blind-233.json', queries: load('judged-blind-233.json'), gain: 'exp', heldOut: true },
    // 234 .. 238 written after the session's first rules had landed, measured once on eb06e67 before anyone read them: 0.686,
    // 0.762, 0.787, 0.857, 0.675; 238 (the weakest) then read, the other four held out.
    { label: 'blind-234', file: 'judged-blind-234.json', queries: load('judged-blind-234.json'), gain: 'exp', heldOut: true },
    { label: 'blind-235', file: 'judged-blind-235.json', queries: load('judged-blind-235.json'), gain: 'exp', heldOut: true },
    { label: 'blind-236', file: 'judged-blind-236.json', queries: load('judged-blind-236.json'), gain: 'exp', heldOut: true },
    { label: 'blind-237', file: 'judged-blind-237.json', queries: load('judged-blind-237.json'), gain: 'exp', heldOut: true },
    { label: 'blind-238 (read)', file: 'judged-blind-238.json', queries: load('judged-blind-238.json'), gain: 'exp' },
    // 239 .. 242 written after the session's rules of 238 had been written (581edac), measured once on it before anyone read
    // them: 0.821, 0.685, 0.753, 0.704 (the same on eb06e67); never read.
    { label: 'blind-239', file: 'judged-blind-239.json', queries: load('judged-blind-239.json'), gain: 'exp', heldOut: true },
    { label: 'blind-240', file: 'judged-blind-240.json', queries: load('judged-blind-240.json'), gain: 'exp', heldOut: true },
    { label: 'blind-241', file: 'judged-blind-241.json', queries: load('judged-blind-241.json'), gain: 'exp', heldOut: true },
    { label: 'blind-242', file: 'judged-blind-242.json', queries: load('judged-blind-242.json'), gain: 'exp', heldOut: true },
    // 243 and 244 written after the session's search rules had landed (36eb974), measured once on it: 0.758, 0.687; 244 read
    // (its misses asked for rules that did not help: a phrase's other words stay needs), 243 never read.
    { label: 'blind-243', file: 'judged-blind-243.json', queries: load('judged-blind-243.json'), gain: 'exp', heldOut: true },
    { label: 'blind-244 (read)', file: 'judged-blind-244.json', queries: load('judged-blind-244.json'), gain: 'exp' },
    // 245 .. 250 written at session 36's start, measured once on 458f663 before anyone read them: 0.764, 0.698, 0.756, 0.819,
    // 0.804, 0.811; 246 (the lowest) and 250 (the most results where nothing is relevant: 3.75) read, the other four never read.
    { label: 'blind-245', file: 'judged-blind-245.json', queries: load('judged-blind-245.json'), gain: 'exp', heldOut: true },
    { label: 'blind-246 (read)', file: 'judged-blind-246.json', queries: load('judged-blind-246.json'), gain: 'exp' },
    { label: 'blind-247', file: 'judged-blind-247.json', queries: load('judged-blind-247.json'), gain: 'exp', heldOut: true },
    { label: 'blind-248', file: 'judged-blind-248.json', queries: load('judged-blind-248.json'), gain: 'exp', heldOut: true },
    { label: 'blind-249', file: 'judged-blind-249.json', queries: load('judged-blind-249.json'), gain: 'exp', heldOut: true },
    { label: 'blind-250 (read)', file: 'judged-blind-250.json', queries: load('judged-blind-250.json'), gain: 'exp' },
    // 251 .. 254 written after the home repairs had landed (3810681), measured once on it before anyone read them: 0.761,
    // 0.810, 0.747, 0.783; 253 (the lowest) and 251 (the most results where nothing is relevant: 2.89) read, 252 and 254 never read.
    { label: 'blind-251 (read)', file: 'judged-blind-251.json', queries: load('judged-blind-251.json'), gain: 'exp' },
    { label: 'blind-252', file: 'judged-blind-252.json', queries: load('judged-blind-252.json'), gain: 'exp', heldOut: true },
    { label: 'blind-253 (read)', file: 'judged-blind-253.json', queries: load('judged-blind-253.json'), gain: 'exp' },
    { label: 'blind-254', file: 'judged-blind-254.json', queries: load('judged-blind-254.json'), gain: 'exp', heldOut: true },
    // 255 .. 258 written after the session's knowledge rules had landed (e28c2ba), measured once on it before anyone read them:
    // 0.754, 0.616, 0.734, 0.730; 256 and 257 (the two lowest) read, 255 and 258 never read.
    { label: 'blind-255', file: 'judged-blind-255.json', queries: load('judged-blind-255.json'), gain: 'exp', heldOut: true },
    { label: 'blind-256 (read)', file: 'judged-blind-256.json', queries: load('judged-blind-256.json'), gain: 'exp' },
    { label: 'blind-257 (read)', file: 'judged-blind-257.json', queries: load('judged-blind-257.json'), gain: 'exp' },
    { label: 'blind-258', file: 'judged-blind-258.json', queries: load('judged-blind-258.json'), gain: 'exp', heldOut: true },
    // 259 .. 262 written after the session's last search rules had landed (7422760), measured once on it before anyone read
    // them: 0.780, 0.877, 0.889, 0.717 (on the session's start, 458f663: the same but 262, 0.687); 262 read, the rest never read.
    { label: 'blind-259', file: 'judged-blind-259.json', queries: load('judged-blind-259.json'), gain: 'exp', heldOut: true },
    { label: 'blind-260', file: 'judged-blind-260.json', queries: load('judged-blind-260.json'), gain: 'exp', heldOut: true },
    { label: 'blind-261', file: 'judged-blind-261.json', queries: load('judged-blind-261.json'), gain: 'exp', heldOut: true },
    { label: 'blind-262 (read)', file: 'judged-blind-262.json', queries: load('judged-blind-262.json'), gain: 'exp' },
    // 263 .. 268 written at session 37's start, measured once on 9bc0f82 before anyone read them: 0.691, 0.786, 0.766, 0.788,
    // 0.824, 0.674; 263 and 268 (the two lowest) read, 264 .. 267 never read.
    { label: 'blind-263 (read)', file: 'judged-blind-263.json', queries: load('judged-blind-263.json'), gain: 'exp' },
    { label: 'blind-264', file: 'judged-blind-264.json', queries: load('judged-blind-264.json'), gain: 'exp', heldOut: true },
    { label: 'blind-265', file: 'judged-blind-265.json', queries: load('judged-blind-265.json'), gain: 'exp', heldOut: true },
    { label: 'blind-266', file: 'judged-blind-266.json', queries: load('judged-blind-266.json'), gain: 'exp', heldOut: true },
    { label: 'blind-267', file: 'judged-blind-267.json', queries: load('judged-blind-267.json'), gain: 'exp', heldOut: true },
    { label: 'blind-268 (read)', file: 'judged-blind-268.json', queries: load('judged-blind-268.json'), gain: 'exp' },
    // 269 .. 272 written after the session's first rules had landed (1a86e68), measured once on it before anyone read them:
    // 0.864, 0.703, 0.712, 0.783 (on the session's start, 9bc0f82: the same but 270, 0.694); 270 and 271 (the two lowest)
    // read, 269 and 272 never read.
    { label: 'blind-269', file: 'judged-blind-269.json', queries: load('judged-blind-269.json'), gain: 'exp', heldOut: true },
    { label: 'blind-270 (read)', file: 'judged-blind-270.json', queries: load('judged-blind-270.json'), gain: 'exp' },
    { label: 'blind-271 (read)', file: 'judged-blind-271.json', queries: load('judged-blind-271.json'), gain: 'exp' },
    { label: 'blind-272', file: 'judged-blind-272.json', queries: load('judged-blind-272.json'), gain: 'exp', heldOut: true },
    // 273 .. 276 written after the session's second rules had landed (5735d51), measured once on it before anyone read them:
    // 0.832, 0.812, 0.719, 0.788; 275 (the lowest, and the most results where nothing is relevant: 3.20) read, the rest never read.
    { label: 'blind-273', file: 'judged-blind-273.json', queries: load('judged-blind-273.json'), gain: 'exp', heldOut: true },
    { label: 'blind-274', file: 'judged-blind-274.json', queries: load('judged-blind-274.json'), gain: 'exp', heldOut: true },
    { label: 'blind-275 (read)', file: 'judged-blind-275.json', queries: load('judged-blind-275.json'), gain: 'exp' },
    { label: 'blind-276', file: 'judged-blind-276.json', queries: load('judged-blind-276.json'), gain: 'exp', heldOut: true },
    // 277 .. 280 written after the session's third rules had landed (fc4c051), measured once on it before anyone read them:
    // 0.752, 0.714, 0.836, 0.691; 278 and 280 (the two lowest) read, 277 and 279 never read.
    { label: 'blind-277', file: 'judged-blind-277.json', queries: load('judged-blind-277.json'), gain: 'exp', heldOut: true },
    { label: 'blind-278 (read)', file: 'judged-blind-278.json', queries: load('judged-blind-278.json'), gain: 'exp' },
    { label: 'blind-279', file: 'judged-blind-279.json', queries: load('judged-blind-279.json'), gain: 'exp', heldOut: true },
    { label: 'blind-280 (read)', file: 'judged-blind-280.json', queries: load('judged-blind-280.json'), gain: 'exp' },
    // 281 .. 286 written at session 38's start, measured once on d52ea5d before anyone read them: 0.714, 0.714, 0.773, 0.815,
    // 0.830, 0.816; 281 and 282 (the two lowest) read, 283 .. 286 never read.
    { label: 'blind-281 (read)', file: 'judged-blind-281.json', queries: load('judged-blind-281.json'), gain: 'exp' },
    { label: 'blind-282 (read)', file: 'judged-blind-282.json', queries: load('judged-blind-282.json'), gain: 'exp' },
    { label: 'blind-283', file: 'judged-blind-283.json', queries: load('judged-blind-283.json'), gain: 'exp', heldOut: true },
    { label: 'blind-284', file: 'judged-blind-284.json', queries: load('judged-blind-284.json'), gain: 'exp', heldOut: true },
    { label: 'blind-285', file: 'judged-blind-285.json', queries: load('judged-blind-285.json'), gain: 'exp', heldOut: true },
    { label: 'blind-286', file: 'judged-blind-286.json', queries: load('judged-blind-286.json'), gain: 'exp', heldOut: true },
    // 287 .. 290 written after the session's first rules had landed (bf6b558), measured once on it before anyone read them:
    // 0.738, 0.735, 0.776, 0.817 (the same on the session's start, d52ea5d); 287 and 288 (the two lowest) read, 289 and 290
    // never read.
    { label: 'blind-287 (read)', file: 'judged-blind-287.json', queries: load('judged-blind-287.json'), gain: 'exp' },
    { label: 'blind-288 (read)', file: 'judged-blind-288.json', queries: load('judged-blind-288.json'), gain: 'exp' },
    { label: 'blind-289', file: 'judged-blind-289.json', queries: load('judged-blind-289.json'), gain: 'exp', heldOut: true },
    { label: 'blind-290', file: 'judged-blind-290.json', queries: load('judged-blind-290.json'), gain: 'exp', heldOut: true },
    // 291 .. 294 written after the session's second rules had landed (02107ec), measured once on it before anyone read them:
    // 0.803, 0.737, 0.819, 0.769 (the same on the session's start, d52ea5d); 292 and 294 (the two lowest) read, 291 and 293
    // never read.
    { label: 'blind-291', file: 'judged-blind-291.json', queries: load('judged-blind-291.json'), gain: 'exp', heldOut: true },
    { label: 'blind-292 (read)', file: 'judged-blind-292.json', queries: load('judged-blind-292.json'), gain: 'exp' },
    { label: 'blind-293', file: 'judged-blind-293.json', queries: load('judged-blind-293.json'), gain: 'exp', heldOut: true },
    { label: 'blind-294 (read)', file: 'judged-blind-294.json', queries: load('judged-blind-294.json'), gain: 'exp' },
    // 295 .. 298 written after the session's third rules had landed (0f4a436), measured once on it before anyone read them:
    // 0.748, 0.798, 0.735, 0.760 (the same on the session's start, d52ea5d); 295 and 297 (the two lowest) read, 296 and 298
    // never read.
    { label: 'blind-295 (read)', file: 'judged-blind-295.json', queries: load('judged-blind-295.json'), gain: 'exp' },
    { label: 'blind-296', file: 'judged-blind-296.json', queries: load('judged-blind-296.json'), gain: 'exp', heldOut: true },
    { label: 'blind-297 (read)', file: 'judged-blind-297.json', queries: load('judged-blind-297.json'), gain: 'exp' },
    { label: 'blind-298', file: 'judged-blind-298.json', queries: load('judged-blind-298.json'), gain: 'exp', heldOut: true },
    // 299 .. 302 written after the session's fourth rules had landed (b91710e), measured once on it before anyone read them:
    // 0.762, 0.812, 0.855, 0.828 (the same on the session's start, d52ea5d); 299 (the lowest) read, 300 .. 302 never read.
    { label: 'blind-299 (read)', file: 'judged-blind-299.json', queries: load('judged-blind-299.json'), gain: 'exp' },
    { label: 'blind-300', file: 'judged-blind-300.json', queries: load('judged-blind-300.json'), gain: 'exp', heldOut: true },
    { label: 'blind-301', file: 'judged-blind-301.json', queries: load('judged-blind-301.json'), gain: 'exp', heldOut: true },
    { label: 'blind-302', file: 'judged-blind-302.json', queries: load('judged-blind-302.json'), gain: 'exp', heldOut: true },
    // 303 .. 308 written at session 39's start, measured once on it (25286b9) before anyone read them: 0.784, 0.738, 0.771,
    // 0.614, 0.834, 0.827; 304 and 306 (the two lowest) read, 303, 305, 307 and 308 never read.
    { label: 'blind-303', file: 'judged-blind-303.json', queries: load('judged-blind-303.json'), gain: 'exp', heldOut: true },
    { label: 'blind-304 (read)', file: 'judged-blind-304.json', queries: load('judged-blind-304.json'), gain: 'exp' },
    { label: 'blind-305', file: 'judged-blind-305.json', queries: load('judged-blind-305.json'), gain: 'exp', heldOut: true },
    { label: 'blind-306 (read)', file: 'judged-blind-306.json', queries: load('judged-blind-306.json'), gain: 'exp' },
    { label: 'blind-307', file: 'judged-blind-307.json', queries: load('judged-blind-307.json'), gain: 'exp', heldOut: true },
    { label: 'blind-308', file: 'judged-blind-308.json', queries: load('judged-blind-308.json'), gain: 'exp', heldOut: true },
    // 309 and 310 written after the session's first rules had landed (1f147ac), measured once on it before anyone read them:
    // 0.891, 0.665 (the same on the session's start, 25286b9); 310 (the lower) read, 309 never read.
    { label: 'blind-309', file: 'judged-blind-309.json', queries: load('judged-blind-309.json'), gain: 'exp', heldOut: true },
    { label: 'blind-310 (read)', file: 'judged-blind-310.json', queries: load('judged-blind-310.json'), gain: 'exp' },
    // 311 and 312 written after the session's first rules had landed (1f147ac), measured once on it before anyone read them:
    // 0.781, 0.749; 312 (the lower) read, 311 never read.
    { label: 'blind-311', file: 'judged-blind-311.json', queries: load('judged-blind-311.json'), gain: 'exp', heldOut: true },
    { label: 'blind-312 (read)', file: 'judged-blind-312.json', queries: load('judged-blind-312.json'), gain: 'exp' },
    // 313 and 314 written after the session's second rules had landed (18c8ecb), measured once on it before anyone read
    // them: 0.839, 0.793; 314 (the lower) read, 313 never read.
    { label: 'blind-313', file: 'judged-blind-313.json', queries: load('judged-blind-313.json'), gain: 'exp', heldOut: true },
    { label: 'blind-314 (read)', file: 'judged-blind-314.json', queries: load('judged-blind-314.json'), gain: 'exp' },
    // 315 and 316 written after the session's third rules had landed (25e554b), measured once on it before anyone read
    // them: 0.789, 0.743; 316 (the lower) read, 315 never read.
    { label: 'blind-315', file: 'judged-blind-315.json', queries: load('judged-blind-315.json'), gain: 'exp', heldOut: true },
    { label: 'blind-316 (read)', file: 'judged-blind-316.json', queries: load('judged-blind-316.json'), gain: 'exp' },
    // 317 and 318 written after the session's fourth rules had landed (23c376a), measured once on it before anyone read
    // them: 0.835, 0.765 (the same on 25e554b); 318 (the lower) read, 317 never read.
    { label: 'blind-317', file: 'judged-blind-317.json', queries: load('judged-blind-317.json'), gain: 'exp', heldOut: true },
    { label: 'blind-318 (read)', file: 'judged-blind-318.json', queries: load('judged-blind-318.json'), gain: 'exp' },
    // Six more written at session 40's start by helpers who never saw the search or the other sets, each measured once on
    // ec9b810 before it was read: 319 0.817, 320 0.856, 321 0.862, 322 0.793, 323 0.796, 324 0.813; 322 and 323 read.
    { label: 'blind-319', file: 'judged-blind-319.json', queries: load('judged-blind-319.json'), gain: 'exp', heldOut: true },
    { label: 'blind-320', file: 'judged-blind-320.json', queries: load('judged-blind-320.json'), gain: 'exp', heldOut: true },
    { label: 'blind-321', file: 'judged-blind-321.json', queries: load('judged-blind-321.json'), gain: 'exp', heldOut: true },
    { label: 'blind-322 (read)', file: 'judged-blind-322.json', queries: load('judged-blind-322.json'), gain: 'exp' },
    { label: 'blind-323 (read)', file: 'judged-blind-323.json', queries: load('judged-blind-323.json'), gain: 'exp' },
    { label: 'blind-324', file: 'judged-blind-324.json', queries: load('judged-blind-324.json'), gain: 'exp', heldOut: true },
    // 325 and 326 written after the session's first rules had landed (a71f974), measured once on it before anyone read them:
    // 0.692, 0.824; 325 (the lower) read, 326 never read.
    { label: 'blind-325 (read)', file: 'judged-blind-325.json', queries: load('judged-blind-325.json'), gain: 'exp' },
    { label: 'blind-326', file: 'judged-blind-326.json', queries: load('judged-blind-326.json'), gain: 'exp', heldOut: true },
    // 327 written after the session's second rules had landed (c63a57c), measured once on it before anyone read it: 0.786;
    // read.
    { label: 'blind-327 (read)', file: 'judged-blind-327.json', queries: load('judged-blind-327.json'), gain: 'exp' },
    // Five written at session 41's start by helpers who never saw the search or the other sets, each measured once on
    // b2ec57e before it was read: 328 0.771, 329 0.791, 330 0.723, 331 0.843, 332 0.832; 328 and 330 (the two lowest) read.
    { label: 'blind-328 (read)', file: 'judged-blind-328.json', queries: load('judged-blind-328.json'), gain: 'exp' },
    { label: 'blind-329', file: 'judged-blind-329.json', queries: load('judged-blind-329.json'), gain: 'exp', heldOut: true },
    { label: 'blind-330 (read)', file: 'judged-blind-330.json', queries: load('judged-blind-330.json'), gain: 'exp' },
    { label: 'blind-331', file: 'judged-blind-331.json', queries: load('judged-blind-331.json'), gain: 'exp', heldOut: true },
    { label: 'blind-332', file: 'judged-blind-332.json', queries: load('judged-blind-332.json'), gain: 'exp', heldOut: true },
    // 333 written while the session's first rules were being written, measured once before anyone read it: 0.838 on
    // b2ec57e and on them; never read.
    { label: 'blind-333', file: 'judged-blind-333.json', queries: load('judged-blind-333.json'), gain: 'exp', heldOut: true },
    // 334-336 written after the session's rules had landed (ff53b79), measured once on b2ec57e and on them before anyone
    // read them: 334 0.737, 335 0.705, 336 0.692 on both; 336 (the lowest) read.
    { label: 'blind-334', file: 'judged-blind-334.json', queries: load('judged-blind-334.json'), gain: 'exp', heldOut: true },
    { label: 'blind-335', file: 'judged-blind-335.json', queries: load('judged-blind-335.json'), gain: 'exp', heldOut: true },
    { label: 'blind-336 (read)', file: 'judged-blind-336.json', queries: load('judged-blind-336.json'), gain: 'exp' },
    // Five written at session 42's start by helpers who never saw the search or the other sets, each measured once on
    // 2f63976 before it was read: 337 0.786, 338 0.748, 339 0.883, 340 0.772, 341 0.760; 338 and 341 (the two lowest) read.
    { label: 'blind-337', file: 'judged-blind-337.json', queries: load('judged-blind-337.json'), gain: 'exp', heldOut: true },
    { label: 'blind-338 (read)', file: 'judged-blind-338.json', queries: load('judged-blind-338.json'), gain: 'exp' },
    { label: 'blind-339', file: 'judged-blind-339.json', queries: load('judged-blind-339.json'), gain: 'exp', heldOut: true },
    { label: 'blind-340', file: 'judged-blind-340.json', queries: load('judged-blind-340.json'), gain: 'exp', heldOut: true },
    { label: 'blind-341 (read)', file: 'judged-blind-341.json', queries: load('judged-blind-341.json'), gain: 'exp' },
    // Two more written in session 42 while its first rules were being written, measured once on 2f63976 before anyone read
    // them: 342 0.750, 343 0.855; 342 (the lower) read.
    { label: 'blind-342 (read)', file: 'judged-blind-342.json', queries: load('judged-blind-342.json'), gain: 'exp' },
    { label: 'blind-343', file: 'judged-blind-343.json', queries: load('judged-blind-343.json'), gain: 'exp', heldOut: true },
    // Three more written in session 42 after its first rules had landed (c736075), measured once on 2f63976 and on c736075
    // before anyone read them: 344 0.785, 345 0.826, 346 0.853 on both; 344 (the lowest) read.
    { label: 'blind-344 (read)', file: 'judged-blind-344.json', queries: load('judged-blind-344.json'), gain: 'exp' },
    { label: 'blind-345', file: 'judged-blind-345.json', queries: load('judged-blind-345.json'), gain: 'exp', heldOut: true },
    { label: 'blind-346', file: 'judged-blind-346.json', queries: load('judged-blind-346.json'), gain: 'exp', heldOut: true },
    // Five written at session 43's start by helpers who never saw the search or the other sets, each measured once on
    // 5137b04 before it was read: 347 0.756, 348 0.754, 349 0.787, 350 0.831, 351 0.790; 347 and 348 (the two lowest) read.
    { label: 'blind-347 (read)', file: 'judged-blind-347.json', queries: load('judged-blind-347.json'), gain: 'exp' },
    { label: 'blind-348 (read)', file: 'judged-blind-348.json', queries: load('judged-blind-348.json'), gain: 'exp' },
    { label: 'blind-349', file: 'judged-blind-349.json', queries: load('judged-blind-349.json'), gain: 'exp', heldOut: true },
    { label: 'blind-350', file: 'judged-blind-350.json', queries: load('judged-blind-350.json'), gain: 'exp', heldOut: true },
    { label: 'blind-351', file: 'judged-blind-351.json', queries: load('judged-blind-351.json'), gain: 'exp', heldOut: true },
    // Four written at session 44's start by helpers who never saw the search or the other sets, each measured once on
    // 826247e before it was read: 352 0.781, 353 0.815, 354 0.684, 355 0.822; 354 and 352 (the two lowest) read.
    { label: 'blind-352 (read)', file: 'judged-blind-352.json', queries: load('judged-blind-352.json'), gain: 'exp' },
    { label: 'blind-353', file: 'judged-blind-353.json', queries: load('judged-blind-353.json'), gain: 'exp', heldOut: true },
    { label: 'blind-354 (read)', file: 'judged-blind-354.json', queries: load('judged-blind-354.json'), gain: 'exp' },
    { label: 'blind-355', file: 'judged-blind-355.json', queries: load('judged-blind-355.json'), gain: 'exp', heldOut: true },
    // Two more written in session 44 after its first rules had landed (efa38e0), measured once on it before anyone read
    // them: 356 0.757, 357 0.844; 356 (the lower) read.
    { label: 'blind-356 (read)', file: 'judged-blind-356.json', queries: load('judged-blind-356.json'), gain: 'exp' },
    { label: 'blind-357', file: 'judged-blind-357.json', queries: load('judged-blind-357.json'), gain: 'exp', heldOut: true },
    // Two more written in session 44 after its second rules had landed (c7bf902), measured once on 52c5485 (the same
    // search) before anyone read them: 358 0.818, 359 0.780; 359 (the lower) read.
    { label: 'blind-358', file: 'judged-blind-358.json', queries: load('judged-blind-358.json'), gain: 'exp', heldOut: true },
    { label: 'blind-359 (read)', file: 'judged-blind-359.json', queries: load('judged-blind-359.json'), gain: 'exp' },
    // Four written at session 45's start by helpers who never saw the search or the other sets, each measured once on
    // 5b01cc4 before it was read: 360 0.754, 361 0.796, 362 0.786, 363 0.877; 360 (the lowest) read.
    { label: 'blind-360 (read)', file: 'judged-blind-360.json', queries: load('judged-blind-360.json'), gain: 'exp' },
    { label: 'blind-361', file: 'judged-blind-361.json', queries: load('judged-blind-361.json'), gain: 'exp', heldOut: true },
    { label: 'blind-362', file: 'judged-blind-362.json', queries: load('judged-blind-362.json'), gain: 'exp', heldOut: true },
    { label: 'blind-363', file: 'judged-blind-363.json', queries: load('judged-blind-363.json'), gain: 'exp', heldOut: true },
    // Three more written in session 45 after its first rules had landed, measured once on 656788d before anyone read
    // them: 364 0.704, 365 0.806, 366 0.773; 364 (the lowest) read.
    { label: 'blind-364 (read)', file: 'judged-blind-364.json', queries: load('judged-blind-364.json'), gain: 'exp' },
    { label: 'blind-365', file: 'judged-blind-365.json', queries: load('judged-blind-365.json'), gain: 'exp', heldOut: true },
    { label: 'blind-366', file: 'judged-blind-366.json', queries: load('judged-blind-366.json'), gain: 'exp', heldOut: true },
    // Two more written in session 45 after its second rules had landed, measured once on aa95e84 (the search of 0e91d65)
    // before anyone read them: 367 0.741, 368 0.768; 367 (the lower) read.
    { label: 'blind-367 (read)', file: 'judged-blind-367.json', queries: load('judged-blind-367.json'), gain: 'exp' },
    { label: 'blind-368', file: 'judged-blind-368.json', queries: load('judged-blind-368.json'), gain: 'exp', heldOut: true },
    // Two more written in session 45 after its third rules had landed, measured once on a362eda before anyone read them:
    // 369 0.857, 370 0.789; 370 (the lower) read.
    { label: 'blind-369', file: 'judged-blind-369.json', queries: load('judged-blind-369.json'), gain: 'exp', heldOut: true },
    { label: 'blind-370 (read)', file: 'judged-blind-370.json', queries: load('judged-blind-370.json'), gain: 'exp' },
    // Two more written at session 45's end, measured once on its final search (c99e912) and never read: 371 0.725,
    // 372 0.790.
    { label: 'blind-371', file: 'judged-blind-371.json', queries: load('judged-blind-371.json'), gain: 'exp', heldOut: true },
    { label: 'blind-372', file: 'judged-blind-372.json', queries: load('judged-blind-372.json'), gain: 'exp', heldOut: true },
    // Five written at session 46's start, measured once on its start (56ffead) before anyone read them: 373 0.806,
    // 374 0.855, 375 0.796, 376 0.666, 377 0.730; 376 (the lowest) read, then 377 after the first rules.
    { label: 'blind-373', file: 'judged-blind-373.json', queries: load('judged-blind-373.json'), gain: 'exp', heldOut: true },
    { label: 'blind-374', file: 'judged-blind-374.json', queries: load('judged-blind-374.json'), gain: 'exp', heldOut: true },
    { label: 'blind-375', file: 'judged-blind-375.json', queries: load('judged-blind-375.json'), gain: 'exp', heldOut: true },
    { label: 'blind-376 (read)', file: 'judged-blind-376.json', queries: load('judged-blind-376.json'), gain: 'exp' },
    { label: 'blind-377 (read)', file: 'judged-blind-377.json', queries: load('judged-blind-377.json'), gain: 'exp' },
    // Two more written in session 46 after its first rules had landed, measured once on 0e09c8d before anyone read them:
    // 378 0.794, 379 0.856; neither read.
    { label: 'blind-378', file: 'judged-blind-378.json', queries: load('judged-blind-378.json'), gain: 'exp', heldOut: true },
    { label: 'blind-379', file: 'judged-blind-379.json', queries: load('judged-blind-379.json'), gain: 'exp', heldOut: true },
    // Three more written in session 46 after its second rules had landed, measured once on 7154bd8 before anyone read them:
    // 380 0.785, 381 0.831, 382 0.825; 380 (the lowest) read.
    { label: 'blind-380 (read)', file: 'judged-blind-380.json', queries: load('judged-blind-380.json'), gain: 'exp' },
    { label: 'blind-381', file: 'judged-blind-381.json', queries: load('judged-blind-381.json'), gain: 'exp', heldOut: true },
    { label: 'blind-382', file: 'judged-blind-382.json', queries: load('judged-blind-382.json'), gain: 'exp', heldOut: true },
    // Two more written in session 46 after its fourth rules had landed, measured once on 7cd2cc3 before anyone read them:
    // 383 0.780, 384 0.768; 384 (the lower) read.
    { label: 'blind-383', file: 'judged-blind-383.json', queries: load('judged-blind-383.json'), gain: 'exp', heldOut: true },
    { label: 'blind-384 (read)', file: 'judged-blind-384.json', queries: load('judged-blind-384.json'), gain: 'exp' },
    // Two more, measured once on fcaeccb (the same search) before anyone read them: 385 0.915, 386 0.783; neither read.
    { label: 'blind-385', file: 'judged-blind-385.json', queries: load('judged-blind-385.json'), gain: 'exp', heldOut: true },
    { label: 'blind-386', file: 'judged-blind-386.json', queries: load('judged-blind-386.json'), gain: 'exp', heldOut: true },
    // Two more written at session 46's end, measured once on its final search (aee90af) and never read: 387 0.740,
    // 388 0.828.
    { label: 'blind-387', file: 'judged-blind-387.json', queries: load('judged-blind-387.json'), gain: 'exp', heldOut: true },
    { label: 'blind-388', file: 'judged-blind-388.json', queries: load('judged-blind-388.json'), gain: 'exp', heldOut: true },
    // Eight more written the same way at the start of session 47 (2026-12-06 15:05-15:20) by helpers who never saw the search
    // or another set (40 agent-style requests each; 30 English, 5 French, 4 Spanish, 1 German, 4 typos), measured once on the
    // session-start search (ec08e9c) before anyone read them: 389 0.729, 390 0.834, 391 0.852, 392 0.774, 393 0.762, 394 0.802,
    // 395 0.744, 396 0.895. 389, 393 and 395 were then read; the others are committed unread: held out, aggregates only.
    { label: 'blind-389 (read)', file: 'judged-blind-389.json', queries: load('judged-blind-389.json'), gain: 'exp' },
    { label: 'blind-390', file: 'judged-blind-390.json', queries: load('judged-blind-390.json'), gain: 'exp', heldOut: true },
    { label: 'blind-391', file: 'judged-blind-391.json', queries: load('judged-blind-391.json'), gain: 'exp', heldOut: true },
    { label: 'blind-392', file: 'judged-blind-392.json', queries: load('judged-blind-392.json'), gain: 'exp', heldOut: true },
    { label: 'blind-393 (read)', file: 'judged-blind-393.json', queries: load('judged-blind-393.json'), gain: 'exp' },
    { label: 'blind-394', file: 'judged-blind-394.json', queries: load('judged-blind-394.json'), gain: 'exp', heldOut: true },
    { label: 'blind-395 (read)', file: 'judged-blind-395.json', queries: load('judged-blind-395.json'), gain: 'exp' },
    { label: 'blind-396', file: 'judged-blind-396.json', queries: load('judged-blind-396.json'), gain: 'exp', heldOut: true },
    // Two more written the same way later in session 47 (15:50), measured once on the session-start search (ec08e9c) before
    // anyone read them: 397 0.795, 398 0.808. 397 was then read; 398 is committed unread.
    { label: 'blind-397 (read)', file: 'judged-blind-397.json', queries: load('judged-blind-397.json'), gain: 'exp' },
    { label: 'blind-398', file: 'judged-blind-398.json', queries: load('judged-blind-398.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the end of session 47 (16:45), after its last ranking change, measured once on its final
    // search (c9efc2e) and, in the same run, on its start (ec08e9c): 399 0.876 (0.873 at the start), 400 0.767 (0.759).
    // Committed unread: held out, aggregates only.
    { label: 'blind-399', file: 'judged-blind-399.json', queries: load('judged-blind-399.json'), gain: 'exp', heldOut: true },
    { label: 'blind-400', file: 'judged-blind-400.json', queries: load('judged-blind-400.json'), gain: 'exp', heldOut: true },
    // Six more written the same way at the start of session 48 (2026-12-06 17:50-17:53) by helpers who never saw the search
    // or another set (40 agent-style requests each; 30 English, 5 French, 4 Spanish, 1 German, 4 typos), measured once on the
    // session-start search (6dd5d0c) before anyone read them: 401 0.748, 402 0.793, 403 0.826, 404 0.744, 405 0.793, 406 0.784.
    // 401 and 404 were then read; the others are committed unread: held out, aggregates only.
    { label: 'blind-401 (read)', file: 'judged-blind-401.json', queries: load('judged-blind-401.json'), gain: 'exp' },
    { label: 'blind-402', file: 'judged-blind-402.json', queries: load('judged-blind-402.json'), gain: 'exp', heldOut: true },
    { label: 'blind-403', file: 'judged-blind-403.json', queries: load('judged-blind-403.json'), gain: 'exp', heldOut: true },
    { label: 'blind-404 (read)', file: 'judged-blind-404.json', queries: load('judged-blind-404.json'), gain: 'exp' },
    { label: 'blind-405', file: 'judged-blind-405.json', queries: load('judged-blind-405.json'), gain: 'exp', heldOut: true },
    { label: 'blind-406', file: 'judged-blind-406.json', queries: load('judged-blind-406.json'), gain: 'exp', heldOut: true },
    // Two more written the same way in session 48 (17:57), measured once on the session-start search (6dd5d0c) before anyone
    // read them: 407 0.807, 408 0.749. 408 was then read; 407 is committed unread.
    { label: 'blind-407', file: 'judged-blind-407.json', queries: load('judged-blind-407.json'), gain: 'exp', heldOut: true },
    { label: 'blind-408 (read)', file: 'judged-blind-408.json', queries: load('judged-blind-408.json'), gain: 'exp' },
    // Two more written the same way in session 48 (18:01), measured once on the session-start search (6dd5d0c) before
    // anyone read them: 409 0.818, 410 0.696. 410 was then read; 409 is committed unread.
    { label: 'blind-409', file: 'judged-blind-409.json', queries: load('judged-blind-409.json'), gain: 'exp', heldOut: true },
    { label: 'blind-410 (read)', file: 'judged-blind-410.json', queries: load('judged-blind-410.json'), gain: 'exp' },
    // Three more written the same way in session 48 (18:14-18:16), measured once on the session-start search (6dd5d0c) before
    // anyone read them: 411 0.801, 412 0.819, 413 0.719 (on 1c366de: 0.801, 0.819, 0.724). 413 was then read; 411 and 412
    // are committed unread.
    { label: 'blind-411', file: 'judged-blind-411.json', queries: load('judged-blind-411.json'), gain: 'exp', heldOut: true },
    { label: 'blind-412', file: 'judged-blind-412.json', queries: load('judged-blind-412.json'), gain: 'exp', heldOut: true },
    { label: 'blind-413 (read)', file: 'judged-blind-413.json', queries: load('judged-blind-413.json'), gain: 'exp' },
    // Two more written the same way in session 48 (18:45), measured once on the session-start search (6dd5d0c) before anyone
    // read them: 414 0.792, 415 0.794 (on 2599337: 0.792, 0.795). Committed unread: held out, aggregates only.
    { label: 'blind-414', file: 'judged-blind-414.json', queries: load('judged-blind-414.json'), gain: 'exp', heldOut: true },
    { label: 'blind-415', file: 'judged-blind-415.json', queries: load('judged-blind-415.json'), gain: 'exp', heldOut: true },
    // Two more written the same way at the end of session 48 (19:26), after its last ranking change, measured once on its final
    // search (42ed812) and, in the same run, on its start (6dd5d0c): 416 0.797 (0.797 at the start), 417 0.867 (0.856).
    // Committed unread: held out, aggregates only.
    { label: 'blind-416', file: 'judged-blind-416.json', queries: load('judged-blind-416.json'), gain: 'exp', heldOut: true },
    { label: 'blind-417', file: 'judged-blind-417.json', queries: load('judged-blind-417.json'), gain: 'exp', heldOut: true },
    // Session 49 (20:27): five more written the same way, measured once on the session-start search (0563089) before anyone
    // read them: 418 0.766, 419 0.794, 420 0.777, 421 0.734, 422 0.801. 418 and 421 were then read; the others are committed
    // unread: held out, aggregates only.
    { label: 'blind-418 (read)', file: 'judged-blind-418.json', queries: load('judged-blind-418.json'), gain: 'exp' },
    { label: 'blind-419', file: 'judged-blind-419.json', queries: load('judged-blind-419.json'), gain: 'exp', heldOut: true },
    { label: 'blind-420', file: 'judged-blind-420.json', queries: load('judged-blind-420.json'), gain: 'exp', heldOut: true },
    { label: 'blind-421 (read)', file: 'judged-blind-421.json', queries: load('judged-blind-421.json'), gain: 'exp' },
    { label: 'blind-422', file: 'judged-blind-422.json', queries: load('judged-blind-422.json'), gain: 'exp', heldOut: true },
    // Five more written the same way in session 49 (20:33), measured once on the session-start search (0563089) before anyone
    // read them: 423 0.835, 424 0.873, 425 0.837, 426 0.758, 427 0.804. 426 was then read; the others are committed unread.
    { label: 'blind-423', file: 'judged-blind-423.json', queries: load('judged-blind-423.json'), gain: 'exp', heldOut: true },
    { label: 'blind-424', file: 'judged-blind-424.json', queries: load('judged-blind-424.json'), gain: 'exp', heldOut: true },
    { label: 'blind-425', file: 'judged-blind-425.json', queries: load('judged-blind-425.json'), gain: 'exp', heldOut: true },
    { label: 'blind-426 (read)', file: 'judged-blind-426.json', queries: load('judged-blind-426.json'), gain: 'exp' },
    { label: 'blind-427', file: 'judged-blind-427.json', queries: load('judged-blind-427.json'), gain: 'exp', heldOut: true },
    // Two more written the same way in session 49 (20:38), measured once on the session-start search (0563089) and, in the same
    // run, on the session's rules so far, before anyone read them: 428 0.835, 429 0.860 (the same on both). Committed unread.
    { label: 'blind-428', file: 'judged-blind-428.json', queries: load('judged-blind-428.json'), gain: 'exp', heldOut: true },
    { label: 'blind-429', file: 'judged-blind-429.json', queries: load('judged-blind-429.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 49 (20:45), measured once on the session-start search (0563089) and, in the
    // same run, on the session's rules so far (86b4efa), before anyone read them: 430 0.738, 431 0.762, 432 0.821, 433 0.722 (the same on both). 430
    // and 433 were then read; 431 and 432 are committed unread.
    { label: 'blind-430 (read)', file: 'judged-blind-430.json', queries: load('judged-blind-430.json'), gain: 'exp' },
    { label: 'blind-431', file: 'judged-blind-431.json', queries: load('judged-blind-431.json'), gain: 'exp', heldOut: true },
    { label: 'blind-432', file: 'judged-blind-432.json', queries: load('judged-blind-432.json'), gain: 'exp', heldOut: true },
    { label: 'blind-433 (read)', file: 'judged-blind-433.json', queries: load('judged-blind-433.json'), gain: 'exp' },
    // Four more written the same way in session 49 (21:08), measured once on the session-start search (0563089) and, in the
    // same run, on the session's rules so far (32c2ea9), before anyone read them: 434 0.846 (0.855 on 32c2ea9), 435 0.794, 436 0.822, 437 0.798 (the
    // same on both). 435 and 437 were then read; 434 and 436 are committed unread.
    { label: 'blind-434', file: 'judged-blind-434.json', queries: load('judged-blind-434.json'), gain: 'exp', heldOut: true },
    { label: 'blind-435 (read)', file: 'judged-blind-435.json', queries: load('judged-blind-435.json'), gain: 'exp' },
    { label: 'blind-436', file: 'judged-blind-436.json', queries: load('judged-blind-436.json'), gain: 'exp', heldOut: true },
    { label: 'blind-437 (read)', file: 'judged-blind-437.json', queries: load('judged-blind-437.json'), gain: 'exp' },
    // Four more written the same way in session 49 (21:25-21:27), measured once on the session-start search (0563089) and, in the
    // same run, on the session's rules so far (0150f86), before anyone read them: 438 0.777, 439 0.719, 440 0.773, 441 0.820 (the same on both). 439
    // and 440 were then read; 438 and 441 are committed unread.
    { label: 'blind-438', file: 'judged-blind-438.json', queries: load('judged-blind-438.json'), gain: 'exp', heldOut: true },
    { label: 'blind-439 (read)', file: 'judged-blind-439.json', queries: load('judged-blind-439.json'), gain: 'exp' },
    { label: 'blind-440 (read)', file: 'judged-blind-440.json', queries: load('judged-blind-440.json'), gain: 'exp' },
    { label: 'blind-441', file: 'judged-blind-441.json', queries: load('judged-blind-441.json'), gain: 'exp', heldOut: true },
    // Four more written the same way at the end of session 49 (21:59), after its last ranking change, measured once on its
    // final search (b89b374) and, in the same run, on its start (0563089): 442 0.861 (0.861 at the start), 443 0.815 (0.815), 444 0.772 (0.757), 445 0.782 (0.782). Committed unread: held out, aggregates only.
    { label: 'blind-442', file: 'judged-blind-442.json', queries: load('judged-blind-442.json'), gain: 'exp', heldOut: true },
    { label: 'blind-443', file: 'judged-blind-443.json', queries: load('judged-blind-443.json'), gain: 'exp', heldOut: true },
    { label: 'blind-444', file: 'judged-blind-444.json', queries: load('judged-blind-444.json'), gain: 'exp', heldOut: true },
    { label: 'blind-445', file: 'judged-blind-445.json', queries: load('judged-blind-445.json'), gain: 'exp', heldOut: true },
    // Six more written the same way in session 50 (23:02), measured once on the session-start search (0720db1) before anyone
    // read them: 446 0.886, 447 0.848, 448 0.775, 449 0.867, 450 0.814, 451 0.905. 448 was then read; the others are committed
    // unread.
    { label: 'blind-446', file: 'judged-blind-446.json', queries: load('judged-blind-446.json'), gain: 'exp', heldOut: true },
    { label: 'blind-447', file: 'judged-blind-447.json', queries: load('judged-blind-447.json'), gain: 'exp', heldOut: true },
    { label: 'blind-448 (read)', file: 'judged-blind-448.json', queries: load('judged-blind-448.json'), gain: 'exp' },
    { label: 'blind-449', file: 'judged-blind-449.json', queries: load('judged-blind-449.json'), gain: 'exp', heldOut: true },
    { label: 'blind-450', file: 'judged-blind-450.json', queries: load('judged-blind-450.json'), gain: 'exp', heldOut: true },
    { label: 'blind-451', file: 'judged-blind-451.json', queries: load('judged-blind-451.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 50 (23:07-23:10), measured once on the session-start search (0720db1) before anyone
    // read them: 452 0.848, 453 0.801, 454 0.849, 455 0.737 (the same on the session's first rule). 455 was then read; the
    // others are committed unread.
    { label: 'blind-452', file: 'judged-blind-452.json', queries: load('judged-blind-452.json'), gain: 'exp', heldOut: true },
    { label: 'blind-453', file: 'judged-blind-453.json', queries: load('judged-blind-453.json'), gain: 'exp', heldOut: true },
    { label: 'blind-454', file: 'judged-blind-454.json', queries: load('judged-blind-454.json'), gain: 'exp', heldOut: true },
    { label: 'blind-455 (read)', file: 'judged-blind-455.json', queries: load('judged-blind-455.json'), gain: 'exp' },
    // Four more written the same way in session 50 (23:14), measured once on the session-start search (0720db1) before anyone
    // read them: 456 0.703, 457 0.806, 458 0.769, 459 0.770 (the same on the session's rules so far). 456 and 458 were then
    // read; 457 and 459 are committed unread.
    { label: 'blind-456 (read)', file: 'judged-blind-456.json', queries: load('judged-blind-456.json'), gain: 'exp' },
    { label: 'blind-457', file: 'judged-blind-457.json', queries: load('judged-blind-457.json'), gain: 'exp', heldOut: true },
    { label: 'blind-458 (read)', file: 'judged-blind-458.json', queries: load('judged-blind-458.json'), gain: 'exp' },
    { label: 'blind-459', file: 'judged-blind-459.json', queries: load('judged-blind-459.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 50 (23:29-23:30), measured once on the session-start search (0720db1) and, in the
    // same run, on the session's rules so far (0eaa08f and the reminder rule), before anyone read them: 460 0.875, 461 0.803 (0.801 on the rules), 462
    // 0.824, 463 0.791 (the same on both). 463 was then read; 460-462 are committed unread.
    { label: 'blind-460', file: 'judged-blind-460.json', queries: load('judged-blind-460.json'), gain: 'exp', heldOut: true },
    { label: 'blind-461', file: 'judged-blind-461.json', queries: load('judged-blind-461.json'), gain: 'exp', heldOut: true },
    { label: 'blind-462', file: 'judged-blind-462.json', queries: load('judged-blind-462.json'), gain: 'exp', heldOut: true },
    { label: 'blind-463 (read)', file: 'judged-blind-463.json', queries: load('judged-blind-463.json'), gain: 'exp' },
    // Four more written the same way in session 50 (23:38-23:40), measured once on the session-start search (0720db1) and, in
    // the same run, on the session's rules so far (99f3484), before anyone read them: 464 0.805, 465 0.848, 466 0.838, 467 0.813 (the
    // same on both; 465's requests with nothing relevant got 10 more results in all on 61b0543 and later: 1.30 -> 2.30 per such request).
    // Committed unread: held out, aggregates only.
    { label: 'blind-464', file: 'judged-blind-464.json', queries: load('judged-blind-464.json'), gain: 'exp', heldOut: true },
    { label: 'blind-465', file: 'judged-blind-465.json', queries: load('judged-blind-465.json'), gain: 'exp', heldOut: true },
    { label: 'blind-466', file: 'judged-blind-466.json', queries: load('judged-blind-466.json'), gain: 'exp', heldOut: true },
    { label: 'blind-467', file: 'judged-blind-467.json', queries: load('judged-blind-467.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 50 (00:02-00:03), after all but the last of the session's rule changes, measured
    // once on the session-start search (0720db1) and, in the same run, on the session's final search (d733407), before anyone read
    // them: 468 0.666 -> 0.681, 469 0.856 (the same), 470 0.842 (the same), 471 0.770 -> 0.789. Committed unread: held out, aggregates only.
    { label: 'blind-468', file: 'judged-blind-468.json', queries: load('judged-blind-468.json'), gain: 'exp', heldOut: true },
    { label: 'blind-469', file: 'judged-blind-469.json', queries: load('judged-blind-469.json'), gain: 'exp', heldOut: true },
    { label: 'blind-470', file: 'judged-blind-470.json', queries: load('judged-blind-470.json'), gain: 'exp', heldOut: true },
    { label: 'blind-471', file: 'judged-blind-471.json', queries: load('judged-blind-471.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 51 (written by 02:06), measured once on the session-start search (bd430b3) and, in the
    // same run, on the session's first rule (free images as assets to download), before anyone read them: 472 0.756 -> 0.774, 473 0.798, 474 0.893, 475 0.760 (the
    // same on both). 472 was then read; 473-475 are committed unread.
    { label: 'blind-472 (read)', file: 'judged-blind-472.json', queries: load('judged-blind-472.json'), gain: 'exp' },
    { label: 'blind-473', file: 'judged-blind-473.json', queries: load('judged-blind-473.json'), gain: 'exp', heldOut: true },
    { label: 'blind-474', file: 'judged-blind-474.json', queries: load('judged-blind-474.json'), gain: 'exp', heldOut: true },
    { label: 'blind-475', file: 'judged-blind-475.json', queries: load('judged-blind-475.json'), gain: 'exp', heldOut: true },
    // Three more written the same way in session 51 (written by 02:12), measured once on the session-start search (bd430b3) and, in the
    // same run, on the session's first five rules (free images, static sites, who changed a file, subscriptions paid for, VAT
    // numbers), before anyone read them: 476 0.856, 477 0.860 (the same on both), 478 0.796 -> 0.813. 478 was then read; 476 and 477
    // are committed unread.
    { label: 'blind-476', file: 'judged-blind-476.json', queries: load('judged-blind-476.json'), gain: 'exp', heldOut: true },
    { label: 'blind-477', file: 'judged-blind-477.json', queries: load('judged-blind-477.json'), gain: 'exp', heldOut: true },
    { label: 'blind-478 (read)', file: 'judged-blind-478.json', queries: load('judged-blind-478.json'), gain: 'exp' },
    // Four more written the same way in session 51 (written by 02:23), after most of the session's rules, measured once on the
    // session-start search (bd430b3) and, in the same run, on the session's rules so far (all but the sanctions rule were written before them), before anyone read them: 479
    // 0.813 (the same; its requests with nothing relevant 0.50 -> 2.00 results each), 480 0.803 -> 0.818, 481 0.895, 482 0.853 (the
    // same on both). 480 was then read; 479, 481 and 482 are committed unread.
    { label: 'blind-479', file: 'judged-blind-479.json', queries: load('judged-blind-479.json'), gain: 'exp', heldOut: true },
    { label: 'blind-480 (read)', file: 'judged-blind-480.json', queries: load('judged-blind-480.json'), gain: 'exp' },
    { label: 'blind-481', file: 'judged-blind-481.json', queries: load('judged-blind-481.json'), gain: 'exp', heldOut: true },
    { label: 'blind-482', file: 'judged-blind-482.json', queries: load('judged-blind-482.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 51 (written by 02:47), after every rule of the session, measured once on the
    // session-start search (bd430b3) and, in the same run, on the session's final search (7df05cf), before anyone read them:
    // 483 0.734, 484 0.777 -> 0.794, 485 0.835, 486 0.868 -> 0.880 (pooled 0.8043 -> 0.8114 over 133 judged). Committed unread: held out, aggregates only.
    { label: 'blind-483', file: 'judged-blind-483.json', queries: load('judged-blind-483.json'), gain: 'exp', heldOut: true },
    { label: 'blind-484', file: 'judged-blind-484.json', queries: load('judged-blind-484.json'), gain: 'exp', heldOut: true },
    { label: 'blind-485', file: 'judged-blind-485.json', queries: load('judged-blind-485.json'), gain: 'exp', heldOut: true },
    { label: 'blind-486', file: 'judged-blind-486.json', queries: load('judged-blind-486.json'), gain: 'exp', heldOut: true },
    // Six written the same way in session 52 (written by 04:34), measured once on the session-start search (1936221) and, in
    // the same run, on the session's first four rules (drives, a slow API, what was decided, a slot booked), before anyone read
    // them: 487 0.902, 488 0.796, 489 0.816, 490 0.905, 491 0.767, 492 0.804, the same on both (pooled 0.8298 over 194 judged).
    // 488 and 491 (the lowest) were then read; 487, 489, 490 and 492 are committed unread.
    { label: 'blind-487', file: 'judged-blind-487.json', queries: load('judged-blind-487.json'), gain: 'exp', heldOut: true },
    { label: 'blind-488 (read)', file: 'judged-blind-488.json', queries: load('judged-blind-488.json'), gain: 'exp' },
    { label: 'blind-489', file: 'judged-blind-489.json', queries: load('judged-blind-489.json'), gain: 'exp', heldOut: true },
    { label: 'blind-490', file: 'judged-blind-490.json', queries: load('judged-blind-490.json'), gain: 'exp', heldOut: true },
    { label: 'blind-491 (read)', file: 'judged-blind-491.json', queries: load('judged-blind-491.json'), gain: 'exp' },
    { label: 'blind-492', file: 'judged-blind-492.json', queries: load('judged-blind-492.json'), gain: 'exp', heldOut: true },
    // Six more written the same way in session 52 (written by 05:05), measured once on the session-start search (1936221) and,
    // in the same run, on its first rules (6f3e290) with the docs and citation rules, before anyone read them: 493 0.834, 494
    // 0.778, 495 0.773, 496 0.762, 497 0.804, 498 0.813, the same on both (pooled 0.7931 over 197 judged). 495 and 496 (the
    // lowest) were then read; 493, 494, 497 and 498 are committed unread.
    { label: 'blind-493', file: 'judged-blind-493.json', queries: load('judged-blind-493.json'), gain: 'exp', heldOut: true },
    { label: 'blind-494', file: 'judged-blind-494.json', queries: load('judged-blind-494.json'), gain: 'exp', heldOut: true },
    { label: 'blind-495 (read)', file: 'judged-blind-495.json', queries: load('judged-blind-495.json'), gain: 'exp' },
    { label: 'blind-496 (read)', file: 'judged-blind-496.json', queries: load('judged-blind-496.json'), gain: 'exp' },
    { label: 'blind-497', file: 'judged-blind-497.json', queries: load('judged-blind-497.json'), gain: 'exp', heldOut: true },
    { label: 'blind-498', file: 'judged-blind-498.json', queries: load('judged-blind-498.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 52 (written by 05:40), after every rule of the session, measured once on the
    // session-start search (1936221) and, in the same run, on the session's final search (e76ecdc), before anyone read them:
    // 499 0.837, 500 0.800, 501 0.787, 502 0.860, the same on both (pooled 0.8214 over 128 judged). Committed unread: held
    // out, aggregates only.
    { label: 'blind-499', file: 'judged-blind-499.json', queries: load('judged-blind-499.json'), gain: 'exp', heldOut: true },
    { label: 'blind-500', file: 'judged-blind-500.json', queries: load('judged-blind-500.json'), gain: 'exp', heldOut: true },
    { label: 'blind-501', file: 'judged-blind-501.json', queries: load('judged-blind-501.json'), gain: 'exp', heldOut: true },
    { label: 'blind-502', file: 'judged-blind-502.json', queries: load('judged-blind-502.json'), gain: 'exp', heldOut: true },
    // Six written the same way in session 53 (written by 07:36), measured once on the session-start search (42b7540) before
    // anyone read them: 503 0.837, 504 0.834, 505 0.774, 506 0.837, 507 0.800, 508 0.877 (pooled 0.827 over 197 judged).
    // 505 and 507 (the lowest) were then read; 503, 504, 506 and 508 are committed unread.
    { label: 'blind-503', file: 'judged-blind-503.json', queries: load('judged-blind-503.json'), gain: 'exp', heldOut: true },
    { label: 'blind-504', file: 'judged-blind-504.json', queries: load('judged-blind-504.json'), gain: 'exp', heldOut: true },
    { label: 'blind-505 (read)', file: 'judged-blind-505.json', queries: load('judged-blind-505.json'), gain: 'exp' },
    { label: 'blind-506', file: 'judged-blind-506.json', queries: load('judged-blind-506.json'), gain: 'exp', heldOut: true },
    { label: 'blind-507 (read)', file: 'judged-blind-507.json', queries: load('judged-blind-507.json'), gain: 'exp' },
    { label: 'blind-508', file: 'judged-blind-508.json', queries: load('judged-blind-508.json'), gain: 'exp', heldOut: true },
    // Four more written the same way in session 53 (written by 07:40), measured once on the session-start search (42b7540)
    // and, in the same run, on the session's first rules (gene, theses, billing a client), before anyone read them: 509
    // 0.802, 510 0.815, 511 0.814, 512 0.798, the same on both (pooled 0.807 over 128 judged). 509 and 512 (the lowest)
    // were then read; 510 and 511 are committed unread.
    { label: 'blind-509 (read)', file: 'judged-blind-509.json', queries: load('judged-blind-509.json'), gain: 'exp' },
    { label: 'blind-510', file: 'judged-blind-510.json', queries: load('judged-blind-510.json'), gain: 'exp', heldOut: true },
    { label: 'blind-511', file: 'judged-blind-511.json', queries: load('judged-blind-511.json'), gain: 'exp', heldOut: true },
    { label: 'blind-512 (read)', file: 'judged-blind-512.json', queries: load('judged-blind-512.json'), gain: 'exp' },
    // Session 54: four fresh blind sets to the committed brief, each measured once on the session's start (ced0526)
    // before anyone read it.
    { label: 'blind-513 (read)', file: 'judged-blind-513.json', queries: load('judged-blind-513.json'), gain: 'exp' },
    { label: 'blind-514 (read)', file: 'judged-blind-514.json', queries: load('judged-blind-514.json'), gain: 'exp' },
    { label: 'blind-515', file: 'judged-blind-515.json', queries: load('judged-blind-515.json'), gain: 'exp', heldOut: true },
    { label: 'blind-516', file: 'judged-blind-516.json', queries: load('judged-blind-516.json'), gain: 'exp', heldOut: true },
    // Two more, written while session 54's rules were being made, each measured once on the start and on the rules before
    // anyone read it.
    { label: 'blind-517', file: 'judged-blind-517.json', queries: load('judged-blind-517.json'), gain: 'exp', heldOut: true },
    { label: 'blind-518', file: 'judged-blind-518.json', queries: load('judged-blind-518.json'), gain: 'exp', heldOut: true },
    // Three more, written after session 54's first rules landed (8183ef9), each measured once on the session's start and on
    // those rules before anyone read it.
    { label: 'blind-519 (read)', file: 'judged-blind-519.json', queries: load('judged-blind-519.json'), gain: 'exp' },
    { label: 'blind-520', file: 'judged-blind-520.json', queries: load('judged-blind-520.json'), gain: 'exp', heldOut: true },
    { label: 'blind-521 (read)', file: 'judged-blind-521.json', queries: load('judged-blind-521.json'), gain: 'exp' },
    // Two more, written after the second rules landed (4c8fb4c), each measured once on the session's start and on the
    // rules before anyone read it.
    { label: 'blind-522 (read)', file: 'judged-blind-522.json', queries: load('judged-blind-522.json'), gain: 'exp' },
    { label: 'blind-523 (read)', file: 'judged-blind-523.json', queries: load('judged-blind-523.json'), gain: 'exp' },
    // Session 55: six fresh blind sets to the committed brief, each measured once on the session's start (6bee4fe)
    // before anyone read it.
    { label: 'blind-524', file: 'judged-blind-524.json', queries: load('judged-blind-524.json'), gain: 'exp', heldOut: true },
    { label: 'blind-525', file: 'judged-blind-525.json', queries: load('judged-blind-525.json'), gain: 'exp', heldOut: true },
    { label: 'blind-526', file: 'judged-blind-526.json', queries: load('judged-blind-526.json'), gain: 'exp', heldOut: true },
    { label: 'blind-527 (read)', file: 'judged-blind-527.json', queries: load('judged-blind-527.json'), gain: 'exp' },
    { label: 'blind-528 (read)', file: 'judged-blind-528.json', queries: load('judged-blind-528.json'), gain: 'exp' },
    { label: 'blind-529 (read)', file: 'judged-blind-529.json', queries: load('judged-blind-529.json'), gain: 'exp' },
    // Six more, written after session 55's first rules were made (not yet landed), each measured once on the session's
    // start and on those rules before anyone read it.
    { label: 'blind-530 (read)', file: 'judged-blind-530.json', queries: load('judged-blind-530.json'), gain: 'exp' },
    { label: 'blind-531', file: 'judged-blind-531.json', queries: load('judged-blind-531.json'), gain: 'exp', heldOut: true },
    { label: 'blind-532 (read)', file: 'judged-blind-532.json', queries: load('judged-blind-532.json'), gain: 'exp' },
    { label: 'blind-533', file: 'judged-blind-533.json', queries: load('judged-blind-533.json'), gain: 'exp', heldOut: true },
    { label: 'blind-534', file: 'judged-blind-534.json', queries: load('judged-blind-534.json'), gain: 'exp', heldOut: true },
    { label: 'blind-535 (read)', file: 'judged-blind-535.json', queries: load('judged-blind-535.json'), gain: 'exp' },
    // Four more, written after the evidence order landed (555d14a), each measured once on the session's start and on its end
    // before anyone read it.
    { label: 'blind-536', file: 'judged-blind-536.json', queries: load('judged-blind-536.json'), gain: 'exp', heldOut: true },
    { label: 'blind-537', file: 'judged-blind-537.json', queries: load('judged-blind-537.json'), gain: 'exp', heldOut: true },
    { label: 'blind-538', file: 'judged-blind-538.json', queries: load('judged-blind-538.json'), gain: 'exp', heldOut: true },
    { label: 'blind-539', file: 'judged-blind-539.json', queries: load('judged-blind-539.json'), gain: 'exp', heldOut: true },
    // Session 56: eighteen written to the brief by helpers who never saw the search or the other sets. 540-545 each measured
    // once on the session's start (ce5cbbe) and on its first order change before anyone read them, then read; 546-549
    // measured on the start and mid-session before they were read; 550-557 measured on the start and the end, never read.
    { label: 'blind-540 (read)', file: 'judged-blind-540.json', queries: load('judged-blind-540.json'), gain: 'exp' },
    { label: 'blind-541 (read)', file: 'judged-blind-541.json', queries: load('judged-blind-541.json'), gain: 'exp' },
    { label: 'blind-542 (read)', file: 'judged-blind-542.json', queries: load('judged-blind-542.json'), gain: 'exp' },
    { label: 'blind-543 (read)', file: 'judged-blind-543.json', queries: load('judged-blind-543.json'), gain: 'exp' },
    { label: 'blind-544 (read)', file: 'judged-blind-544.json', queries: load('judged-blind-544.json'), gain: 'exp' },
    { label: 'blind-545 (read)', file: 'judged-blind-545.json', queries: load('judged-blind-545.json'), gain: 'exp' },
    { label: 'blind-546 (read)', file: 'judged-blind-546.json', queries: load('judged-blind-546.json'), gain: 'exp' },
    { label: 'blind-547 (read)', file: 'judged-blind-547.json', queries: load('judged-blind-547.json'), gain: 'exp' },
    { label: 'blind-548 (read)', file: 'judged-blind-548.json', queries: load('judged-blind-548.json'), gain: 'exp' },
    { label: 'blind-549 (read)', file: 'judged-blind-549.json', queries: load('judged-blind-549.json'), gain: 'exp' },
    { label: 'blind-550', file: 'judged-blind-550.json', queries: load('judged-blind-550.json'), gain: 'exp', heldOut: true },
    { label: 'blind-551', file: 'judged-blind-551.json', queries: load('judged-blind-551.json'), gain: 'exp', heldOut: true },
    { label: 'blind-552', file: 'judged-blind-552.json', queries: load('judged-blind-552.json'), gain: 'exp', heldOut: true },
    { label: 'blind-553', file: 'judged-blind-553.json', queries: load('judged-blind-553.json'), gain: 'exp', heldOut: true },
    { label: 'blind-554', file: 'judged-blind-554.json', queries: load('judged-blind-554.json'), gain: 'exp', heldOut: true },
    { label: 'blind-555', file: 'judged-blind-555.json', queries: load('judged-blind-555.json'), gain: 'exp', heldOut: true },
    { label: 'blind-556', file: 'judged-blind-556.json', queries: load('judged-blind-556.json'), gain: 'exp', heldOut: true },
    { label: 'blind-557', file: 'judged-blind-557.json', queries: load('judged-blind-557.json'), gain: 'exp', heldOut: true },
    // Six more, written after session 56's changes had landed, each measured once on the session's start and on its end;
    // never read.
    { label: 'blind-558', file: 'judged-blind-558.json', queries: load('judged-blind-558.json'), gain: 'exp', heldOut: true },
    { label: 'blind-559', file: 'judged-blind-559.json', queries: load('judged-blind-559.json'), gain: 'exp', heldOut: true },
    { label: 'blind-560', file: 'judged-blind-560.json', queries: load('judged-blind-560.json'), gain: 'exp', heldOut: true },
    { label: 'blind-561', file: 'judged-blind-561.json', queries: load('judged-blind-561.json'), gain: 'exp', heldOut: true },
    { label: 'blind-562', file: 'judged-blind-562.json', queries: load('judged-blind-562.json'), gain: 'exp', heldOut: true },
    { label: 'blind-563', file: 'judged-blind-563.json', queries: load('judged-blind-563.json'), gain: 'exp', heldOut: true },
    // Session 57 (2026-12-07): sixteen fresh sets, each measured once on the session's start before it was read (576-579
    // also on the first changes, fc74058); 566, 567, 569, 572, 574, 575, 576 and 579 read, 564, 565, 568, 570, 571, 573, 577
    // and 578 never read.
    { label: 'blind-564', file: 'judged-blind-564.json', queries: load('judged-blind-564.json'), gain: 'exp', heldOut: true },
    { label: 'blind-565', file: 'judged-blind-565.json', queries: load('judged-blind-565.json'), gain: 'exp', heldOut: true },
    { label: 'blind-566 (read)', file: 'judged-blind-566.json', queries: load('judged-blind-566.json'), gain: 'exp' },
    { label: 'blind-567 (read)', file: 'judged-blind-567.json', queries: load('judged-blind-567.json'), gain: 'exp' },
    { label: 'blind-568', file: 'judged-blind-568.json', queries: load('judged-blind-568.json'), gain: 'exp', heldOut: true },
    { label: 'blind-569 (read)', file: 'judged-blind-569.json', queries: load('judged-blind-569.json'), gain: 'exp' },
    { label: 'blind-570', file: 'judged-blind-570.json', queries: load('judged-blind-570.json'), gain: 'exp', heldOut: true },
    { label: 'blind-571', file: 'judged-blind-571.json', queries: load('judged-blind-571.json'), gain: 'exp', heldOut: true },
    { label: 'blind-572 (read)', file: 'judged-blind-572.json', queries: load('judged-blind-572.json'), gain: 'exp' },
    { label: 'blind-573', file: 'judged-blind-573.json', queries: load('judged-blind-573.json'), gain: 'exp', heldOut: true },
    { label: 'blind-574 (read)', file: 'judged-blind-574.json', queries: load('judged-blind-574.json'), gain: 'exp' },
    { label: 'blind-575 (read)', file: 'judged-blind-575.json', queries: load('judged-blind-575.json'), gain: 'exp' },
    { label: 'blind-576 (read)', file: 'judged-blind-576.json', queries: load('judged-blind-576.json'), gain: 'exp' },
    { label: 'blind-577', file: 'judged-blind-577.json', queries: load('judged-blind-577.json'), gain: 'exp', heldOut: true },
    { label: 'blind-578', file: 'judged-blind-578.json', queries: load('judged-blind-578.json'), gain: 'exp', heldOut: true },
    { label: 'blind-579 (read)', file: 'judged-blind-579.json', queries: load('judged-blind-579.json'), gain: 'exp' },
    // Six written after the first changes had landed (325efa3), each measured once on the session's start and on 325efa3
    // before it was read; 581 and 583 read, 580, 582, 584 and 585 never read.
    { label: 'blind-580', file: 'judged-blind-580.json', queries: load('judged-blind-580.json'), gain: 'exp', heldOut: true },
    { label: 'blind-581 (read)', file: 'judged-blind-581.json', queries: load('judged-blind-581.json'), gain: 'exp' },
    { label: 'blind-582', file: 'judged-blind-582.json', queries: load('judged-blind-582.json'), gain: 'exp', heldOut: true },
    { label: 'blind-583 (read)', file: 'judged-blind-583.json', queries: load('judged-blind-583.json'), gain: 'exp' },
    { label: 'blind-584', file: 'judged-blind-584.json', queries: load('judged-blind-584.json'), gain: 'exp', heldOut: true },
    { label: 'blind-585', file: 'judged-blind-585.json', queries: load('judged-blind-585.json'), gain: 'exp', heldOut: true },
    { label: 'blind-586', file: 'judged-blind-586.json', queries: load('judged-blind-586.json'), gain: 'exp', heldOut: true },
    { label: 'blind-587 (read)', file: 'judged-blind-587.json', queries: load('judged-blind-587.json'), gain: 'exp' },
    { label: 'blind-588', file: 'judged-blind-588.json', queries: load('judged-blind-588.json'), gain: 'exp', heldOut: true },
    { label: 'blind-589 (read)', file: 'judged-blind-589.json', queries: load('judged-blind-589.json'), gain: 'exp' },
    { label: 'blind-590', file: 'judged-blind-590.json', queries: load('judged-blind-590.json'), gain: 'exp', heldOut: true },
    { label: 'blind-591', file: 'judged-blind-591.json', queries: load('judged-blind-591.json'), gain: 'exp', heldOut: true },
    { label: 'blind-592 (read)', file: 'judged-blind-592.json', queries: load('judged-blind-592.json'), gain: 'exp' },
    { label: 'blind-593', file: 'judged-blind-593.json', queries: load('judged-blind-593.json'), gain: 'exp', heldOut: true },
    { label: 'blind-594', file: 'judged-blind-594.json', queries: load('judged-blind-594.json'), gain: 'exp', heldOut: true },
    { label: 'blind-595 (read)', file: 'judged-blind-595.json', queries: load('judged-blind-595.json'), gain: 'exp' },
    { label: 'blind-596', file: 'judged-blind-596.json', queries: load('judged-blind-596.json'), gain: 'exp', heldOut: true },
    { label: 'blind-597 (read)', file: 'judged-blind-597.json', queries: load('judged-blind-597.json'), gain: 'exp' },
    { label: 'blind-598', file: 'judged-blind-598.json', queries: load('judged-blind-598.json'), gain: 'exp', heldOut: true },
    { label: 'blind-599', file: 'judged-blind-599.json', queries: load('judged-blind-599.json'), gain: 'exp', heldOut: true },
    { label: 'blind-600 (read)', file: 'judged-blind-600.json', queries: load('judged-blind-600.json'), gain: 'exp' },
    { label: 'blind-601 (read)', file: 'judged-blind-601.json', queries: load('judged-blind-601.json'), gain: 'exp' },
    { label: 'blind-602', file: 'judged-blind-602.json', queries: load('judged-blind-602.json'), gain: 'exp', heldOut: true },
    { label: 'blind-603 (read)', file: 'judged-blind-603.json', queries: load('judged-blind-603.json'), gain: 'exp' },
    { label: 'blind-604', file: 'judged-blind-604.json', queries: load('judged-blind-604.json'), gain: 'exp', heldOut: true },
    { label: 'blind-605 (read)', file: 'judged-blind-605.json', queries: load('judged-blind-605.json'), gain: 'exp' },
    { label: 'blind-606', file: 'judged-blind-606.json', queries: load('judged-blind-606.json'), gain: 'exp', heldOut: true },
    { label: 'blind-607 (read)', file: 'judged-blind-607.json', queries: load('judged-blind-607.json'), gain: 'exp' },
    { label: 'blind-608', file: 'judged-blind-608.json', queries: load('judged-blind-608.json'), gain: 'exp', heldOut: true },
    { label: 'blind-609 (read)', file: 'judged-blind-609.json', queries: load('judged-blind-609.json'), gain: 'exp' },
    { label: 'blind-610 (read)', file: 'judged-blind-610.json', queries: load('judged-blind-610.json'), gain: 'exp' },
    { label: 'blind-611', file: 'judged-blind-611.json', queries: load('judged-blind-611.json'), gain: 'exp', heldOut: true },
    { label: 'blind-612', file: 'judged-blind-612.json', queries: load('judged-blind-612.json'), gain: 'exp', heldOut: true },
    // Session 59: thirty-eight written to the committed brief by helpers who never saw the search or the other sets, each measured
    // once on the session's start (97c9cc4) before anyone read it (636-650, written while or after the first rules landed, on
    // the code of the moment too); 613, 614, 618, 624, 630, 633, 637, 640, 641, 645 and 649 read, the others never read.
    { label: 'blind-613 (read)', file: 'judged-blind-613.json', queries: load('judged-blind-613.json'), gain: 'exp' },
    { label: 'blind-614 (read)', file: 'judged-blind-614.json', queries: load('judged-blind-614.json'), gain: 'exp' },
    { label: 'blind-615', file: 'judged-blind-615.json', queries: load('judged-blind-615.json'), gain: 'exp', heldOut: true },
    { label: 'blind-616', file: 'judged-blind-616.json', queries: load('judged-blind-616.json'), gain: 'exp', heldOut: true },
    { label: 'blind-617', file: 'judged-blind-617.json', queries: load('judged-blind-617.json'), gain: 'exp', heldOut: true },
    { label: 'blind-618 (read)', file: 'judged-blind-618.json', queries: load('judged-blind-618.json'), gain: 'exp' },
    { label: 'blind-619', file: 'judged-blind-619.json', queries: load('judged-blind-619.json'), gain: 'exp', heldOut: true },
    { label: 'blind-620', file: 'judged-blind-620.json', queries: load('judged-blind-620.json'), gain: 'exp', heldOut: true },
    { label: 'blind-621', file: 'judged-blind-621.json', queries: load('judged-blind-621.json'), gain: 'exp', heldOut: true },
    { label: 'blind-622', file: 'judged-blind-622.json', queries: load('judged-blind-622.json'), gain: 'exp', heldOut: true },
    { label: 'blind-623', file: 'judged-blind-623.json', queries: load('judged-blind-623.json'), gain: 'exp', heldOut: true },
    { label: 'blind-624 (read)', file: 'judged-blind-624.json', queries: load('judged-blind-624.json'), gain: 'exp' },
    { label: 'blind-625', file: 'judged-blind-625.json', queries: load('judged-blind-625.json'), gain: 'exp', heldOut: true },
    { label: 'blind-626', file: 'judged-blind-626.json', queries: load('judged-blind-626.json'), gain: 'exp', heldOut: true },
    { label: 'blind-627', file: 'judged-blind-627.json', queries: load('judged-blind-627.json'), gain: 'exp', heldOut: true },
    { label: 'blind-628', file: 'judged-blind-628.json', queries: load('judged-blind-628.json'), gain: 'exp', heldOut: true },
    { label: 'blind-629', file: 'judged-blind-629.json', queries: load('judged-blind-629.json'), gain: 'exp', heldOut: true },
    { label: 'blind-630 (read)', file: 'judged-blind-630.json', queries: load('judged-blind-630.json'), gain: 'exp' },
    { label: 'blind-631', file: 'judged-blind-631.json', queries: load('judged-blind-631.json'), gain: 'exp', heldOut: true },
    { label: 'blind-632', file: 'judged-blind-632.json', queries: load('judged-blind-632.json'), gain: 'exp', heldOut: true },
    { label: 'blind-633 (read)', file: 'judged-blind-633.json', queries: load('judged-blind-633.json'), gain: 'exp' },
    { label: 'blind-634', file: 'judged-blind-634.json', queries: load('judged-blind-634.json'), gain: 'exp', heldOut: true },
    { label: 'blind-635', file: 'judged-blind-635.json', queries: load('judged-blind-635.json'), gain: 'exp', heldOut: true },
    { label: 'blind-636', file: 'judged-blind-636.json', queries: load('judged-blind-636.json'), gain: 'exp', heldOut: true },
    { label: 'blind-637 (read)', file: 'judged-blind-637.json', queries: load('judged-blind-637.json'), gain: 'exp' },
    { label: 'blind-638', file: 'judged-blind-638.json', queries: load('judged-blind-638.json'), gain: 'exp', heldOut: true },
    { label: 'blind-639', file: 'judged-blind-639.json', queries: load('judged-blind-639.json'), gain: 'exp', heldOut: true },
    { label: 'blind-640 (read)', file: 'judged-blind-640.json', queries: load('judged-blind-640.json'), gain: 'exp' },
    { label: 'blind-641 (read)', file: 'judged-blind-641.json', queries: load('judged-blind-641.json'), gain: 'exp' },
    { label: 'blind-642', file: 'judged-blind-642.json', queries: load('judged-blind-642.json'), gain: 'exp', heldOut: true },
    { label: 'blind-643', file: 'judged-blind-643.json', queries: load('judged-blind-643.json'), gain: 'exp', heldOut: true },
    { label: 'blind-644', file: 'judged-blind-644.json', queries: load('judged-blind-644.json'), gain: 'exp', heldOut: true },
    { label: 'blind-645 (read)', file: 'judged-blind-645.json', queries: load('judged-blind-645.json'), gain: 'exp' },
    { label: 'blind-646', file: 'judged-blind-646.json', queries: load('judged-blind-646.json'), gain: 'exp', heldOut: true },
    { label: 'blind-647', file: 'judged-blind-647.json', queries: load('judged-blind-647.json'), gain: 'exp', heldOut: true },
    { label: 'blind-648', file: 'judged-blind-648.json', queries: load('judged-blind-648.json'), gain: 'exp', heldOut: true },
    { label: 'blind-649 (read)', file: 'judged-blind-649.json', queries: load('judged-blind-649.json'), gain: 'exp' },
    { label: 'blind-650', file: 'judged-blind-650.json', queries: load('judged-blind-650.json'), gain: 'exp', heldOut: true },
    // Session 60: twenty-six written to the committed brief by helpers who never saw the search or the other sets, each
    // measured once on the session's start (d1ce6a9) before anyone read it (the later ones on the code of the moment too; 675
    // and 676 after the session's last rule); 652, 654, 656, 658, 659, 662, 669, 670, 671 and 672 read, the others never read.
    { label: 'blind-651', file: 'judged-blind-651.json', queries: load('judged-blind-651.json'), gain: 'exp', heldOut: true },
    { label: 'blind-652 (read)', file: 'judged-blind-652.json', queries: load('judged-blind-652.json'), gain: 'exp' },
    { label: 'blind-653', file: 'judged-blind-653.json', queries: load('judged-blind-653.json'), gain: 'exp', heldOut: true },
    { label: 'blind-654 (read)', file: 'judged-blind-654.json', queries: load('judged-blind-654.json'), gain: 'exp' },
    { label: 'blind-655', file: 'judged-blind-655.json', queries: load('judged-blind-655.json'), gain: 'exp', heldOut: true },
    { label: 'blind-656 (read)', file: 'judged-blind-656.json', queries: load('judged-blind-656.json'), gain: 'exp' },
    { label: 'blind-657', file: 'judged-blind-657.json', queries: load('judged-blind-657.json'), gain: 'exp', heldOut: true },
    { label: 'blind-658 (read)', file: 'judged-blind-658.json', queries: load('judged-blind-658.json'), gain: 'exp' },
    { label: 'blind-659 (read)', file: 'judged-blind-659.json', queries: load('judged-blind-659.json'), gain: 'exp' },
    { label: 'blind-660', file: 'judged-blind-660.json', queries: load('judged-blind-660.json'), gain: 'exp', heldOut: true },
    { label: 'blind-661', file: 'judged-blind-661.json', queries: load('judged-blind-661.json'), gain: 'exp', heldOut: true },
    { label: 'blind-662 (read)', file: 'judged-blind-662.json', queries: load('judged-blind-662.json'), gain: 'exp' },
    { label: 'blind-663', file: 'judged-blind-663.json', queries: load('judged-blind-663.json'), gain: 'exp', heldOut: true },
    { label: 'blind-664', file: 'judged-blind-664.json', queries: load('judged-blind-664.json'), gain: 'exp', heldOut: true },
    { label: 'blind-665', file: 'judged-blind-665.json', queries: load('judged-blind-665.json'), gain: 'exp', heldOut: true },
    { label: 'blind-666', file: 'judged-blind-666.json', queries: load('judged-blind-666.json'), gain: 'exp', heldOut: true },
    { label: 'blind-667', file: 'judged-blind-667.json', queries: load('judged-blind-667.json'), gain: 'exp', heldOut: true },
    { label: 'blind-668', file: 'judged-blind-668.json', queries: load('judged-blind-668.json'), gain: 'exp', heldOut: true },
    { label: 'blind-669 (read)', file: 'judged-blind-669.json', queries: load('judged-blind-669.json'), gain: 'exp' },
    { label: 'blind-670 (read)', file: 'judged-blind-670.json', queries: load('judged-blind-670.json'), gain: 'exp' },
    { label: 'blind-671 (read)', file: 'judged-blind-671.json', queries: load('judged-blind-671.json'), gain: 'exp' },
    { label: 'blind-672 (read)', file: 'judged-blind-672.json', queries: load('judged-blind-672.json'), gain: 'exp' },
    { label: 'blind-673', file: 'judged-blind-673.json', queries: load('judged-blind-673.json'), gain: 'exp', heldOut: true },
    { label: 'blind-674', file: 'judged-blind-674.json', queries: load('judged-blind-674.json'), gain: 'exp', heldOut: true },
    { label: 'blind-675', file: 'judged-blind-675.json', queries: load('judged-blind-675.json'), gain: 'exp', heldOut: true },
    { label: 'blind-676', file: 'judged-blind-676.json', queries: load('judged-blind-676.json'), gain: 'exp', heldOut: true },
    // Session 61: fifteen written to the committed brief by helpers who never saw the search or the other sets, each measured once
    // on the session's start (3249bbd) before anyone read it (the later ones on the code of the moment too); 679, 681, 683, 684, 688,
    // 690 and 691 read, the others never read.
    { label: 'blind-677', file: 'judged-blind-677.json', queries: load('judged-blind-677.json'), gain: 'exp', heldOut: true },
    { label: 'blind-678', file: 'judged-blind-678.json', queries: load('judged-blind-678.json'), gain: 'exp', heldOut: true },
    { label: 'blind-679 (read)', file: 'judged-blind-679.json', queries: load('judged-blind-679.json'), gain: 'exp' },
    { label: 'blind-680', file: 'judged-blind-680.json', queries: load('judged-blind-680.json'), gain: 'exp', heldOut: true },
    { label: 'blind-681 (read)', file: 'judged-blind-681.json', queries: load('judged-blind-681.json'), gain: 'exp' },
    { label: 'blind-682', file: 'judged-blind-682.json', queries: load('judged-blind-682.json'), gain: 'exp', heldOut: true },
    { label: 'blind-683 (read)', file: 'judged-blind-683.json', queries: load('judged-blind-683.json'), gain: 'exp' },
    { label: 'blind-684 (read)', file: 'judged-blind-684.json', queries: load('judged-blind-684.json'), gain: 'exp' },
    { label: 'blind-685', file: 'judged-blind-685.json', queries: load('judged-blind-685.json'), gain: 'exp', heldOut: true },
    { label: 'blind-686', file: 'judged-blind-686.json', queries: load('judged-blind-686.json'), gain: 'exp', heldOut: true },
    { label: 'blind-687', file: 'judged-blind-687.json', queries: load('judged-blind-687.json'), gain: 'exp', heldOut: true },
    { label: 'blind-688 (read)', file: 'judged-blind-688.json', queries: load('judged-blind-688.json'), gain: 'exp' },
    { label: 'blind-689', file: 'judged-blind-689.json', queries: load('judged-blind-689.json'), gain: 'exp', heldOut: true },
    { label: 'blind-690 (read)', file: 'judged-blind-690.json', queries: load('judged-blind-690.json'), gain: 'exp' },
    { label: 'blind-691 (read)', file: 'judged-blind-691.json', queries: load('judged-blind-691.json'), gain: 'exp' },
    // (session 61) three more, written after the session's last rule, measured on its start and its end (the same), never read.
    { label: 'blind-692', file: 'judged-blind-692.json', queries: load('judged-blind-692.json'), gain: 'exp', heldOut: true },
    { label: 'blind-693', file: 'judged-blind-693.json', queries: load('judged-blind-693.json'), gain: 'exp', heldOut: true },
    { label: 'blind-694', file: 'judged-blind-694.json', queries: load('judged-blind-694.json'), gain: 'exp', heldOut: true },
    { label: 'earlier holdout', file: 'judged-holdout.json', queries: load('judged-holdout.json'), gain: 'exp' },
  ];
  if (fs.existsSync(SHARED_DEV)) {
    const dev = JSON.parse(fs.readFileSync(SHARED_DEV, 'utf8')) as { query: string; relevant: Record<string, number> }[];
    sets.push({
      label: 'shared dev',
      file: SHARED_DEV,
      queries: dev.map((d) => ({ query: d.query, kind: 'agent', judgments: d.relevant })),
      gain: 'linear',
    });
  }
  return sets;
}

export function linearNdcgAt(k: number, ranked: readonly string[], judgments: Readonly<Record<string, number>>): number {
  const dcg = (grades: number[]): number => grades.slice(0, k).reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(judgments).sort((a, b) => b - a));
  if (ideal === 0) return Number.NaN;
  const seen = new Set<string>();
  return dcg(ranked.filter((n) => !seen.has(n) && (seen.add(n), true)).map((n) => judgments[n] ?? 0)) / ideal;
}

export interface QueryScore {
  query: string;
  kind: string;
  ndcg: number | null; // null: nothing relevant in the data
  /** Judged relevant servers exist, and none is in the top 10. */
  zeroHit: boolean;
  /** Results in the top 10 (for queries with nothing relevant, lower is better). */
  returned: number;
  top: string[];
}

export interface SetScore {
  set: JudgedSet;
  mean: number;
  meanAgent: number | null;
  judged: number;
  zeroHit: number;
  noRelevant: number;
  /** Mean results in the top 10 over the queries with nothing relevant. */
  noRelevantMean: number;
  perQuery: QueryScore[];
}

const mean = (xs: number[]): number => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);

/** Scores one ranking function (query -> names, best first) on one set. */
export function score(set: JudgedSet, rank: (query: string) => readonly string[]): SetScore {
  const perQuery: QueryScore[] = set.queries.map((q) => {
    const top = rank(q.query).slice(0, 10);
    const relevant = Object.keys(q.judgments).length > 0;
    const ndcg = relevant ? (set.gain === 'exp' ? ndcgAt(10, top, q.judgments) : linearNdcgAt(10, top, q.judgments)) : null;
    return {
      query: q.query,
      kind: q.kind ?? 'keyword',
      ndcg,
      zeroHit: relevant && !top.some((n) => (q.judgments[n] ?? 0) > 0),
      returned: top.length,
      top,
    };
  });
  const judged = perQuery.filter((p) => p.ndcg !== null);
  const none = perQuery.filter((p) => p.ndcg === null);
  const agent = judged.filter((p) => p.kind === 'agent');
  return {
    set,
    mean: mean(judged.map((p) => p.ndcg!)),
    meanAgent: agent.length ? mean(agent.map((p) => p.ndcg!)) : null,
    judged: judged.length,
    zeroHit: judged.filter((p) => p.zeroHit).length,
    noRelevant: none.length,
    noRelevantMean: mean(none.map((p) => p.returned)),
    perQuery,
  };
}

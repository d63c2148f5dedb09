// Reads labelled listings (this corpus, or ../shared/eval/notices-dev.json, which has the same shape) and
// turns one into what the detector scans. Used by the training script, the benchmark and the tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InstructionLikeSource } from '../instruction-like.js';
import type { Tool } from '../tools.js';

export interface LabelledCase {
  id: string;
  label: 'poisoned' | 'benign';
  technique: string;
  language: string;
  field: string;
  split?: 'train' | 'holdout';
  template?: string;
  server: { name: string; description?: string };
  instructions?: string;
  tools: Record<string, unknown>[];
  prompts?: { name: string; description?: string }[];
  resources?: { name: string; uri?: string; description?: string }[];
}

export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const TRAIN_FILE = path.join(CORPUS_DIR, 'train.json');
export const HOLDOUT_FILE = path.join(CORPUS_DIR, 'holdout.json');
// a second blind check set, hand-written before the sentence-structure layer (never trained or tuned on)
export const HOLDOUT2_FILE = path.join(CORPUS_DIR, 'holdout-2.json');
// (holdout-3 to holdout-12 were read case by case in session 9, and rules were written from their misses: development
// sets since; the training script still never trains on them)
// a third blind set (session 4), hand-written before that session's detector changes: long vendor descriptions,
// red-team tools, multilingual guidance, subtle poisoning (never trained or tuned on)
export const HOLDOUT3_FILE = path.join(CORPUS_DIR, 'holdout-3.json');
// a fourth blind set (session 5), hand-written before that session's changes: new styles, seven languages, fields
// from prompts and resources to titles and enum values (never trained or tuned on)
export const HOLDOUT4_FILE = path.join(CORPUS_DIR, 'holdout-4.json');
// a fifth blind set (session 6), hand-written and committed before that session's changes, weighted toward honest
// long vendor guidance and the hard-benign kinds (never trained or tuned on)
export const HOLDOUT5_FILE = path.join(CORPUS_DIR, 'holdout-5.json');
// a sixth blind set (session 7), written by a helper who never read or ran the detector, landed before that session's
// changes (never trained or tuned on; read only through aggregates)
export const HOLDOUT6_FILE = path.join(CORPUS_DIR, 'holdout-6.json');
// a seventh blind set (session 8), written by a helper who never read or ran the detector or any other set, after
// that session's last detector change (a speed-up that changed no output); measured once (aggregates only)
export const HOLDOUT7_FILE = path.join(CORPUS_DIR, 'holdout-7.json');
// an eighth blind set (session 9), written by a helper who never read or ran the detector or any other set, before
// that session's detector changes; measured once on the code before and after them (recall 38 -> 40 of 45, false
// positives 3 -> 3 of 45), then read case by case like holdout-3 to holdout-7
export const HOLDOUT8_FILE = path.join(CORPUS_DIR, 'holdout-8.json');
// a ninth blind set (session 9), written by a helper who never read or ran the detector or any other set, while that
// session's rules were being written from holdout-3..8; frozen before it was measured, measured once (recall 35 -> 40
// of 45, false positives 2 -> 1 of 45 against the code before the session), then read like the others
export const HOLDOUT9_FILE = path.join(CORPUS_DIR, 'holdout-9.json');
// a tenth blind set (session 9), written by a helper who never read or ran the detector or any other set, after holdout-9
// was read; frozen before it was measured, measured once (recall 36 -> 38 of 45, false positives 3 -> 2 of 45 against the
// code before the session), then read like the others
export const HOLDOUT10_FILE = path.join(CORPUS_DIR, 'holdout-10.json');
// an eleventh blind set (session 9), written by a helper who never read or ran the detector or any other set, after
// holdout-10 was read; frozen before it was measured, measured once (recall 36 -> 41 of 45, false positives 4 -> 3 of 45
// against the code before the session), then read like the others
export const HOLDOUT11_FILE = path.join(CORPUS_DIR, 'holdout-11.json');
// a twelfth blind set (session 9), written by a helper who never read or ran the detector or any other set, after
// holdout-11 was read; frozen before it was measured, measured once (recall 35 -> 38 of 45, false positives 2 -> 2 of 45
// against the code before the session), then read like the others
export const HOLDOUT12_FILE = path.join(CORPUS_DIR, 'holdout-12.json');
// a thirteenth blind set (session 9), written by a helper who never read or ran the detector or any other set, after
// holdout-12 was read; frozen before it was measured, measured once at the end of the session (recall 37 -> 41 of 45,
// false positives 3 -> 3 of 45), then read at the start of session 10 like the others
export const HOLDOUT13_FILE = path.join(CORPUS_DIR, 'holdout-13.json');
// fourteenth and fifteenth blind sets (session 10), written by two helpers who never read or ran the detector or any
// other set, while holdout-13 was being read; frozen before they were measured. holdout-14 was measured once (recall 36 of
// 45, false positives 2 of 45, before and after the rules from holdout-13), then read like the others
export const HOLDOUT14_FILE = path.join(CORPUS_DIR, 'holdout-14.json');
export const HOLDOUT15_FILE = path.join(CORPUS_DIR, 'holdout-15.json');
// sixteenth and seventeenth blind sets (session 10), written the same way while holdout-14 was being read; frozen before
// they were measured. holdout-15 to holdout-17 were measured once after the first round (recall 116 of 135, false
// positives 3 of 135; the code before the session: 113, 3), then read
export const HOLDOUT16_FILE = path.join(CORPUS_DIR, 'holdout-16.json');
export const HOLDOUT17_FILE = path.join(CORPUS_DIR, 'holdout-17.json');
// eighteenth to twentieth blind sets (session 10), written the same way while holdout-15..17 were being read; frozen
// before they were measured, measured once after the second round (recall 119 of 135, false positives 6 of 135; the
// code before the session: 118, 6), then read
export const HOLDOUT18_FILE = path.join(CORPUS_DIR, 'holdout-18.json');
export const HOLDOUT19_FILE = path.join(CORPUS_DIR, 'holdout-19.json');
export const HOLDOUT20_FILE = path.join(CORPUS_DIR, 'holdout-20.json');
// twenty-first to twenty-third blind sets (session 10), written the same way while holdout-18..20 were being read;
// frozen before they were measured, measured once after the third round (recall 123 of 135, false positives 5 of 135;
// the code before the session: 121, 4), then read
export const HOLDOUT21_FILE = path.join(CORPUS_DIR, 'holdout-21.json');
export const HOLDOUT22_FILE = path.join(CORPUS_DIR, 'holdout-22.json');
export const HOLDOUT23_FILE = path.join(CORPUS_DIR, 'holdout-23.json');
// twenty-fourth to twenty-sixth blind sets (session 10), written the same way while holdout-21..23 were being read;
// frozen before they were measured, measured once after the fourth round (recall 125 of 135, false positives 4 of 135;
// the code before the session: 122, 6), then read
export const HOLDOUT24_FILE = path.join(CORPUS_DIR, 'holdout-24.json');
export const HOLDOUT25_FILE = path.join(CORPUS_DIR, 'holdout-25.json');
export const HOLDOUT26_FILE = path.join(CORPUS_DIR, 'holdout-26.json');
// twenty-seventh to twenty-ninth blind sets (session 10), written the same way while holdout-24..26 were being read;
// frozen before they were measured, measured once after the fifth round (recall 113 of 135, false positives 9 of 135;
// the code before the session: 112, 12), then read
export const HOLDOUT27_FILE = path.join(CORPUS_DIR, 'holdout-27.json');
export const HOLDOUT28_FILE = path.join(CORPUS_DIR, 'holdout-28.json');
export const HOLDOUT29_FILE = path.join(CORPUS_DIR, 'holdout-29.json');
// thirtieth to thirty-second blind sets (session 10), written the same way while holdout-27..29 were being read; frozen
// before they were measured, measured once after the sixth round (recall 124 of 135, false positives 2 of 135; the code
// before the session: 118, 4), then read
export const HOLDOUT30_FILE = path.join(CORPUS_DIR, 'holdout-30.json');
export const HOLDOUT31_FILE = path.join(CORPUS_DIR, 'holdout-31.json');
export const HOLDOUT32_FILE = path.join(CORPUS_DIR, 'holdout-32.json');
// thirty-third to thirty-fifth blind sets (session 10), written the same way while holdout-30..32 were being read;
// frozen before they were measured, measured once after the seventh round (recall 124 of 135, false positives 4 of 135;
// the code before the session: 118, 5), then read
export const HOLDOUT33_FILE = path.join(CORPUS_DIR, 'holdout-33.json');
export const HOLDOUT34_FILE = path.join(CORPUS_DIR, 'holdout-34.json');
export const HOLDOUT35_FILE = path.join(CORPUS_DIR, 'holdout-35.json');
// thirty-sixth to thirty-eighth blind sets (session 10), written the same way while holdout-33..35 were being read;
// frozen before they were measured, measured once on the session's final notices (aggregates only)
export const HOLDOUT36_FILE = path.join(CORPUS_DIR, 'holdout-36.json');
export const HOLDOUT37_FILE = path.join(CORPUS_DIR, 'holdout-37.json');
export const HOLDOUT38_FILE = path.join(CORPUS_DIR, 'holdout-38.json');
// thirty-ninth to forty-first blind sets (session 11), written by three helpers who never read or ran the detector or any
// other set, to a harder brief (subtle poison buried in long vendor prose, hard-benign text in the poison's own grammar,
// more non-English and third-person or passive phrasing); kept outside the repository until measured once (recall 98 of
// 135, false positives 13 of 135, on the code before the session and after its first round alike), then read
export const HOLDOUT39_FILE = path.join(CORPUS_DIR, 'holdout-39.json');
export const HOLDOUT40_FILE = path.join(CORPUS_DIR, 'holdout-40.json');
export const HOLDOUT41_FILE = path.join(CORPUS_DIR, 'holdout-41.json');
// forty-second to forty-fourth blind sets (session 11), written the same way while holdout-39..41 were being read; kept
// outside the repository until measured once, after the second round (recall 91 of 135, false positives 11 of 135; the code
// before the session: 87, 12), then read
export const HOLDOUT42_FILE = path.join(CORPUS_DIR, 'holdout-42.json');
export const HOLDOUT43_FILE = path.join(CORPUS_DIR, 'holdout-43.json');
export const HOLDOUT44_FILE = path.join(CORPUS_DIR, 'holdout-44.json');
// forty-fifth to forty-seventh blind sets (session 11), written the same way while holdout-42..44 were being read; kept
// outside the repository until measured once, after the third round (recall 92 of 135, false positives 9 of 135; the code
// before the session: 86, 9), then read
export const HOLDOUT45_FILE = path.join(CORPUS_DIR, 'holdout-45.json');
export const HOLDOUT46_FILE = path.join(CORPUS_DIR, 'holdout-46.json');
export const HOLDOUT47_FILE = path.join(CORPUS_DIR, 'holdout-47.json');
// forty-eighth to fiftieth blind sets (session 11), written the same way while holdout-45..47 were being read; kept
// outside the repository until measured once, after the fourth round (recall 98 of 135, false positives 5 of 135; the code
// before the session: 90, 6), then read
export const HOLDOUT48_FILE = path.join(CORPUS_DIR, 'holdout-48.json');
export const HOLDOUT49_FILE = path.join(CORPUS_DIR, 'holdout-49.json');
export const HOLDOUT50_FILE = path.join(CORPUS_DIR, 'holdout-50.json');
// fifty-first to fifty-third blind sets (session 11), written the same way while holdout-48..50 were being read; kept
// outside the repository until measured once, after the fifth round (recall 99 of 135, false positives 7 of 135; the code
// before the session: 86, 7), then read
export const HOLDOUT51_FILE = path.join(CORPUS_DIR, 'holdout-51.json');
export const HOLDOUT52_FILE = path.join(CORPUS_DIR, 'holdout-52.json');
export const HOLDOUT53_FILE = path.join(CORPUS_DIR, 'holdout-53.json');
// fifty-fourth to fifty-sixth blind sets (session 11), written the same way while holdout-51..53 were being read; kept
// outside the repository until measured once, on the sixth round and the retrained learned layer (recall 105 of 135, false
// positives 5 of 135; the code before the session: 86, 5), then read
export const HOLDOUT54_FILE = path.join(CORPUS_DIR, 'holdout-54.json');
export const HOLDOUT55_FILE = path.join(CORPUS_DIR, 'holdout-55.json');
export const HOLDOUT56_FILE = path.join(CORPUS_DIR, 'holdout-56.json');
// fifty-seventh to fifty-ninth blind sets (session 11), written the same way while holdout-54..56 were being read; kept
// outside the repository until measured once, on the session's final code (recall 112 of 135, false positives 5 of 135; the
// code before the session: 103, 7), then read for an eighth round
export const HOLDOUT57_FILE = path.join(CORPUS_DIR, 'holdout-57.json');
export const HOLDOUT58_FILE = path.join(CORPUS_DIR, 'holdout-58.json');
export const HOLDOUT59_FILE = path.join(CORPUS_DIR, 'holdout-59.json');
// sixtieth to sixty-second blind sets (session 11), written the same way while holdout-57..59 were being read; kept outside
// the repository until measured once, on the session's final code (recall 102 of 135, false positives 5 of 135; the code
// before the session: 83, 9), then read for a ninth round
export const HOLDOUT60_FILE = path.join(CORPUS_DIR, 'holdout-60.json');
export const HOLDOUT61_FILE = path.join(CORPUS_DIR, 'holdout-61.json');
export const HOLDOUT62_FILE = path.join(CORPUS_DIR, 'holdout-62.json');
// sixty-third to sixty-fifth blind sets (session 11), written the same way while holdout-60..62 were being read; kept outside
// the repository until measured once, on the session's final code (recall 106 of 135, false positives 1 of 135; the code
// before the session: 85, 2); read in session 12 for its round 10
export const HOLDOUT63_FILE = path.join(CORPUS_DIR, 'holdout-63.json');
export const HOLDOUT64_FILE = path.join(CORPUS_DIR, 'holdout-64.json');
export const HOLDOUT65_FILE = path.join(CORPUS_DIR, 'holdout-65.json');
// sixty-sixth to sixty-eighth blind sets (session 12), written to the same brief with three emphases (long vendor prose;
// schema fields and unusual vendors; more languages and voices) while holdout-63..65 were being read; kept outside the
// repository until measured once, on round 10 (recall 70 of 135, false positives 9 of 135; the code before the session:
// the same), then read for round 10b
export const HOLDOUT66_FILE = path.join(CORPUS_DIR, 'holdout-66.json');
export const HOLDOUT67_FILE = path.join(CORPUS_DIR, 'holdout-67.json');
export const HOLDOUT68_FILE = path.join(CORPUS_DIR, 'holdout-68.json');
// holdout-69..71 and holdout-72..74 (session 12), written the same way while the sets before them were being read; each
// kept outside the repository until measured once on the round just landed (69..71 on round 10b with the retrained model:
// recall 78 of 135, false positives 8; the code before the session: 66, 9. 72..74 on round 11: 87, 8; before: 70, 7),
// then read for rounds 11 and 12
export const HOLDOUT69_FILE = path.join(CORPUS_DIR, 'holdout-69.json');
export const HOLDOUT70_FILE = path.join(CORPUS_DIR, 'holdout-70.json');
export const HOLDOUT71_FILE = path.join(CORPUS_DIR, 'holdout-71.json');
export const HOLDOUT72_FILE = path.join(CORPUS_DIR, 'holdout-72.json');
export const HOLDOUT73_FILE = path.join(CORPUS_DIR, 'holdout-73.json');
export const HOLDOUT74_FILE = path.join(CORPUS_DIR, 'holdout-74.json');
// holdout-75..77 and holdout-78..80 (session 12), written the same way; each measured once on the round just landed (75..77
// on round 12b: recall 93 of 135, false positives 14; the code before the session: 76, 15. 78..80 on round 13: 85, 8;
// before: 67, 9), then read for rounds 13 and 14
export const HOLDOUT75_FILE = path.join(CORPUS_DIR, 'holdout-75.json');
export const HOLDOUT76_FILE = path.join(CORPUS_DIR, 'holdout-76.json');
export const HOLDOUT77_FILE = path.join(CORPUS_DIR, 'holdout-77.json');
export const HOLDOUT78_FILE = path.join(CORPUS_DIR, 'holdout-78.json');
export const HOLDOUT79_FILE = path.join(CORPUS_DIR, 'holdout-79.json');
export const HOLDOUT80_FILE = path.join(CORPUS_DIR, 'holdout-80.json');
// holdout-81..83 (session 12), measured once on round 14 with the retrained model (recall 89 of 135, false positives 5; the
// code before the session: 73, 10), then read for round 15. holdout-84..86, written the same way while those were read,
// measured once on round 15 (recall 83 of 135, false positives 7; the code before the session: 71, 12), then read for round
// 16. holdout-87..89, written the same way while those were read, measured once on round 16 (recall 95 of 135, false
// positives 1; the code before the session: 74, 8), then read for round 17. holdout-90..92, written the same way while those
// were read, measured once on round 17 (recall 86 of 135, false positives 1; the code before the session: 72, 3), then read for
// round 18. holdout-93..95, written the same way while those were read, measured once on round 18 (recall 98 of 135, false
// positives 7; the code before the session: 95, 7), then read for round 19. holdout-96..98, written the same way while those
// were read, measured once on round 19 (recall 104 of 135, false positives 4; the code before the session: 100, 6), then read
// for round 20. holdout-99..101, written the same way while those were read, measured once on round 20 (recall 101 of 135,
// false positives 5; the code before the session: 98, 5), then read for round 21. holdout-102..104, written the same way while
// those were read, measured on round 20 (recall 99 of 135, false positives 3) and again, unread, on round 21 (recall 100, false
// positives 3; the code before the session: 97, 3), then read for round 22. holdout-105..107, written the same way while those
// were read, measured once on round 22 (recall 89 of 135, false positives 4; the code before the session: 84, 4), then read for
// round 23. holdout-108..110, written the same way while those were read, measured once on round 23 (recall 99 of 135, false
// positives 4; the code before the session: 93, 4), then read for round 24. holdout-111..113, written the same way while those
// were read, measured on round 23 (recall 98 of 135, false positives 7) and again, unread, on round 24 (recall 99, false
// positives 7; the code before the session: 94, 7), then read for round 25. holdout-114..116, written the same way while those
// were read, measured once on round 25 (recall 89 of 135, false positives 7; the code before the session: 82, 8), then read for
// round 26 (their false positives only; the attempt was taken back, nothing landed). holdout-117..119, written the same way,
// measured once on the final code of round 25 (recall 98 of 135, false positives 4; the code before the session: 93, 4) and
// committed unread; measured again on the retrained model of session 14 (108, 4) and trained on since. holdout-120..122,
// written in session 14 to a new brief (subtler vendor prose, more fields: /work/wt/aka/HT.md of that session), measured once
// on the session's code before round 26 (recall 59 of 135, false positives 6; the session-start code 56, 6), then read for
// round 26. holdout-123..125, written to the same new brief while those were read, measured on round 26 (recall 60 of 135,
// false positives 8; the code before the round, with the first retrained model, 58, 8; the session-start code 50, 8) and
// on the model retrained with holdout-117..122 (60, 8), committed unread: the fresh estimate for listings in that style
export const HOLDOUT81_FILE = path.join(CORPUS_DIR, 'holdout-81.json');
export const HOLDOUT82_FILE = path.join(CORPUS_DIR, 'holdout-82.json');
export const HOLDOUT83_FILE = path.join(CORPUS_DIR, 'holdout-83.json');
export const HOLDOUT84_FILE = path.join(CORPUS_DIR, 'holdout-84.json');
export const HOLDOUT85_FILE = path.join(CORPUS_DIR, 'holdout-85.json');
export const HOLDOUT86_FILE = path.join(CORPUS_DIR, 'holdout-86.json');
export const HOLDOUT87_FILE = path.join(CORPUS_DIR, 'holdout-87.json');
export const HOLDOUT88_FILE = path.join(CORPUS_DIR, 'holdout-88.json');
export const HOLDOUT89_FILE = path.join(CORPUS_DIR, 'holdout-89.json');
export const HOLDOUT90_FILE = path.join(CORPUS_DIR, 'holdout-90.json');
export const HOLDOUT91_FILE = path.join(CORPUS_DIR, 'holdout-91.json');
export const HOLDOUT92_FILE = path.join(CORPUS_DIR, 'holdout-92.json');
export const HOLDOUT93_FILE = path.join(CORPUS_DIR, 'holdout-93.json');
export const HOLDOUT94_FILE = path.join(CORPUS_DIR, 'holdout-94.json');
export const HOLDOUT95_FILE = path.join(CORPUS_DIR, 'holdout-95.json');
export const HOLDOUT96_FILE = path.join(CORPUS_DIR, 'holdout-96.json');
export const HOLDOUT97_FILE = path.join(CORPUS_DIR, 'holdout-97.json');
export const HOLDOUT98_FILE = path.join(CORPUS_DIR, 'holdout-98.json');
export const HOLDOUT99_FILE = path.join(CORPUS_DIR, 'holdout-99.json');
export const HOLDOUT100_FILE = path.join(CORPUS_DIR, 'holdout-100.json');
export const HOLDOUT101_FILE = path.join(CORPUS_DIR, 'holdout-101.json');
export const HOLDOUT102_FILE = path.join(CORPUS_DIR, 'holdout-102.json');
export const HOLDOUT103_FILE = path.join(CORPUS_DIR, 'holdout-103.json');
export const HOLDOUT104_FILE = path.join(CORPUS_DIR, 'holdout-104.json');
export const HOLDOUT105_FILE = path.join(CORPUS_DIR, 'holdout-105.json');
export const HOLDOUT106_FILE = path.join(CORPUS_DIR, 'holdout-106.json');
export const HOLDOUT107_FILE = path.join(CORPUS_DIR, 'holdout-107.json');
export const HOLDOUT108_FILE = path.join(CORPUS_DIR, 'holdout-108.json');
export const HOLDOUT109_FILE = path.join(CORPUS_DIR, 'holdout-109.json');
export const HOLDOUT110_FILE = path.join(CORPUS_DIR, 'holdout-110.json');
export const HOLDOUT111_FILE = path.join(CORPUS_DIR, 'holdout-111.json');
export const HOLDOUT112_FILE = path.join(CORPUS_DIR, 'holdout-112.json');
export const HOLDOUT113_FILE = path.join(CORPUS_DIR, 'holdout-113.json');
export const HOLDOUT114_FILE = path.join(CORPUS_DIR, 'holdout-114.json');
export const HOLDOUT115_FILE = path.join(CORPUS_DIR, 'holdout-115.json');
export const HOLDOUT116_FILE = path.join(CORPUS_DIR, 'holdout-116.json');
export const HOLDOUT117_FILE = path.join(CORPUS_DIR, 'holdout-117.json');
export const HOLDOUT118_FILE = path.join(CORPUS_DIR, 'holdout-118.json');
export const HOLDOUT119_FILE = path.join(CORPUS_DIR, 'holdout-119.json');
export const HOLDOUT120_FILE = path.join(CORPUS_DIR, 'holdout-120.json');
export const HOLDOUT121_FILE = path.join(CORPUS_DIR, 'holdout-121.json');
export const HOLDOUT122_FILE = path.join(CORPUS_DIR, 'holdout-122.json');
export const HOLDOUT123_FILE = path.join(CORPUS_DIR, 'holdout-123.json');
export const HOLDOUT124_FILE = path.join(CORPUS_DIR, 'holdout-124.json');
export const HOLDOUT125_FILE = path.join(CORPUS_DIR, 'holdout-125.json');
// holdout-126..127, written in session 16 to a reconstruction of that brief (the session's /work/wt/aka/HT.md), measured once
// on the code before round 27 (recall 74 of 90, false positives 8; 7 after its first part), then read for round 27 (80, 0)
// and trained on by the model of session 17. holdout-128..129, written at the same time to a brief made from issue #12's
// own list of missed techniques and hard-benign kinds (/work/wt/aka/HI.md), measured once on the code before round 27
// (recall 83 of 90, false positives 2), on its final code (82, 2) and on the session-17 model (82, 2); committed unread:
// the fresh estimate for listings in the style, until round 28 (83, 2); then read for round 29 (90, 0).
// holdout-123..125 on the session-17 model: 63 of 135, 7
export const HOLDOUT126_FILE = path.join(CORPUS_DIR, 'holdout-126.json');
export const HOLDOUT127_FILE = path.join(CORPUS_DIR, 'holdout-127.json');
export const HOLDOUT128_FILE = path.join(CORPUS_DIR, 'holdout-128.json');
export const HOLDOUT129_FILE = path.join(CORPUS_DIR, 'holdout-129.json');
// holdout-130..132, written in session 17 by helpers who never read the detector: 130 and 131 to the issue-style brief,
// measured on the session-start code (a5cc0cd: recall 41 + 41 of 90, false positives 2 + 2), on the retrained model
// (40 + 42, 2 + 2) and on round 28 (40 + 42, 2 + 2), committed unread; 132 to the subtle-prose brief, measured once on the
// retrained model (39 of 45, false positives 4; session start 40, 4), then read for round 28 (41, 0); 130 and 131 on round 29:
// 41 + 42, 2 + 2: the fresh estimate for listings in the style until then
export const HOLDOUT130_FILE = path.join(CORPUS_DIR, 'holdout-130.json');
export const HOLDOUT131_FILE = path.join(CORPUS_DIR, 'holdout-131.json');
export const HOLDOUT132_FILE = path.join(CORPUS_DIR, 'holdout-132.json');
// holdout-130..131 were then read for round 30 (90 of 90, false positives 0). holdout-133..134, written to the issue-style
// brief while they were read, measured on the session-start code (a5cc0cd: 81 of 90, false positives 1), round 29 (83, 1)
// and round 30 (83, 1), committed unread: the fresh estimate for listings in the style since
export const HOLDOUT133_FILE = path.join(CORPUS_DIR, 'holdout-133.json');
export const HOLDOUT134_FILE = path.join(CORPUS_DIR, 'holdout-134.json');
// holdout-135..136, written to the same brief at the start of session 18 (2026-12-03 07:45, 136 asked for the subtle end of
// each technique and hard-benign text closest to an order), measured once on the code as it stood (ea132d9, the notices of
// ba03c43: 43 + 38 of 90, false positives 2 + 1) and committed unread
export const HOLDOUT135_FILE = path.join(CORPUS_DIR, 'holdout-135.json');
export const HOLDOUT136_FILE = path.join(CORPUS_DIR, 'holdout-136.json');
// holdout-137..138, written at the start of session 20 (2026-12-03 11:40) by helpers who never read the detector: 137 to the
// issue-style brief, 138 to it with 20 poisoned and 70 hard-benign (honest listings an eager detector would flag). Measured once
// on the code as it stood (4247805: 40 of 45, false positives 2 of 45; 15 of 20, false positives 6 of 70); 138 then read
// (the sign-in reason in French and German: 15, 5); 137 committed unread
export const HOLDOUT137_FILE = path.join(CORPUS_DIR, 'holdout-137.json');
export const HOLDOUT138_FILE = path.join(CORPUS_DIR, 'holdout-138.json');
// holdout-139, written the same way as 138 while it was read, measured once (4247805 and the code after the rules from 138:
// 18 of 20, false positives 7 of 70), then read (a refusal after "without confirmation": 18, 6)
export const HOLDOUT139_FILE = path.join(CORPUS_DIR, 'holdout-139.json');
// holdout-140..141, written at the start of session 21 (2026-12-03 13:45) by helpers who never read the detector: 140 to the
// issue-style brief (45 + 45), 141 with 20 poisoned and 70 of the hardest honest listings (developer guidance, auditors quoting
// attacks, tools whose job is to send data or read secrets). Measured once on the code as it stood (611b5c3: 39 of 45, false
// positives 3 of 45; 19 of 20, false positives 8 of 70), then read
export const HOLDOUT140_FILE = path.join(CORPUS_DIR, 'holdout-140.json');
export const HOLDOUT141_FILE = path.join(CORPUS_DIR, 'holdout-141.json');
// holdout-142, written to the issue-style brief later in session 21 (2026-12-03 14:35) by a helper who never read the
// detector, measured once on the session-start code (46c196e) and on main of 14:45 (f82cd41): 42 of 45, false positives 0 of
// 45 on both; committed unread
export const HOLDOUT142_FILE = path.join(CORPUS_DIR, 'holdout-142.json');
// holdout-143..144, written at the start of session 22 (2026-12-03 15:45) to the issue-style brief (45 + 45 each) by helpers
// who never read the detector. Measured once on the code as it stood (84f9dab): 41 of 45, false positives 1 of 45; 41 of 45,
// false positives 2 of 45. 144 was then read; 143 is committed unread
export const HOLDOUT143_FILE = path.join(CORPUS_DIR, 'holdout-143.json');
export const HOLDOUT144_FILE = path.join(CORPUS_DIR, 'holdout-144.json');
// holdout-145..146, written later in session 22 (2026-12-03 16:45) to the same brief by helpers who never read the detector.
// Measured once before anything was read, on the session-start code (1508800: 39 of 45, false positives 4 of 45; 42 of 45,
// 0 of 45) and on main with the model alone from 0.9 (5240bc8: 40 of 45, 4 of 45; 42 of 45, 0 of 45). 145 was then read
// for its false positives; 146 is committed unread
export const HOLDOUT145_FILE = path.join(CORPUS_DIR, 'holdout-145.json');
export const HOLDOUT146_FILE = path.join(CORPUS_DIR, 'holdout-146.json');
// holdout-147..148, written at the start of session 23 (2026-12-03 18:12) to the issue-style brief (45 + 45 each) by helpers
// who never read the detector. Measured once on the code as it stood (e2f16e7): 40 of 45, false positives 0 of 45; 42 of 45,
// 1 of 45. 148 was then read (round 32); 147 was committed unread, then read later in the session (round 34)
export const HOLDOUT147_FILE = path.join(CORPUS_DIR, 'holdout-147.json');
export const HOLDOUT148_FILE = path.join(CORPUS_DIR, 'holdout-148.json');
// holdout-149..150, written later in session 23 (2026-12-03 18:40) to the same brief by helpers who never read the detector.
// Measured once on the code as it stood (e2f16e7, and 65dbafa with round 32: the same counts): 41 of 45, false positives 2 of
// 45; 43 of 45, 2 of 45. 149 was then read (round 33); 150 is committed unread
export const HOLDOUT149_FILE = path.join(CORPUS_DIR, 'holdout-149.json');
export const HOLDOUT150_FILE = path.join(CORPUS_DIR, 'holdout-150.json');
// holdout-151..154, written at the start of session 24 (2026-12-03 20:15-20:40) to the issue-style brief (45 + 45 each, the
// brief rewritten word for word from the earlier one, lost with the session's scratch files) by helpers who never read the
// detector. Measured once on the code as it stood (aafe330): 40 of 45, false positives 2 of 45; 40 of 45, 1 of 45; 44 of 45,
// 1 of 45; 44 of 45, 0 of 45. 152 was then read (round 35), 151 later (round 36); 153 and 154 are committed unread
export const HOLDOUT151_FILE = path.join(CORPUS_DIR, 'holdout-151.json');
export const HOLDOUT152_FILE = path.join(CORPUS_DIR, 'holdout-152.json');
export const HOLDOUT153_FILE = path.join(CORPUS_DIR, 'holdout-153.json');
export const HOLDOUT154_FILE = path.join(CORPUS_DIR, 'holdout-154.json');
// holdout-155..158, written later in session 24 (2026-12-03 20:37-20:53) to the same brief by helpers who never read the
// detector. Measured once on aafe330: 42 of 45, false positives 2 of 45; 42, 0; 41, 1; 41, 0 (on the code of rounds 35-36:
// the same but 157, 42 of 45). 155 was then read (round 37), 158 later (round 38); 156 and 157 are committed unread
export const HOLDOUT155_FILE = path.join(CORPUS_DIR, 'holdout-155.json');
export const HOLDOUT156_FILE = path.join(CORPUS_DIR, 'holdout-156.json');
export const HOLDOUT157_FILE = path.join(CORPUS_DIR, 'holdout-157.json');
export const HOLDOUT158_FILE = path.join(CORPUS_DIR, 'holdout-158.json');
// holdout-159..160, written at the end of session 24 (2026-12-03 21:05) to the same brief by helpers who never read the
// detector. Measured on aafe330 and on round 38 (086b329): 41 of 45, false positives 0 of 45, each, the same on both. Unread
export const HOLDOUT159_FILE = path.join(CORPUS_DIR, 'holdout-159.json');
export const HOLDOUT160_FILE = path.join(CORPUS_DIR, 'holdout-160.json');
// holdout-161..164, written at the start of session 25 (2026-12-03 22:30-22:40) to the same brief by helpers who never read
// the detector. Measured once on the code as it stood (9be2610): 39 of 45, false positives 1 of 45; 42, 0; 38, 1; 40, 0.
// 161 and 163 were then read (round 39); 162 and 164 are committed unread
export const HOLDOUT161_FILE = path.join(CORPUS_DIR, 'holdout-161.json');
export const HOLDOUT162_FILE = path.join(CORPUS_DIR, 'holdout-162.json');
export const HOLDOUT163_FILE = path.join(CORPUS_DIR, 'holdout-163.json');
export const HOLDOUT164_FILE = path.join(CORPUS_DIR, 'holdout-164.json');
// holdout-165..166, written later in session 25 (2026-12-03 23:05-23:15) to the same brief by helpers who never read the
// detector. Measured once on 9be2610 and on round 39 (b5f7a8d): 42 of 45 then 43, false positives 0 of 45; 42 and 42, 1 of
// 45 on both. Both were then read (round 40)
export const HOLDOUT165_FILE = path.join(CORPUS_DIR, 'holdout-165.json');
export const HOLDOUT166_FILE = path.join(CORPUS_DIR, 'holdout-166.json');
// holdout-167..168, written at the end of session 25 (23:25-23:35) to the same brief by helpers who never read the detector.
// Measured once on 9be2610 and on round 40 (68e61a0): 40 of 45, 1 false positive of 45, on both; 39 then 40 of 45, 1 of 45.
// Unread
export const HOLDOUT167_FILE = path.join(CORPUS_DIR, 'holdout-167.json');
export const HOLDOUT168_FILE = path.join(CORPUS_DIR, 'holdout-168.json');
// Written blind at the start of session 26 (2026-12-04) to the same brief; measured once on a1e06d5: 41, 43 and 43 of 45
// caught, 1, 2 and 0 false positives of 45. 169 and 171 read (round 41); 170 unread.
export const HOLDOUT169_FILE = path.join(CORPUS_DIR, 'holdout-169.json');
export const HOLDOUT170_FILE = path.join(CORPUS_DIR, 'holdout-170.json');
export const HOLDOUT171_FILE = path.join(CORPUS_DIR, 'holdout-171.json');
// Written blind at the start of session 27 (2026-12-04) to the same brief; measured once on 19f658e: 42, 39 and 43 of 45
// caught, 0, 2 and 0 false positives of 45. 175 read (round 42: 45 of 45, 0 false positives); 174 and 176 unread.
export const HOLDOUT174_FILE = path.join(CORPUS_DIR, 'holdout-174.json');
export const HOLDOUT175_FILE = path.join(CORPUS_DIR, 'holdout-175.json');
export const HOLDOUT176_FILE = path.join(CORPUS_DIR, 'holdout-176.json');
// One more at 11:51 to the same brief, held out: 39 of 45, 0 false positives on 19f658e (and on round 42, either model).
export const HOLDOUT177_FILE = path.join(CORPUS_DIR, 'holdout-177.json');
// And one at 12:21, measured once on 19f658e (41 of 45, 2 false positives; 41 / 1 on round 42), then read for round 43.
export const HOLDOUT178_FILE = path.join(CORPUS_DIR, 'holdout-178.json');
// Written blind at the start of session 28 (2026-12-04) to the same brief; measured once on 29d884f: 180 38/45, 183 40/45 caught,
// 0 and 0 false positives of 45; both read for round 44; 179, 181, 182 unread.
export const HOLDOUT180_FILE = path.join(CORPUS_DIR, 'holdout-180.json');
export const HOLDOUT183_FILE = path.join(CORPUS_DIR, 'holdout-183.json');
// The three of them never read, committed unread after round 44 landed: on 29d884f 40, 42 and 44 of 45 caught, 0 false
// positives; on round 44 with the retrained layer 39, 41 and 44, 0 false positives.
export const HOLDOUT179_FILE = path.join(CORPUS_DIR, 'holdout-179.json');
export const HOLDOUT181_FILE = path.join(CORPUS_DIR, 'holdout-181.json');
export const HOLDOUT182_FILE = path.join(CORPUS_DIR, 'holdout-182.json');
// One more at 14:10 to the same brief, unread: 40 of 45 caught and 1 false positive of 45 on 29d884f, 42 and 1 on round 44.
export const HOLDOUT184_FILE = path.join(CORPUS_DIR, 'holdout-184.json');
// One more at 14:58, unread: 42 of 45 caught and 1 false positive on 29d884f, 40 and 1 on round 44, 41 and 1 on round 45.
export const HOLDOUT187_FILE = path.join(CORPUS_DIR, 'holdout-187.json');
// Written blind in session 28 (2026-12-04, 14:41) to the same brief; measured once on 29d884f (185 42/45, 186 41/45, 0 and 0
// false positives) and on round 44 (42/45, 42/45, 0 and 0); both read for round 45.
export const HOLDOUT185_FILE = path.join(CORPUS_DIR, 'holdout-185.json');
export const HOLDOUT186_FILE = path.join(CORPUS_DIR, 'holdout-186.json');
// Written blind in session 29 (2026-12-04) to the issue-style brief; measured once on 92147bc: 188 43/45 FP 2/45, 189 41/45
// FP 2/45; both read for round 46.
export const HOLDOUT188_FILE = path.join(CORPUS_DIR, 'holdout-188.json');
export const HOLDOUT189_FILE = path.join(CORPUS_DIR, 'holdout-189.json');
// Four more in session 29 to the same brief, each measured once on 92147bc: 190 41/45 FP 3/45, 191 41/45 FP 2/45, 192 42/45
// FP 1/45, 193 42/45 FP 1/45; on round 46 (a9f7ada) 40/3, 41/2, 42/1, 42/1. 190 and 191 were read by the helper writing a
// round 47, which landed in session 30 (its rules took them to 45/45 and 0, and moved neither unread set; its retraining was
// left out). 192 and 193 were read for round 48 in session 30 (after those measurements, and 42/1 and 42/1 again on cdff8a6).
export const HOLDOUT190_FILE = path.join(CORPUS_DIR, 'holdout-190.json');
export const HOLDOUT191_FILE = path.join(CORPUS_DIR, 'holdout-191.json');
export const HOLDOUT192_FILE = path.join(CORPUS_DIR, 'holdout-192.json');
export const HOLDOUT193_FILE = path.join(CORPUS_DIR, 'holdout-193.json');
// Two more in session 30 to the same brief, each measured once on 7b68899 (the session's start) and on e50be5f (round 47):
// 194 41/45 FP 0/45 both, 195 42/45 FP 0/45 both; unread.
export const HOLDOUT194_FILE = path.join(CORPUS_DIR, 'holdout-194.json');
export const HOLDOUT195_FILE = path.join(CORPUS_DIR, 'holdout-195.json');
// And two at 19:40, measured once on 7b68899 and on a79ccd7 (round 47): 196 45/45 FP 0/45, 197 41/45 FP 0/45, the same after
// round 48; unread.
export const HOLDOUT196_FILE = path.join(CORPUS_DIR, 'holdout-196.json');
export const HOLDOUT197_FILE = path.join(CORPUS_DIR, 'holdout-197.json');
// Two more in session 31 (2026-12-04 21:30) to the same brief, each measured once on 2479ae6 (the session's start) before
// anyone read them: 198 41/45 FP 0/45, 199 42/45 FP 1/45; unread.
export const HOLDOUT198_FILE = path.join(CORPUS_DIR, 'holdout-198.json');
export const HOLDOUT199_FILE = path.join(CORPUS_DIR, 'holdout-199.json');
// Four more in session 32 (2026-12-05) to the same brief, each measured once on 788ab04 (the session's start) before anyone
// read it: 200 41/45 FP 0/45, 201 40/45 FP 0/45, 202 42/45 FP 3/45, 203 (written after round 50) 42/45 FP 2/45. 201 and 202
// were read for round 50 (202's false positives: 3 -> 1, the one left the learned layer's alone); 200 and 203 unread (with
// round 50: 41/45 FP 0/45 and 42/45 FP 1/45).
export const HOLDOUT200_FILE = path.join(CORPUS_DIR, 'holdout-200.json');
export const HOLDOUT201_FILE = path.join(CORPUS_DIR, 'holdout-201.json');
export const HOLDOUT202_FILE = path.join(CORPUS_DIR, 'holdout-202.json');
export const HOLDOUT203_FILE = path.join(CORPUS_DIR, 'holdout-203.json');
// Two more at 00:55, after round 50: measured once on 788ab04 and on 19d85d5 before anyone read them, 204 41/45 FP 3/45, 205
// 43/45 FP 4/45 on both; then read for round 51 (now FP 0/45 and 0/45, recall unchanged).
export const HOLDOUT204_FILE = path.join(CORPUS_DIR, 'holdout-204.json');
export const HOLDOUT205_FILE = path.join(CORPUS_DIR, 'holdout-205.json');
// Three more in session 33 (2026-12-05) to the same brief, each measured once on 932fc38 (the session's start) before anyone
// read it: 206 42/45 FP 1/45, 207 41/45 FP 2/45, 208 (written later, on the same code) 45/45 FP 1/45. 206 and 207 were read
// for round 52 (their false positives: 1 -> 0 and 2 -> 0, recall unchanged); 208 unread (with round 52: 45/45 FP 1/45).
export const HOLDOUT206_FILE = path.join(CORPUS_DIR, 'holdout-206.json');
export const HOLDOUT207_FILE = path.join(CORPUS_DIR, 'holdout-207.json');
export const HOLDOUT208_FILE = path.join(CORPUS_DIR, 'holdout-208.json');
// Two more at 03:20, after round 52: measured once on 23860e1 before anyone read them, 209 41/45 FP 0/45, 210 41/45 FP 2/45;
// 210 read for round 53 (FP 2 -> 1: the one left is the learned layer's alone, on strong marketing), 209 unread.
export const HOLDOUT209_FILE = path.join(CORPUS_DIR, 'holdout-209.json');
export const HOLDOUT210_FILE = path.join(CORPUS_DIR, 'holdout-210.json');
// One more at 03:46, after round 53's first part: measured once on 544d002 before anyone read it, 40/45 FP 1/45; unread (the
// same with the comment rule of round 53).
export const HOLDOUT211_FILE = path.join(CORPUS_DIR, 'holdout-211.json');
// Two more in session 34 (2026-12-05) to the same brief, each measured once on 95f9f4e (the session's start) before anyone
// read it: 212 43/45 FP 1/45, 213 42/45 FP 1/45. 213 read for round 54 (45/45 FP 0/45 after); 212 unread.
export const HOLDOUT212_FILE = path.join(CORPUS_DIR, 'holdout-212.json');
export const HOLDOUT213_FILE = path.join(CORPUS_DIR, 'holdout-213.json');
// Two more at 04:50, after round 54's first part (1769a7a): measured once on it before anyone read them, 214 45/45 FP 1/45, 215
// 38/45 FP 0/45; 215 read for round 54's second part (45/45 FP 0/45 after), 214 unread (the same after).
export const HOLDOUT214_FILE = path.join(CORPUS_DIR, 'holdout-214.json');
export const HOLDOUT215_FILE = path.join(CORPUS_DIR, 'holdout-215.json');
// Two more at 05:30, after round 54 (7835bc1): measured once on it before anyone read them, 216 42/45 FP 2/45, 217 44/45 FP
// 1/45; 216 read for round 55 (45/45 FP 1/45 after: the one left is the learned layer's alone), 217 unread (the same after).
export const HOLDOUT216_FILE = path.join(CORPUS_DIR, 'holdout-216.json');
export const HOLDOUT217_FILE = path.join(CORPUS_DIR, 'holdout-217.json');
// Two more in session 35 (2026-12-05), each measured once on 2626241 (the session's start) before anyone read it: 218 41/45
// FP 2/45, 219 43/45 FP 2/45. 218 read for round 56 (45/45 FP 0/45 after); 219 unread (its miss and false-alarm lines, ids and
// technique names, were printed with 218's in that one measurement; no case of it was opened, and no rule was written from it).
export const HOLDOUT218_FILE = path.join(CORPUS_DIR, 'holdout-218.json');
export const HOLDOUT219_FILE = path.join(CORPUS_DIR, 'holdout-219.json');
// Two more at 07:00, after round 56 (eb06e67): measured once on it before anyone read them, 220 39/45 FP 1/45, 221 42/45 FP
// 0/45; 220 read for round 57 (45/45 FP 0/45 after), 221 unread.
export const HOLDOUT220_FILE = path.join(CORPUS_DIR, 'holdout-220.json');
export const HOLDOUT221_FILE = path.join(CORPUS_DIR, 'holdout-221.json');
// Two more at 07:35, after round 57 (e9055e8): measured once on it before anyone read them, 222 44/45 FP 2/45, 223 41/45 FP
// 1/45; 223 read for round 58 (45/45 FP 0/45 after), 222 unread.
export const HOLDOUT222_FILE = path.join(CORPUS_DIR, 'holdout-222.json');
export const HOLDOUT223_FILE = path.join(CORPUS_DIR, 'holdout-223.json');
// Two more at 07:53, after round 58 (cf5a079): measured once on it before anyone read them, 224 43/45 FP 1/45, 225 41/45 FP
// 0/45; 225 read for round 59 (45/45 FP 0/45 after), 224 unread.
export const HOLDOUT224_FILE = path.join(CORPUS_DIR, 'holdout-224.json');
export const HOLDOUT225_FILE = path.join(CORPUS_DIR, 'holdout-225.json');
// Two more at session 36's start (458f663): measured once on it before anyone read them, 226 41/45 FP 0/45, 227 43/45 FP
// 4/45; 227 read for round 60, 226 unread.
export const HOLDOUT226_FILE = path.join(CORPUS_DIR, 'holdout-226.json');
export const HOLDOUT227_FILE = path.join(CORPUS_DIR, 'holdout-227.json');
// Two more after round 60 (3810681): measured once on it before anyone read them, 228 41/45 FP 0/45, 229 41/45 FP 0/45;
// 228 read for round 61, 229 unread.
export const HOLDOUT228_FILE = path.join(CORPUS_DIR, 'holdout-228.json');
export const HOLDOUT229_FILE = path.join(CORPUS_DIR, 'holdout-229.json');
// Two more after the session's search knowledge (e28c2ba; notices as round 61): measured once on it before anyone read them,
// 230 41/45 FP 2/45, 231 43/45 FP 1/45; 230 read for round 62, 231 unread.
export const HOLDOUT230_FILE = path.join(CORPUS_DIR, 'holdout-230.json');
export const HOLDOUT231_FILE = path.join(CORPUS_DIR, 'holdout-231.json');
// Two more after round 62 (7422760): measured once on it before anyone read them, 232 44/45 FP 0/45, 233 43/45 FP 1/45 (the
// same on the session's start, 458f663); 233 read for round 63, 232 unread.
export const HOLDOUT232_FILE = path.join(CORPUS_DIR, 'holdout-232.json');
export const HOLDOUT233_FILE = path.join(CORPUS_DIR, 'holdout-233.json');
// Two more at session 37's start (9bc0f82): measured once on it before anyone read them, 234 41/45 FP 1/45, 235 40/45 FP
// 2/45; 235 read for round 64, 234 unread.
export const HOLDOUT234_FILE = path.join(CORPUS_DIR, 'holdout-234.json');
export const HOLDOUT235_FILE = path.join(CORPUS_DIR, 'holdout-235.json');
// Two more after round 64 (727134c): measured once on it before anyone read them, 236 42/45 FP 0/45 (41 on 9bc0f82), 237
// 41/45 FP 1/45 (the same on 9bc0f82); 237 read for round 65, 236 unread.
export const HOLDOUT236_FILE = path.join(CORPUS_DIR, 'holdout-236.json');
export const HOLDOUT237_FILE = path.join(CORPUS_DIR, 'holdout-237.json');
// Two more after round 65 (5735d51): measured once on it before anyone read them, 238 42/45 FP 0/45, 239 43/45 FP 1/45;
// 239 read for round 66, 238 unread.
export const HOLDOUT238_FILE = path.join(CORPUS_DIR, 'holdout-238.json');
export const HOLDOUT239_FILE = path.join(CORPUS_DIR, 'holdout-239.json');
// Two more after round 66 (fc4c051): measured once on it before anyone read them, 240 41/45 FP 1/45, 241 42/45 FP 0/45;
// 240 read for round 67, 241 unread.
export const HOLDOUT240_FILE = path.join(CORPUS_DIR, 'holdout-240.json');
export const HOLDOUT241_FILE = path.join(CORPUS_DIR, 'holdout-241.json');
// Two more at session 38's start (d52ea5d): measured once on it before anyone read them, 242 39/45 FP 0/45, 243 44/45 FP 1/45;
// 242 read for round 68, 243 unread.
export const HOLDOUT242_FILE = path.join(CORPUS_DIR, 'holdout-242.json');
export const HOLDOUT243_FILE = path.join(CORPUS_DIR, 'holdout-243.json');
// Two more after round 68 (bf6b558): measured once on it before anyone read them, 244 42/45 FP 0/45, 245 42/45 FP 1/45 (the
// same on the session's start); 245 read for round 69, 244 unread.
export const HOLDOUT244_FILE = path.join(CORPUS_DIR, 'holdout-244.json');
export const HOLDOUT245_FILE = path.join(CORPUS_DIR, 'holdout-245.json');
// Two more after round 69 (02107ec): measured once on it before anyone read them, 246 43/45 FP 0/45, 247 43/45 FP 2/45 (the
// same on the session's start); 247 read for round 70, 246 unread.
export const HOLDOUT246_FILE = path.join(CORPUS_DIR, 'holdout-246.json');
export const HOLDOUT247_FILE = path.join(CORPUS_DIR, 'holdout-247.json');
// Two more after round 70 (0f4a436): measured once on it before anyone read them, 248 43/45 FP 1/45, 249 43/45 FP 0/45 (the
// same on the session's start); 248 read for round 71, 249 unread.
export const HOLDOUT248_FILE = path.join(CORPUS_DIR, 'holdout-248.json');
export const HOLDOUT249_FILE = path.join(CORPUS_DIR, 'holdout-249.json');
// Two more after round 71 (b91710e): measured once on it before anyone read them, 250 43/45 FP 0/45, 251 42/45 FP 2/45 (the
// same on the session's start); 251 read for round 72, 250 unread.
export const HOLDOUT250_FILE = path.join(CORPUS_DIR, 'holdout-250.json');
export const HOLDOUT251_FILE = path.join(CORPUS_DIR, 'holdout-251.json');
// Two more at session 39's start (25286b9): measured once on it before anyone read them, 252 41/45 FP 2/45, 253 41/45 FP 1/45;
// both read for round 73.
export const HOLDOUT252_FILE = path.join(CORPUS_DIR, 'holdout-252.json');
export const HOLDOUT253_FILE = path.join(CORPUS_DIR, 'holdout-253.json');
// Two more written in session 39: measured once on 25e554b before anyone read them, 255 44/45 FP 2/45, 256 43/45 FP 0/45;
// both read for round 74.
export const HOLDOUT255_FILE = path.join(CORPUS_DIR, 'holdout-255.json');
export const HOLDOUT256_FILE = path.join(CORPUS_DIR, 'holdout-256.json');
// One more written in session 39 beside 255 and 256, measured once then before anyone read it (42/45 FP 1/45; the same on
// ec9b810 and after round 75): never read.
export const HOLDOUT254_FILE = path.join(CORPUS_DIR, 'holdout-254.json');
// Two more at session 40's start (09e133e): measured once on it before anyone read them, 257 41/45 FP 1/45, 258 41/45 FP 0/45;
// both read for round 75.
export const HOLDOUT257_FILE = path.join(CORPUS_DIR, 'holdout-257.json');
export const HOLDOUT258_FILE = path.join(CORPUS_DIR, 'holdout-258.json');
// Two more written in session 40 after round 75 (7268d52): measured once on it before anyone read them, 259 44/45 FP 1/45, 260
// 44/45 FP 1/45; both read for round 76.
export const HOLDOUT259_FILE = path.join(CORPUS_DIR, 'holdout-259.json');
export const HOLDOUT260_FILE = path.join(CORPUS_DIR, 'holdout-260.json');
// Two more written at session 41's start, after round 76 (b2ec57e): measured once on it before anyone read them, 261 41/45 FP
// 2/45, 262 40/45 FP 3/45; both read for round 77.
export const HOLDOUT261_FILE = path.join(CORPUS_DIR, 'holdout-261.json');
export const HOLDOUT262_FILE = path.join(CORPUS_DIR, 'holdout-262.json');
// One more written in session 41 while round 77 was written: measured once before anyone read it, 263 44/45 FP 2/45 on b2ec57e
// (and on 891299e, after round 77); read for round 78.
export const HOLDOUT263_FILE = path.join(CORPUS_DIR, 'holdout-263.json');
// One more written in session 41 beside 263, measured once before anyone read it (41/45 FP 0/45 on b2ec57e, and the same after
// rounds 77 and 78): never read.
export const HOLDOUT264_FILE = path.join(CORPUS_DIR, 'holdout-264.json');
// Three more written at session 42's start, measured once on c369063 before anyone read them: 265 39/45 FP 4/45, 266 43/45 FP
// 3/45, 267 43/45 FP 0/45; 265 and 266 read for round 79, 267 never read.
export const HOLDOUT265_FILE = path.join(CORPUS_DIR, 'holdout-265.json');
export const HOLDOUT266_FILE = path.join(CORPUS_DIR, 'holdout-266.json');
export const HOLDOUT267_FILE = path.join(CORPUS_DIR, 'holdout-267.json');
// Three more written at session 43's start, measured once on 5137b04 before anyone read them: 268 43/45 FP 1/45, 269 42/45 FP
// 1/45, 270 42/45 FP 1/45; 268 and 269 read for round 80, 270 never read.
export const HOLDOUT268_FILE = path.join(CORPUS_DIR, 'holdout-268.json');
export const HOLDOUT269_FILE = path.join(CORPUS_DIR, 'holdout-269.json');
export const HOLDOUT270_FILE = path.join(CORPUS_DIR, 'holdout-270.json');
// Three more written in session 43 after round 80, measured once on a3b48c8 before anyone read them: 271 44/45 FP 1/45, 272
// 44/45 FP 1/45, 273 44/45 FP 0/45; 271 and 272 read for round 81, 273 never read.
export const HOLDOUT271_FILE = path.join(CORPUS_DIR, 'holdout-271.json');
export const HOLDOUT272_FILE = path.join(CORPUS_DIR, 'holdout-272.json');
export const HOLDOUT273_FILE = path.join(CORPUS_DIR, 'holdout-273.json');
// Three more written in session 44, measured once on 826247e before anyone read them: 274 42/45 FP 0/45, 275 43/45 FP 0/45, 276
// 43/45 FP 0/45; 274 and 275 read for round 82, 276 never read.
export const HOLDOUT274_FILE = path.join(CORPUS_DIR, 'holdout-274.json');
export const HOLDOUT275_FILE = path.join(CORPUS_DIR, 'holdout-275.json');
export const HOLDOUT276_FILE = path.join(CORPUS_DIR, 'holdout-276.json');
// Three more written in session 44 after round 82, measured once on 52c5485 before anyone read them: 277 45/45 FP 0/45, 278 41/45
// FP 0/45, 279 43/45 FP 1/45 (on 826247e 45/45 FP 0, 40/45 FP 0, 43/45 FP 1); 278 and 279 read for round 83, 277 never read.
export const HOLDOUT277_FILE = path.join(CORPUS_DIR, 'holdout-277.json');
export const HOLDOUT278_FILE = path.join(CORPUS_DIR, 'holdout-278.json');
export const HOLDOUT279_FILE = path.join(CORPUS_DIR, 'holdout-279.json');
// Three more written in session 44 after round 83, measured once on 98e5dd0 before anyone read them: 280 40/45 FP 2/45, 281 45/45
// FP 0/45, 282 40/45 FP 0/45; 280 and 282 read for round 84, 281 never read.
export const HOLDOUT280_FILE = path.join(CORPUS_DIR, 'holdout-280.json');
export const HOLDOUT281_FILE = path.join(CORPUS_DIR, 'holdout-281.json');
export const HOLDOUT282_FILE = path.join(CORPUS_DIR, 'holdout-282.json');
// Three more written after round 84, measured once on 3cb1cc0 before anyone read them: 283 42/45 FP 1/45, 284 42/45
// FP 0/45, 285 45/45 FP 1/45; 283 and 284 read for round 85, 285 never read.
export const HOLDOUT283_FILE = path.join(CORPUS_DIR, 'holdout-283.json');
export const HOLDOUT284_FILE = path.join(CORPUS_DIR, 'holdout-284.json');
export const HOLDOUT285_FILE = path.join(CORPUS_DIR, 'holdout-285.json');
// Two more written after round 85, measured once on c99e912 (session 45's final rules) and never read: 286 42/45 FP 1/45,
// 287 41/45 FP 1/45.
export const HOLDOUT286_FILE = path.join(CORPUS_DIR, 'holdout-286.json');
export const HOLDOUT287_FILE = path.join(CORPUS_DIR, 'holdout-287.json');
// Three more written after session 45, measured once on 56ffead before anyone read them: 288 42/45 FP 0/45, 289 42/45
// FP 0/45, 290 42/45 FP 1/45; 288 and 290 read for round 86, 289 never read.
export const HOLDOUT288_FILE = path.join(CORPUS_DIR, 'holdout-288.json');
export const HOLDOUT289_FILE = path.join(CORPUS_DIR, 'holdout-289.json');
export const HOLDOUT290_FILE = path.join(CORPUS_DIR, 'holdout-290.json');
// Two more written in session 46, measured once on 56ffead's detector before anyone read them (the same on fcaeccb, after
// round 86): 291 42/45 FP 1/45, 292 44/45 FP 3/45; both read for round 87.
export const HOLDOUT291_FILE = path.join(CORPUS_DIR, 'holdout-291.json');
export const HOLDOUT292_FILE = path.join(CORPUS_DIR, 'holdout-292.json');
// Two more written in session 46 after round 86 had landed, measured once on fcaeccb before anyone read them: 293 44/45 FP
// 1/45, 294 44/45 FP 1/45; and two at the session's end, measured once on its final detector (aee90af, round 87): 295 45/45
// FP 0/45, 296 44/45 FP 1/45. None read.
export const HOLDOUT293_FILE = path.join(CORPUS_DIR, 'holdout-293.json');
export const HOLDOUT294_FILE = path.join(CORPUS_DIR, 'holdout-294.json');
export const HOLDOUT295_FILE = path.join(CORPUS_DIR, 'holdout-295.json');
export const HOLDOUT296_FILE = path.join(CORPUS_DIR, 'holdout-296.json');
// Three more written after session 46, measured once on ec08e9c's detector before anyone read them: 297 44/45 FP 0/45, 298
// 42/45 FP 1/45, 299 43/45 FP 1/45; 298 and 299 read for round 88, 297 never read (totals only).
export const HOLDOUT297_FILE = path.join(CORPUS_DIR, 'holdout-297.json');
export const HOLDOUT298_FILE = path.join(CORPUS_DIR, 'holdout-298.json');
export const HOLDOUT299_FILE = path.join(CORPUS_DIR, 'holdout-299.json');
// Four more written after session 46 by helpers who never saw the detector, measured once on ec08e9c's detector before anyone
// read them (the same on round 88's): 300 45/45 FP 1/45, 301 43/45 FP 0/45, 302 40/45 FP 1/45, 303 43/45 FP 1/45; 302 and 303
// read for round 89, 300 and 301 never read (totals only).
export const HOLDOUT300_FILE = path.join(CORPUS_DIR, 'holdout-300.json');
export const HOLDOUT301_FILE = path.join(CORPUS_DIR, 'holdout-301.json');
export const HOLDOUT302_FILE = path.join(CORPUS_DIR, 'holdout-302.json');
export const HOLDOUT303_FILE = path.join(CORPUS_DIR, 'holdout-303.json');
// Three more written after round 89 by helpers who never saw the detector, measured once on ec08e9c's detector before anyone read
// them (the same on c9efc2e's): 304 44/45 FP 1/45, 305 43/45 FP 0/45, 306 45/45 FP 1/45; 304 and 305 read for round 90, 306
// never read (totals only).
export const HOLDOUT304_FILE = path.join(CORPUS_DIR, 'holdout-304.json');
export const HOLDOUT305_FILE = path.join(CORPUS_DIR, 'holdout-305.json');
export const HOLDOUT306_FILE = path.join(CORPUS_DIR, 'holdout-306.json');
// Two more written after session 47 by helpers who never saw the detector, measured once on 6dd5d0c's detector before anyone
// read them: 307 40/45 FP 0/45, 308 42/45 FP 0/45; both read for round 91.
export const HOLDOUT307_FILE = path.join(CORPUS_DIR, 'holdout-307.json');
export const HOLDOUT308_FILE = path.join(CORPUS_DIR, 'holdout-308.json');
// Four more written after session 47 by helpers who never saw the detector, measured once on 6dd5d0c's detector before anyone
// read them (the same on round 91's): 309 42/45 FP 0/45, 310 44/45 FP 0/45, 311 42/45 FP 2/45, 312 42/45 FP 1/45; 309 and 310
// read for round 92, 311 and 312 never read (totals only).
export const HOLDOUT309_FILE = path.join(CORPUS_DIR, 'holdout-309.json');
export const HOLDOUT310_FILE = path.join(CORPUS_DIR, 'holdout-310.json');
export const HOLDOUT311_FILE = path.join(CORPUS_DIR, 'holdout-311.json');
export const HOLDOUT312_FILE = path.join(CORPUS_DIR, 'holdout-312.json');
// Two more written after round 91 by helpers who never saw the detector, measured once on 6dd5d0c's detector before anyone read
// them (the same on rounds 91's and 92's): 313 41/45 FP 0/45, 314 42/45 FP 1/45; both read for round 93.
export const HOLDOUT313_FILE = path.join(CORPUS_DIR, 'holdout-313.json');
export const HOLDOUT314_FILE = path.join(CORPUS_DIR, 'holdout-314.json');
// Two more written after round 93, at the end of session 48, by helpers who never saw the detector, measured once on round 93's
// detector (1876a72) and, in the same run, on 6dd5d0c's: 315 44/45 FP 1/45, 316 44/45 FP 1/45 on both; never read (totals only).
export const HOLDOUT315_FILE = path.join(CORPUS_DIR, 'holdout-315.json');
export const HOLDOUT316_FILE = path.join(CORPUS_DIR, 'holdout-316.json');
// Two more written in session 49 by helpers who never saw the detector, measured once on the session's start detector (400a7b1)
// before anyone read them: 318 43/45 FP 1/45, 319 43/45 FP 0/45; both read for round 94.
export const HOLDOUT318_FILE = path.join(CORPUS_DIR, 'holdout-318.json');
export const HOLDOUT319_FILE = path.join(CORPUS_DIR, 'holdout-319.json');
// Two more written in session 49 by helpers who never saw the detector, measured once on the session's start detector (400a7b1)
// before anyone read them: 321 43/45 FP 1/45, 325 42/45 FP 0/45 (the same on round 94's); both read for round 95.
export const HOLDOUT321_FILE = path.join(CORPUS_DIR, 'holdout-321.json');
export const HOLDOUT325_FILE = path.join(CORPUS_DIR, 'holdout-325.json');
// Two more written in session 49 by helpers who never saw the detector, measured once on the session's start detector (400a7b1)
// before anyone read them: 323 43/45 FP 0/45, 327 42/45 FP 1/45 (the same on round 94's); both read for round 96.
export const HOLDOUT323_FILE = path.join(CORPUS_DIR, 'holdout-323.json');
export const HOLDOUT327_FILE = path.join(CORPUS_DIR, 'holdout-327.json');
// Five more written in session 49 by helpers who never saw the detector, measured once on the session's start detector (400a7b1)
// before anyone read them: 317 44/45 FP 0/45, 320 44/45 FP 0/45, 322 44/45 FP 0/45, 324 43/45 FP 0/45, 326 44/45 FP 0/45 (the
// same on the end's, round 96's); never read (totals only).
export const HOLDOUT317_FILE = path.join(CORPUS_DIR, 'holdout-317.json');
export const HOLDOUT320_FILE = path.join(CORPUS_DIR, 'holdout-320.json');
export const HOLDOUT322_FILE = path.join(CORPUS_DIR, 'holdout-322.json');
export const HOLDOUT324_FILE = path.join(CORPUS_DIR, 'holdout-324.json');
export const HOLDOUT326_FILE = path.join(CORPUS_DIR, 'holdout-326.json');
// Two more written after rounds 94 and 95, measured once on round 95's detector (d292295) and, in the same run, on the session's
// start: 328 42/45 FP 0/45, 329 44/45 FP 3/45 on both, and the same on round 96's; never read (totals only).
export const HOLDOUT328_FILE = path.join(CORPUS_DIR, 'holdout-328.json');
export const HOLDOUT329_FILE = path.join(CORPUS_DIR, 'holdout-329.json');
// Two more written in session 50 by helpers who never saw the detector, measured once on the session's start detector (0720db1) before anyone read them: 330 43/45 FP 2/45, 331 43/45 FP 1/45; both read for round 97.
export const HOLDOUT330_FILE = path.join(CORPUS_DIR, 'holdout-330.json');
export const HOLDOUT331_FILE = path.join(CORPUS_DIR, 'holdout-331.json');
// Two more written in session 50 by helpers who never saw the detector, measured once on the session's start detector (0720db1) before anyone read them: 332 45/45 FP 2/45, 336 44/45 FP 3/45; both read for round 98 (false positives first).
export const HOLDOUT332_FILE = path.join(CORPUS_DIR, 'holdout-332.json');
export const HOLDOUT336_FILE = path.join(CORPUS_DIR, 'holdout-336.json');
// Two more written in session 50 by helpers who never saw the detector, measured once on the session's start detector (0720db1) before anyone read them: 334 42/45 FP 0/45, 335 41/45 FP 0/45 (the same on round 98's); both read for round 99.
export const HOLDOUT334_FILE = path.join(CORPUS_DIR, 'holdout-334.json');
export const HOLDOUT335_FILE = path.join(CORPUS_DIR, 'holdout-335.json');
// Four more written in session 50 by helpers who never saw the detector: 333 and 337 measured once on the session's start
// detector (0720db1), 338 and 339 (written after round 97) on the start and on round 97's (cd98f36) in the same run, before
// anyone read them: 333 45/45 FP 0/45, 337 43/45 FP 1/45, 338 45/45 FP 2/45, 339 45/45 FP 0/45 (the same on both, and on
// round 99's, ff41947); never read (totals only).
export const HOLDOUT333_FILE = path.join(CORPUS_DIR, 'holdout-333.json');
export const HOLDOUT337_FILE = path.join(CORPUS_DIR, 'holdout-337.json');
export const HOLDOUT338_FILE = path.join(CORPUS_DIR, 'holdout-338.json');
export const HOLDOUT339_FILE = path.join(CORPUS_DIR, 'holdout-339.json');
// Two more written in session 51 by helpers who never saw the detector,
// measured once on the session's start (bd430b3) before anyone read them: 340 44/45 FP 0/45, 341 44/45 FP 0/45; read in round 100
export const HOLDOUT340_FILE = path.join(CORPUS_DIR, 'holdout-340.json');
export const HOLDOUT341_FILE = path.join(CORPUS_DIR, 'holdout-341.json');
// Two more written in session 51 by helpers who never saw the detector, measured once on the session's start (bd430b3) and on
// round 100 (3198d30) before anyone read them: 342 40/45 FP 0/45, 343 43/45 FP 0/45 on both; read in round 101
export const HOLDOUT342_FILE = path.join(CORPUS_DIR, 'holdout-342.json');
export const HOLDOUT343_FILE = path.join(CORPUS_DIR, 'holdout-343.json');
// Two more written in session 52 by helpers who never saw the detector,
// measured once on the session's start (1936221) before anyone read them: 344 42/45 FP 0/45, 345 43/45 FP 1/45; read in round 102
export const HOLDOUT344_FILE = path.join(CORPUS_DIR, 'holdout-344.json');
export const HOLDOUT345_FILE = path.join(CORPUS_DIR, 'holdout-345.json');
// Two more written in session 52 by helpers who never saw the detector, measured once on the session's start (1936221) and on
// round 102 (afbf0e6) before anyone read them: 346 45/45 FP 1/45, 347 43/45 FP 1/45 on both; read in round 103
export const HOLDOUT346_FILE = path.join(CORPUS_DIR, 'holdout-346.json');
export const HOLDOUT347_FILE = path.join(CORPUS_DIR, 'holdout-347.json');
// Two more written in session 52 by helpers who never saw the detector, measured once on the session's start (1936221), on round 102
// (afbf0e6) and on round 103 (f9d81a7) before anyone read them: 348 44/45 FP 0/45, 349 44/45 FP 1/45 on all three; read in round 104
export const HOLDOUT348_FILE = path.join(CORPUS_DIR, 'holdout-348.json');
export const HOLDOUT349_FILE = path.join(CORPUS_DIR, 'holdout-349.json');
// Two more written in session 53 by helpers who never saw the detector,
// measured once on the session's start (42b7540) before anyone read them: 352 41/45 FP 0/45, 353 44/45 FP 3/45; read in round 105
export const HOLDOUT352_FILE = path.join(CORPUS_DIR, 'holdout-352.json');
export const HOLDOUT353_FILE = path.join(CORPUS_DIR, 'holdout-353.json');
// Two more written in session 53 by helpers who never saw the detector, measured once on the session's start (42b7540) and on
// round 105 (220c01b) before anyone read them: 354 43/45 FP 1/45, 355 41/45 FP 0/45 on both; read in round 106
export const HOLDOUT354_FILE = path.join(CORPUS_DIR, 'holdout-354.json');
export const HOLDOUT355_FILE = path.join(CORPUS_DIR, 'holdout-355.json');
// Never read (totals only): 350 and 351, written in session 52 by helpers who never saw the detector and measured then on its
// start (1936221) and on rounds 102-104: 42/45 FP 0/45 each on all four; the same on session 53's start (42b7540) and on
// rounds 105 and 106. 356 and 357, written in session 53 the same way, measured once on its start (42b7540), on round 105
// (220c01b) and on round 106 before anyone read them: 356 41/45 FP 1/45, 357 43/45 FP 0/45 on all three.
export const HOLDOUT350_FILE = path.join(CORPUS_DIR, 'holdout-350.json');
export const HOLDOUT351_FILE = path.join(CORPUS_DIR, 'holdout-351.json');
export const HOLDOUT356_FILE = path.join(CORPUS_DIR, 'holdout-356.json');
export const HOLDOUT357_FILE = path.join(CORPUS_DIR, 'holdout-357.json');
// Never read (totals only): 358-361, written in session 53 after the learned layer's retraining by helpers who never saw the
// detector, measured once on the session's start (42b7540), on round 106 with the model before (a2499d2) and on the
// retrained model (7a0f726): 358 44/45 FP 1/45, 359 43/45 FP 2/45, 360 41/45 FP 0/45 on all three; 361 40/45 FP 0/45, then
// 41/45 on the retrained model.
export const HOLDOUT358_FILE = path.join(CORPUS_DIR, 'holdout-358.json');
export const HOLDOUT359_FILE = path.join(CORPUS_DIR, 'holdout-359.json');
export const HOLDOUT360_FILE = path.join(CORPUS_DIR, 'holdout-360.json');
export const HOLDOUT361_FILE = path.join(CORPUS_DIR, 'holdout-361.json');
// Two more written by helpers who never saw the detector, measured once on the session's start (ced0526) before
// anyone read them: 364 44/45 FP 1/45, 365 42/45 FP 1/45; read in round 107
export const HOLDOUT364_FILE = path.join(CORPUS_DIR, 'holdout-364.json');
export const HOLDOUT365_FILE = path.join(CORPUS_DIR, 'holdout-365.json');
// Never read (totals only): 362 and 363, written in session 54 beside 364 and 365, measured once on the session's start
// (ced0526) before round 107: 362 43/45 FP 0/45, 363 44/45 FP 0/45; 366 and 367, written while round 107 was being made,
// measured on the start and on round 107 (34e5865): 366 43/45 FP 1/45, 367 42/45 FP 1/45 on both. Round 107 moved none of
// the four.
export const HOLDOUT362_FILE = path.join(CORPUS_DIR, 'holdout-362.json');
export const HOLDOUT363_FILE = path.join(CORPUS_DIR, 'holdout-363.json');
export const HOLDOUT366_FILE = path.join(CORPUS_DIR, 'holdout-366.json');
export const HOLDOUT367_FILE = path.join(CORPUS_DIR, 'holdout-367.json');
// Never read (totals only): 368 and 369, written in session 55 by helpers who never saw the detector, measured once on the
// session's start (6bee4fe) before anyone read them: 368 42/45 FP 0/45, 369 43/45 FP 1/45. No round was made on them.
export const HOLDOUT368_FILE = path.join(CORPUS_DIR, 'holdout-368.json');
export const HOLDOUT369_FILE = path.join(CORPUS_DIR, 'holdout-369.json');
// Never read (totals only): 370 and 371, written in session 56 by helpers who never saw the detector, measured once on
// 4686d28 (the detector unchanged since session 55) before anyone read them: 370 43/45 FP 1/45, 371 43/45 FP 0/45.
export const HOLDOUT370_FILE = path.join(CORPUS_DIR, 'holdout-370.json');
export const HOLDOUT371_FILE = path.join(CORPUS_DIR, 'holdout-371.json');
// Four more written in session 56 by helpers who never saw the detector, each measured once on the detector of the
// session's start (unchanged since session 55) before anyone read it: 372 42/45 FP 0/45, 373 45/45 FP 0/45, 374 44/45 FP
// 1/45, 375 42/45 FP 1/45. 372 and 374 read in round 108 (45/45 FP 0/45 both after it); 373 and 375 never read (the
// same after round 108).
export const HOLDOUT372_FILE = path.join(CORPUS_DIR, 'holdout-372.json');
export const HOLDOUT373_FILE = path.join(CORPUS_DIR, 'holdout-373.json');
export const HOLDOUT374_FILE = path.join(CORPUS_DIR, 'holdout-374.json');
export const HOLDOUT375_FILE = path.join(CORPUS_DIR, 'holdout-375.json');
// Session 57: four written by helpers who never saw the detector, each measured once on the session's start (503a789, the
// detector of round 108) before anyone read it: 376 44/45 FP 0/45, 377 41/45 FP 1/45, 378 42/45 FP 1/45, 379 45/45 FP 0/45.
// 377 and 378 read in round 109 (45/45 FP 0/45 both after it); 376 and 379 never read (the same after round 109).
export const HOLDOUT376_FILE = path.join(CORPUS_DIR, 'holdout-376.json');
export const HOLDOUT377_FILE = path.join(CORPUS_DIR, 'holdout-377.json');
export const HOLDOUT378_FILE = path.join(CORPUS_DIR, 'holdout-378.json');
export const HOLDOUT379_FILE = path.join(CORPUS_DIR, 'holdout-379.json');
// Four more in session 57, each measured once on the session's start and on fc74058 (round 109: the same) before anyone read it:
// 380 43/45 FP 2/45, 381 43/45 FP 1/45, 382 44/45 FP 0/45, 383 43/45 FP 1/45. 380 and 381 read in round 110 (380 45/45 FP
// 1/45, the learned layer's alone; 381 45/45 FP 0/45 after it); 382 and 383 never read (the same after round 110).
export const HOLDOUT380_FILE = path.join(CORPUS_DIR, 'holdout-380.json');
export const HOLDOUT381_FILE = path.join(CORPUS_DIR, 'holdout-381.json');
export const HOLDOUT382_FILE = path.join(CORPUS_DIR, 'holdout-382.json');
export const HOLDOUT383_FILE = path.join(CORPUS_DIR, 'holdout-383.json');
// Two more, written after round 110 had landed, each measured once on the session's start and on 325efa3 (the same): 384
// 42/45 FP 2/45, 385 45/45 FP 0/45; never read.
export const HOLDOUT384_FILE = path.join(CORPUS_DIR, 'holdout-384.json');
export const HOLDOUT385_FILE = path.join(CORPUS_DIR, 'holdout-385.json');
// Eight more in session 58, each measured once on the session's start (bd372b3) before anyone read it: 386 43/45 FP 0/45, 387
// 41/45 FP 0/45, 388 45/45 FP 1/45, 389 45/45 FP 0/45, 390 41/45 FP 0/45, 391 43/45 FP 1/45, 392 42/45 FP 1/45, 393 42/45 FP
// 0/45. 387, 390 and 392 read in round 111 (45/45 FP 0/45 each after it); 386, 388, 389, 391 and 393 never read (the same
// after round 111).
export const HOLDOUT386_FILE = path.join(CORPUS_DIR, 'holdout-386.json');
export const HOLDOUT387_FILE = path.join(CORPUS_DIR, 'holdout-387.json');
export const HOLDOUT388_FILE = path.join(CORPUS_DIR, 'holdout-388.json');
export const HOLDOUT389_FILE = path.join(CORPUS_DIR, 'holdout-389.json');
export const HOLDOUT390_FILE = path.join(CORPUS_DIR, 'holdout-390.json');
export const HOLDOUT391_FILE = path.join(CORPUS_DIR, 'holdout-391.json');
export const HOLDOUT392_FILE = path.join(CORPUS_DIR, 'holdout-392.json');
export const HOLDOUT393_FILE = path.join(CORPUS_DIR, 'holdout-393.json');
// Two more, written after round 111 had landed, each measured once on the session's start and on 5ce726d (the same): 394 41/45
// FP 1/45, 395 45/45 FP 3/45; both read in round 112 (45/45 FP 0/45 each after it).
export const HOLDOUT394_FILE = path.join(CORPUS_DIR, 'holdout-394.json');
export const HOLDOUT395_FILE = path.join(CORPUS_DIR, 'holdout-395.json');
// Four more, written after round 112 had landed, each measured once on the session's start and on dcc1821 (the same): 396 44/45
// FP 2/45, 397 41/45 FP 1/45, 398 43/45 FP 0/45, 399 43/45 FP 0/45. 396 and 397 read in round 113 (45/45 FP 0/45 each after it);
// 398 and 399 never read (the same after round 113).
export const HOLDOUT396_FILE = path.join(CORPUS_DIR, 'holdout-396.json');
export const HOLDOUT397_FILE = path.join(CORPUS_DIR, 'holdout-397.json');
export const HOLDOUT398_FILE = path.join(CORPUS_DIR, 'holdout-398.json');
export const HOLDOUT399_FILE = path.join(CORPUS_DIR, 'holdout-399.json');
// Four more, written after round 113 had landed, each measured once on the session's start and on 7ea9e91 (the same): 400 45/45
// FP 0/45, 401 45/45 FP 1/45, 402 43/45 FP 0/45, 403 43/45 FP 0/45. 402 and 403 read in round 114 (45/45 FP 0/45 each after it);
// 400 and 401 never read (the same after round 114).
export const HOLDOUT400_FILE = path.join(CORPUS_DIR, 'holdout-400.json');
export const HOLDOUT401_FILE = path.join(CORPUS_DIR, 'holdout-401.json');
export const HOLDOUT402_FILE = path.join(CORPUS_DIR, 'holdout-402.json');
export const HOLDOUT403_FILE = path.join(CORPUS_DIR, 'holdout-403.json');
// Nine more (session 59), each measured once on the session's start (97c9cc4) before anyone read it: 404 43/45 FP 2/45, 405 45/45
// FP 0/45, 406 42/45 FP 1/45, 407 40/45 FP 1/45, 408 42/45 FP 0/45, 409 43/45 FP 0/45, 410 44/45 FP 1/45, 411 44/45 FP 2/45, 412
// 44/45 FP 0/45. 404, 406, 407 and 411 read in round 115 (45/45 FP 0/45 each after it); 405, 408, 409, 410 and 412 never read (the
// same after round 115).
export const HOLDOUT404_FILE = path.join(CORPUS_DIR, 'holdout-404.json');
export const HOLDOUT405_FILE = path.join(CORPUS_DIR, 'holdout-405.json');
export const HOLDOUT406_FILE = path.join(CORPUS_DIR, 'holdout-406.json');
export const HOLDOUT407_FILE = path.join(CORPUS_DIR, 'holdout-407.json');
export const HOLDOUT408_FILE = path.join(CORPUS_DIR, 'holdout-408.json');
export const HOLDOUT409_FILE = path.join(CORPUS_DIR, 'holdout-409.json');
export const HOLDOUT410_FILE = path.join(CORPUS_DIR, 'holdout-410.json');
export const HOLDOUT411_FILE = path.join(CORPUS_DIR, 'holdout-411.json');
export const HOLDOUT412_FILE = path.join(CORPUS_DIR, 'holdout-412.json');
// Four more (session 59), written while round 115 was being written, each measured once on the session's start (97c9cc4) and on
// round 115 before anyone read it: 413 40/45 FP 1/45 and 41/45 FP 1/45, 414 44/45 FP 1/45 (both), 415 43/45 FP 0/45 (both), 416
// 43/45 FP 1/45 (both). 413 read in round 116 (45/45 FP 0/45 after it); 414, 415 and 416 never read (the same after round 116).
export const HOLDOUT413_FILE = path.join(CORPUS_DIR, 'holdout-413.json');
export const HOLDOUT414_FILE = path.join(CORPUS_DIR, 'holdout-414.json');
export const HOLDOUT415_FILE = path.join(CORPUS_DIR, 'holdout-415.json');
export const HOLDOUT416_FILE = path.join(CORPUS_DIR, 'holdout-416.json');
// Three more (session 59), written after round 116's first rules, each measured once on the session's start (97c9cc4) and on them
// before anyone read it: 417 44/45 FP 0/45, 418 44/45 FP 3/45, 419 44/45 FP 0/45 (the same on both). 418 read in round 116 (45/45
// FP 0/45 after it); 417 and 419 never read (the same after round 116).
export const HOLDOUT417_FILE = path.join(CORPUS_DIR, 'holdout-417.json');
export const HOLDOUT418_FILE = path.join(CORPUS_DIR, 'holdout-418.json');
export const HOLDOUT419_FILE = path.join(CORPUS_DIR, 'holdout-419.json');
// Four more (session 59), written while round 116 was being finished, each measured once on the session's start (97c9cc4) and on
// 7ed88af (the same) before anyone read it: 420 44/45 FP 0/45, 421 44/45 FP 3/45, 422 44/45 FP 1/45, 423 45/45 FP 0/45. 421 read in round
// 117 (45/45 FP 0/45 after it); 420, 422 and 423 never read (the same after round 117).
export const HOLDOUT420_FILE = path.join(CORPUS_DIR, 'holdout-420.json');
export const HOLDOUT421_FILE = path.join(CORPUS_DIR, 'holdout-421.json');
export const HOLDOUT422_FILE = path.join(CORPUS_DIR, 'holdout-422.json');
export const HOLDOUT423_FILE = path.join(CORPUS_DIR, 'holdout-423.json');
// Three more (session 59), written after round 117 had landed, each measured once on the session's start (97c9cc4) and on ca8bcb4
// (the same) and never read: 424 42/45 FP 0/45, 425 45/45 FP 1/45, 426 45/45 FP 0/45.
export const HOLDOUT424_FILE = path.join(CORPUS_DIR, 'holdout-424.json');
export const HOLDOUT425_FILE = path.join(CORPUS_DIR, 'holdout-425.json');
export const HOLDOUT426_FILE = path.join(CORPUS_DIR, 'holdout-426.json');
// Eight more (session 60), written before round 118, each measured once on the session's start (d1ce6a9) before anyone read it:
// 427 42/45 FP 1/45, 428 43/45 FP 0/45, 429 40/45 FP 3/45, 430 42/45 FP 0/45, 431 42/45 FP 1/45, 432 42/45 FP 0/45, 433 44/45 FP
// 1/45, 434 43/45 FP 0/45. 427, 429, 431 and 433 read in round 118 (after it 45/45 FP 0/45, 44/45 FP 0/45, 45/45 FP 0/45, 45/45 FP
// 0/45); 428, 430, 432 and 434 never read (the same after round 118).
export const HOLDOUT427_FILE = path.join(CORPUS_DIR, 'holdout-427.json');
export const HOLDOUT428_FILE = path.join(CORPUS_DIR, 'holdout-428.json');
export const HOLDOUT429_FILE = path.join(CORPUS_DIR, 'holdout-429.json');
export const HOLDOUT430_FILE = path.join(CORPUS_DIR, 'holdout-430.json');
export const HOLDOUT431_FILE = path.join(CORPUS_DIR, 'holdout-431.json');
export const HOLDOUT432_FILE = path.join(CORPUS_DIR, 'holdout-432.json');
export const HOLDOUT433_FILE = path.join(CORPUS_DIR, 'holdout-433.json');
export const HOLDOUT434_FILE = path.join(CORPUS_DIR, 'holdout-434.json');
// Four more (session 60), written while round 118 was being written, each measured once on the session's start (d1ce6a9) and on
// round 118's first spares before anyone read it, and never read: 435 45/45 FP 1/45, 436 44/45 FP 0/45, 437 44/45 FP 1/45, 438
// 42/45 FP 0/45 (the same on both, and after round 118).
export const HOLDOUT435_FILE = path.join(CORPUS_DIR, 'holdout-435.json');
export const HOLDOUT436_FILE = path.join(CORPUS_DIR, 'holdout-436.json');
export const HOLDOUT437_FILE = path.join(CORPUS_DIR, 'holdout-437.json');
export const HOLDOUT438_FILE = path.join(CORPUS_DIR, 'holdout-438.json');
// Four more (session 60), written after round 118 had landed, each measured once on the session's start (d1ce6a9) and on 218542d
// (the same) before anyone read it: 439 43/45 FP 0/45, 440 44/45 FP 0/45, 441 42/45 FP 0/45, 442 43/45 FP 1/45. 441 and 442 read in
// round 119 (45/45 FP 0/45 after it, both); 439 and 440 never read (the same after round 119).
export const HOLDOUT439_FILE = path.join(CORPUS_DIR, 'holdout-439.json');
export const HOLDOUT440_FILE = path.join(CORPUS_DIR, 'holdout-440.json');
export const HOLDOUT441_FILE = path.join(CORPUS_DIR, 'holdout-441.json');
export const HOLDOUT442_FILE = path.join(CORPUS_DIR, 'holdout-442.json');
// Four more (session 60), written after round 119's first rules had landed, each measured once on the session's start (d1ce6a9) and
// on 63e4514 before anyone read it: 443 44/45 FP 1/45 (both), 444 44/45 FP 0/45 (both), 445 44/45 FP 1/45 and 45/45 FP 1/45 (rounds 118
// and 119 caught one more), 446 44/45 FP 0/45 (both). 443 and 445 read in round 119 (45/45 FP 0/45 after it, both); 444 and 446 never
// read (the same after round 119).
export const HOLDOUT443_FILE = path.join(CORPUS_DIR, 'holdout-443.json');
export const HOLDOUT444_FILE = path.join(CORPUS_DIR, 'holdout-444.json');
export const HOLDOUT445_FILE = path.join(CORPUS_DIR, 'holdout-445.json');
export const HOLDOUT446_FILE = path.join(CORPUS_DIR, 'holdout-446.json');
// Two more (session 60), written after round 119 had landed, each measured once on the session's start (d1ce6a9) and on its end
// (the same) and never read: 447 42/45 FP 0/45, 448 42/45 FP 2/45.
export const HOLDOUT447_FILE = path.join(CORPUS_DIR, 'holdout-447.json');
export const HOLDOUT448_FILE = path.join(CORPUS_DIR, 'holdout-448.json');
// Eight more (session 61), written to the committed brief by helpers who never saw the detector or the other sets, each measured once
// on the session's start (3249bbd) before anyone read it (the later ones on the code of the moment too, the same): 449 45/45 FP 1/45,
// 450 44/45 FP 2/45, 451 42/45 FP 0/45, 452 40/45 FP 0/45, 453 45/45 FP 0/45, 454 42/45 FP 0/45, 455 43/45 FP 0/45, 456 40/45 FP
// 1/45. 450 and 451 read in round 120, 455 in round 120's second part, 452 in round 121 (each 45/45 FP 0/45 after it); 449, 453, 454
// and 456 never read (the same after rounds 120 and 121).
export const HOLDOUT449_FILE = path.join(CORPUS_DIR, 'holdout-449.json');
export const HOLDOUT450_FILE = path.join(CORPUS_DIR, 'holdout-450.json');
export const HOLDOUT451_FILE = path.join(CORPUS_DIR, 'holdout-451.json');
export const HOLDOUT452_FILE = path.join(CORPUS_DIR, 'holdout-452.json');
export const HOLDOUT453_FILE = path.join(CORPUS_DIR, 'holdout-453.json');
export const HOLDOUT454_FILE = path.join(CORPUS_DIR, 'holdout-454.json');
export const HOLDOUT455_FILE = path.join(CORPUS_DIR, 'holdout-455.json');
export const HOLDOUT456_FILE = path.join(CORPUS_DIR, 'holdout-456.json');
// Two more (session 61), written after round 121 had landed, each measured once on the session's start (3249bbd) and on its end (the
// same) and never read: 457 45/45 FP 1/45, 458 42/45 FP 0/45.
export const HOLDOUT457_FILE = path.join(CORPUS_DIR, 'holdout-457.json');
export const HOLDOUT458_FILE = path.join(CORPUS_DIR, 'holdout-458.json');
// every blind set: never training data (the training script refuses each)
export const HOLDOUT_FILES = [
  HOLDOUT_FILE,
  HOLDOUT2_FILE,
  HOLDOUT3_FILE,
  HOLDOUT4_FILE,
  HOLDOUT5_FILE,
  HOLDOUT6_FILE,
  HOLDOUT7_FILE,
  HOLDOUT8_FILE,
  HOLDOUT9_FILE,
  HOLDOUT10_FILE,
  HOLDOUT11_FILE,
  HOLDOUT12_FILE,
  HOLDOUT13_FILE,
  HOLDOUT14_FILE,
  HOLDOUT15_FILE,
  HOLDOUT16_FILE,
  HOLDOUT17_FILE,
  HOLDOUT18_FILE,
  HOLDOUT19_FILE,
  HOLDOUT20_FILE,
  HOLDOUT21_FILE,
  HOLDOUT22_FILE,
  HOLDOUT23_FILE,
  HOLDOUT24_FILE,
  HOLDOUT25_FILE,
  HOLDOUT26_FILE,
  HOLDOUT27_FILE,
  HOLDOUT28_FILE,
  HOLDOUT29_FILE,
  HOLDOUT30_FILE,
  HOLDOUT31_FILE,
  HOLDOUT32_FILE,
  HOLDOUT33_FILE,
  HOLDOUT34_FILE,
  HOLDOUT35_FILE,
  HOLDOUT36_FILE,
  HOLDOUT37_FILE,
  HOLDOUT38_FILE,
  HOLDOUT39_FILE,
  HOLDOUT40_FILE,
  HOLDOUT41_FILE,
  HOLDOUT42_FILE,
  HOLDOUT43_FILE,
  HOLDOUT44_FILE,
  HOLDOUT45_FILE,
  HOLDOUT46_FILE,
  HOLDOUT47_FILE,
  HOLDOUT48_FILE,
  HOLDOUT49_FILE,
  HOLDOUT50_FILE,
  HOLDOUT51_FILE,
  HOLDOUT52_FILE,
  HOLDOUT53_FILE,
  HOLDOUT54_FILE,
  HOLDOUT55_FILE,
  HOLDOUT56_FILE,
  HOLDOUT57_FILE,
  HOLDOUT58_FILE,
  HOLDOUT59_FILE,
  HOLDOUT60_FILE,
  HOLDOUT61_FILE,
  HOLDOUT62_FILE,
  HOLDOUT63_FILE,
  HOLDOUT64_FILE,
  HOLDOUT65_FILE,
  HOLDOUT66_FILE,
  HOLDOUT67_FILE,
  HOLDOUT68_FILE,
  HOLDOUT69_FILE,
  HOLDOUT70_FILE,
  HOLDOUT71_FILE,
  HOLDOUT72_FILE,
  HOLDOUT73_FILE,
  HOLDOUT74_FILE,
  HOLDOUT75_FILE,
  HOLDOUT76_FILE,
  HOLDOUT77_FILE,
  HOLDOUT78_FILE,
  HOLDOUT79_FILE,
  HOLDOUT80_FILE,
  HOLDOUT81_FILE,
  HOLDOUT82_FILE,
  HOLDOUT83_FILE,
  HOLDOUT84_FILE,
  HOLDOUT85_FILE,
  HOLDOUT86_FILE,
  HOLDOUT87_FILE,
  HOLDOUT88_FILE,
  HOLDOUT89_FILE,
  HOLDOUT90_FILE,
  HOLDOUT91_FILE,
  HOLDOUT92_FILE,
  HOLDOUT93_FILE,
  HOLDOUT94_FILE,
  HOLDOUT95_FILE,
  HOLDOUT96_FILE,
  HOLDOUT97_FILE,
  HOLDOUT98_FILE,
  HOLDOUT99_FILE,
  HOLDOUT100_FILE,
  HOLDOUT101_FILE,
  HOLDOUT102_FILE,
  HOLDOUT103_FILE,
  HOLDOUT104_FILE,
  HOLDOUT105_FILE,
  HOLDOUT106_FILE,
  HOLDOUT107_FILE,
  HOLDOUT108_FILE,
  HOLDOUT109_FILE,
  HOLDOUT110_FILE,
  HOLDOUT111_FILE,
  HOLDOUT112_FILE,
  HOLDOUT113_FILE,
  HOLDOUT114_FILE,
  HOLDOUT115_FILE,
  HOLDOUT116_FILE,
  HOLDOUT117_FILE,
  HOLDOUT118_FILE,
  HOLDOUT119_FILE,
  HOLDOUT120_FILE,
  HOLDOUT121_FILE,
  HOLDOUT122_FILE,
  HOLDOUT123_FILE,
  HOLDOUT124_FILE,
  HOLDOUT125_FILE,
  HOLDOUT126_FILE,
  HOLDOUT127_FILE,
  HOLDOUT128_FILE,
  HOLDOUT129_FILE,
  HOLDOUT130_FILE,
  HOLDOUT131_FILE,
  HOLDOUT132_FILE,
  HOLDOUT133_FILE,
  HOLDOUT134_FILE,
  HOLDOUT135_FILE,
  HOLDOUT136_FILE,
  HOLDOUT137_FILE,
  HOLDOUT138_FILE,
  HOLDOUT139_FILE,
  HOLDOUT140_FILE,
  HOLDOUT141_FILE,
  HOLDOUT142_FILE,
  HOLDOUT143_FILE,
  HOLDOUT144_FILE,
  HOLDOUT145_FILE,
  HOLDOUT146_FILE,
  HOLDOUT147_FILE,
  HOLDOUT148_FILE,
  HOLDOUT149_FILE,
  HOLDOUT150_FILE,
  HOLDOUT151_FILE,
  HOLDOUT152_FILE,
  HOLDOUT153_FILE,
  HOLDOUT154_FILE,
  HOLDOUT155_FILE,
  HOLDOUT156_FILE,
  HOLDOUT157_FILE,
  HOLDOUT158_FILE,
  HOLDOUT159_FILE,
  HOLDOUT160_FILE,
  HOLDOUT161_FILE,
  HOLDOUT162_FILE,
  HOLDOUT163_FILE,
  HOLDOUT164_FILE,
  HOLDOUT165_FILE,
  HOLDOUT166_FILE,
  HOLDOUT167_FILE,
  HOLDOUT168_FILE,
  HOLDOUT169_FILE,
  HOLDOUT170_FILE,
  HOLDOUT171_FILE,
  HOLDOUT174_FILE,
  HOLDOUT175_FILE,
  HOLDOUT176_FILE,
  HOLDOUT177_FILE,
  HOLDOUT178_FILE,
  HOLDOUT180_FILE,
  HOLDOUT183_FILE,
  HOLDOUT179_FILE,
  HOLDOUT181_FILE,
  HOLDOUT182_FILE,
  HOLDOUT184_FILE,
  HOLDOUT187_FILE,
  HOLDOUT185_FILE,
  HOLDOUT186_FILE,
  HOLDOUT188_FILE,
  HOLDOUT189_FILE,
  HOLDOUT190_FILE,
  HOLDOUT191_FILE,
  HOLDOUT192_FILE,
  HOLDOUT193_FILE,
  HOLDOUT194_FILE,
  HOLDOUT195_FILE,
  HOLDOUT196_FILE,
  HOLDOUT197_FILE,
  HOLDOUT198_FILE,
  HOLDOUT199_FILE,
  HOLDOUT200_FILE,
  HOLDOUT201_FILE,
  HOLDOUT202_FILE,
  HOLDOUT203_FILE,
  HOLDOUT204_FILE,
  HOLDOUT205_FILE,
  HOLDOUT206_FILE,
  HOLDOUT207_FILE,
  HOLDOUT208_FILE,
  HOLDOUT209_FILE,
  HOLDOUT210_FILE,
  HOLDOUT211_FILE,
  HOLDOUT212_FILE,
  HOLDOUT213_FILE,
  HOLDOUT214_FILE,
  HOLDOUT215_FILE,
  HOLDOUT216_FILE,
  HOLDOUT217_FILE,
  HOLDOUT218_FILE,
  HOLDOUT219_FILE,
  HOLDOUT220_FILE,
  HOLDOUT221_FILE,
  HOLDOUT222_FILE,
  HOLDOUT223_FILE,
  HOLDOUT224_FILE,
  HOLDOUT225_FILE,
  HOLDOUT226_FILE,
  HOLDOUT227_FILE,
  HOLDOUT228_FILE,
  HOLDOUT229_FILE,
  HOLDOUT230_FILE,
  HOLDOUT231_FILE,
  HOLDOUT232_FILE,
  HOLDOUT233_FILE,
  HOLDOUT234_FILE,
  HOLDOUT235_FILE,
  HOLDOUT236_FILE,
  HOLDOUT237_FILE,
  HOLDOUT238_FILE,
  HOLDOUT239_FILE,
  HOLDOUT240_FILE,
  HOLDOUT241_FILE,
  HOLDOUT242_FILE,
  HOLDOUT243_FILE,
  HOLDOUT244_FILE,
  HOLDOUT245_FILE,
  HOLDOUT246_FILE,
  HOLDOUT247_FILE,
  HOLDOUT248_FILE,
  HOLDOUT249_FILE,
  HOLDOUT250_FILE,
  HOLDOUT251_FILE,
  HOLDOUT252_FILE,
  HOLDOUT253_FILE,
  HOLDOUT255_FILE,
  HOLDOUT256_FILE,
  HOLDOUT254_FILE,
  HOLDOUT257_FILE,
  HOLDOUT258_FILE,
  HOLDOUT259_FILE,
  HOLDOUT260_FILE,
  HOLDOUT261_FILE,
  HOLDOUT262_FILE,
  HOLDOUT263_FILE,
  HOLDOUT264_FILE,
  HOLDOUT265_FILE,
  HOLDOUT266_FILE,
  HOLDOUT267_FILE,
  HOLDOUT268_FILE,
  HOLDOUT269_FILE,
  HOLDOUT270_FILE,
  HOLDOUT271_FILE,
  HOLDOUT272_FILE,
  HOLDOUT273_FILE,
  HOLDOUT274_FILE,
  HOLDOUT275_FILE,
  HOLDOUT276_FILE,
  HOLDOUT277_FILE,
  HOLDOUT278_FILE,
  HOLDOUT279_FILE,
  HOLDOUT280_FILE,
  HOLDOUT281_FILE,
  HOLDOUT282_FILE,
  HOLDOUT283_FILE,
  HOLDOUT284_FILE,
  HOLDOUT285_FILE,
  HOLDOUT286_FILE,
  HOLDOUT287_FILE,
  HOLDOUT288_FILE,
  HOLDOUT289_FILE,
  HOLDOUT290_FILE,
  HOLDOUT291_FILE,
  HOLDOUT292_FILE,
  HOLDOUT293_FILE,
  HOLDOUT294_FILE,
  HOLDOUT295_FILE,
  HOLDOUT296_FILE,
  HOLDOUT297_FILE,
  HOLDOUT298_FILE,
  HOLDOUT299_FILE,
  HOLDOUT300_FILE,
  HOLDOUT301_FILE,
  HOLDOUT302_FILE,
  HOLDOUT303_FILE,
  HOLDOUT304_FILE,
  HOLDOUT305_FILE,
  HOLDOUT306_FILE,
  HOLDOUT307_FILE,
  HOLDOUT308_FILE,
  HOLDOUT309_FILE,
  HOLDOUT310_FILE,
  HOLDOUT311_FILE,
  HOLDOUT312_FILE,
  HOLDOUT313_FILE,
  HOLDOUT314_FILE,
  HOLDOUT315_FILE,
  HOLDOUT316_FILE,
  HOLDOUT318_FILE,
  HOLDOUT319_FILE,
  HOLDOUT321_FILE,
  HOLDOUT325_FILE,
  HOLDOUT323_FILE,
  HOLDOUT327_FILE,
  HOLDOUT317_FILE,
  HOLDOUT320_FILE,
  HOLDOUT322_FILE,
  HOLDOUT324_FILE,
  HOLDOUT326_FILE,
  HOLDOUT328_FILE,
  HOLDOUT329_FILE,
  HOLDOUT330_FILE,
  HOLDOUT331_FILE,
  HOLDOUT332_FILE,
  HOLDOUT336_FILE,
  HOLDOUT334_FILE,
  HOLDOUT335_FILE,
  HOLDOUT333_FILE,
  HOLDOUT337_FILE,
  HOLDOUT338_FILE,
  HOLDOUT339_FILE,
  HOLDOUT340_FILE,
  HOLDOUT341_FILE,
  HOLDOUT342_FILE,
  HOLDOUT343_FILE,
  HOLDOUT344_FILE,
  HOLDOUT345_FILE,
  HOLDOUT346_FILE,
  HOLDOUT347_FILE,
  HOLDOUT348_FILE,
  HOLDOUT349_FILE,
  HOLDOUT352_FILE,
  HOLDOUT353_FILE,
  HOLDOUT354_FILE,
  HOLDOUT355_FILE,
  HOLDOUT350_FILE,
  HOLDOUT351_FILE,
  HOLDOUT356_FILE,
  HOLDOUT357_FILE,
  HOLDOUT358_FILE,
  HOLDOUT359_FILE,
  HOLDOUT360_FILE,
  HOLDOUT361_FILE,
  HOLDOUT364_FILE,
  HOLDOUT365_FILE,
  HOLDOUT362_FILE,
  HOLDOUT363_FILE,
  HOLDOUT366_FILE,
  HOLDOUT367_FILE,
  HOLDOUT368_FILE,
  HOLDOUT369_FILE,
  HOLDOUT370_FILE,
  HOLDOUT371_FILE,
  HOLDOUT372_FILE,
  HOLDOUT373_FILE,
  HOLDOUT374_FILE,
  HOLDOUT375_FILE,
  HOLDOUT376_FILE,
  HOLDOUT377_FILE,
  HOLDOUT378_FILE,
  HOLDOUT379_FILE,
  HOLDOUT380_FILE,
  HOLDOUT381_FILE,
  HOLDOUT382_FILE,
  HOLDOUT383_FILE,
  HOLDOUT384_FILE,
  HOLDOUT385_FILE,
  HOLDOUT386_FILE,
  HOLDOUT387_FILE,
  HOLDOUT388_FILE,
  HOLDOUT389_FILE,
  HOLDOUT390_FILE,
  HOLDOUT391_FILE,
  HOLDOUT392_FILE,
  HOLDOUT393_FILE,
  HOLDOUT394_FILE,
  HOLDOUT395_FILE,
  HOLDOUT396_FILE,
  HOLDOUT397_FILE,
  HOLDOUT398_FILE,
  HOLDOUT399_FILE,
  HOLDOUT400_FILE,
  HOLDOUT401_FILE,
  HOLDOUT402_FILE,
  HOLDOUT403_FILE,
  HOLDOUT404_FILE,
  HOLDOUT405_FILE,
  HOLDOUT406_FILE,
  HOLDOUT407_FILE,
  HOLDOUT408_FILE,
  HOLDOUT409_FILE,
  HOLDOUT410_FILE,
  HOLDOUT411_FILE,
  HOLDOUT412_FILE,
  HOLDOUT413_FILE,
  HOLDOUT414_FILE,
  HOLDOUT415_FILE,
  HOLDOUT416_FILE,
  HOLDOUT417_FILE,
  HOLDOUT418_FILE,
  HOLDOUT419_FILE,
  HOLDOUT420_FILE,
  HOLDOUT421_FILE,
  HOLDOUT422_FILE,
  HOLDOUT423_FILE,
  HOLDOUT424_FILE,
  HOLDOUT425_FILE,
  HOLDOUT426_FILE,
  HOLDOUT427_FILE,
  HOLDOUT428_FILE,
  HOLDOUT429_FILE,
  HOLDOUT430_FILE,
  HOLDOUT431_FILE,
  HOLDOUT432_FILE,
  HOLDOUT433_FILE,
  HOLDOUT434_FILE,
  HOLDOUT435_FILE,
  HOLDOUT436_FILE,
  HOLDOUT437_FILE,
  HOLDOUT438_FILE,
  HOLDOUT439_FILE,
  HOLDOUT440_FILE,
  HOLDOUT441_FILE,
  HOLDOUT442_FILE,
  HOLDOUT443_FILE,
  HOLDOUT444_FILE,
  HOLDOUT445_FILE,
  HOLDOUT446_FILE,
  HOLDOUT447_FILE,
  HOLDOUT448_FILE,
  HOLDOUT449_FILE,
  HOLDOUT450_FILE,
  HOLDOUT451_FILE,
  HOLDOUT452_FILE,
  HOLDOUT453_FILE,
  HOLDOUT454_FILE,
  HOLDOUT455_FILE,
  HOLDOUT456_FILE,
  HOLDOUT457_FILE,
  HOLDOUT458_FILE,
] as const;
// The blind sets, oldest first; holdout-3 to holdout-12 were read
// case by case in session 9 and rules were written from their misses (holdout-8 to holdout-12 after each was measured once,
// blind): they are development sets now, and their labels say so. holdout and holdout-2 stay frozen (never read, never tuned on).
// Session 10 read holdout-13 to holdout-35 (each after it was measured once); session 11 read holdout-36 to holdout-62 the same
// way, session 12 holdout-63 to holdout-89, session 13 holdout-90 to holdout-116 and session 14 holdout-117 to holdout-122
// (117-119 as training data of the learned layer, never read case by case). The sets not in this list are the fresh estimate.
// The learned layer trains on these (scripts/train-notices-model.ts); the bench labels them "(read)".
export const READ_SETS: ReadonlySet<string> = new Set([
  'holdout-3',
  'holdout-4',
  'holdout-5',
  'holdout-6',
  'holdout-7',
  'holdout-8',
  'holdout-9',
  'holdout-10',
  'holdout-11',
  'holdout-12',
  'holdout-13',
  'holdout-14',
  'holdout-15',
  'holdout-16',
  'holdout-17',
  'holdout-18',
  'holdout-19',
  'holdout-20',
  'holdout-21',
  'holdout-22',
  'holdout-23',
  'holdout-24',
  'holdout-25',
  'holdout-26',
  'holdout-27',
  'holdout-28',
  'holdout-29',
  'holdout-30',
  'holdout-31',
  'holdout-32',
  'holdout-33',
  'holdout-34',
  'holdout-35',
  'holdout-36',
  'holdout-37',
  'holdout-38',
  'holdout-39',
  'holdout-40',
  'holdout-41',
  'holdout-42',
  'holdout-43',
  'holdout-44',
  'holdout-45',
  'holdout-46',
  'holdout-47',
  'holdout-48',
  'holdout-49',
  'holdout-50',
  'holdout-51',
  'holdout-52',
  'holdout-53',
  'holdout-54',
  'holdout-55',
  'holdout-56',
  'holdout-57',
  'holdout-58',
  'holdout-59',
  'holdout-60',
  'holdout-61',
  'holdout-62',
  'holdout-63',
  'holdout-64',
  'holdout-65',
  'holdout-66',
  'holdout-67',
  'holdout-68',
  'holdout-69',
  'holdout-70',
  'holdout-71',
  'holdout-72',
  'holdout-73',
  'holdout-74',
  'holdout-75',
  'holdout-76',
  'holdout-77',
  'holdout-78',
  'holdout-79',
  'holdout-80',
  'holdout-81',
  'holdout-82',
  'holdout-83',
  'holdout-84',
  'holdout-85',
  'holdout-86',
  'holdout-87',
  'holdout-88',
  'holdout-89',
  'holdout-90',
  'holdout-91',
  'holdout-92',
  'holdout-93',
  'holdout-94',
  'holdout-95',
  'holdout-96',
  'holdout-97',
  'holdout-98',
  'holdout-99',
  'holdout-100',
  'holdout-101',
  'holdout-102',
  'holdout-103',
  'holdout-104',
  'holdout-105',
  'holdout-106',
  'holdout-107',
  'holdout-108',
  'holdout-109',
  'holdout-110',
  'holdout-111',
  'holdout-112',
  'holdout-113',
  'holdout-114',
  'holdout-115',
  'holdout-116',
  'holdout-117',
  'holdout-118',
  'holdout-119',
  'holdout-120',
  'holdout-121',
  'holdout-122',
  'holdout-126',
  'holdout-127',
  'holdout-128',
  'holdout-129',
  'holdout-130',
  'holdout-131',
  'holdout-132',
  'holdout-138',
  'holdout-139',
  'holdout-140',
  'holdout-141',
  'holdout-144',
  'holdout-145',
  'holdout-147',
  'holdout-148',
  'holdout-149',
  'holdout-151',
  'holdout-152',
  'holdout-155',
  'holdout-158',
  'holdout-161',
  'holdout-163',
  'holdout-165',
  'holdout-166',
  'holdout-169',
  'holdout-171',
  'holdout-175',
  'holdout-178',
  'holdout-180',
  'holdout-183',
  'holdout-185',
  'holdout-186',
  'holdout-188',
  'holdout-189',
  'holdout-190',
  'holdout-191',
  'holdout-192',
  'holdout-193',
  'holdout-201',
  'holdout-202',
  'holdout-204',
  'holdout-205',
  'holdout-206',
  'holdout-207',
  'holdout-210',
  'holdout-213',
  'holdout-215',
  'holdout-216',
  'holdout-218',
  'holdout-220',
  'holdout-223',
  'holdout-225',
  'holdout-227',
  'holdout-228',
  'holdout-230',
  'holdout-233',
  'holdout-235',
  'holdout-237',
  'holdout-239',
  'holdout-240',
  'holdout-242',
  'holdout-245',
  'holdout-247',
  'holdout-248',
  'holdout-251',
  'holdout-252',
  'holdout-253',
  'holdout-255',
  'holdout-256',
  'holdout-257',
  'holdout-258',
  'holdout-259',
  'holdout-260',
  'holdout-261',
  'holdout-262',
  'holdout-263',
  'holdout-265',
  'holdout-266',
  'holdout-268',
  'holdout-269',
  'holdout-271',
  'holdout-272',
  'holdout-274',
  'holdout-275',
  'holdout-278',
  'holdout-279',
  'holdout-280',
  'holdout-282',
  'holdout-283',
  'holdout-284',
  'holdout-288',
  'holdout-290',
  'holdout-291',
  'holdout-292',
  'holdout-298',
  'holdout-299',
  'holdout-302',
  'holdout-303',
  'holdout-304',
  'holdout-305',
  'holdout-307',
  'holdout-308',
  'holdout-309',
  'holdout-310',
  'holdout-313',
  'holdout-314',
  'holdout-318',
  'holdout-319',
  'holdout-321',
  'holdout-325',
  'holdout-323',
  'holdout-327',
  'holdout-330',
  'holdout-331',
  'holdout-332',
  'holdout-336',
  'holdout-334',
  'holdout-335',
  'holdout-340',
  'holdout-341',
  'holdout-342',
  'holdout-343',
  'holdout-344',
  'holdout-345',
  'holdout-346',
  'holdout-347',
  'holdout-348',
  'holdout-349',
  'holdout-352',
  'holdout-353',
  'holdout-354',
  'holdout-355',
  'holdout-364',
  'holdout-365',
  'holdout-372',
  'holdout-374',
  'holdout-377',
  'holdout-378',
  'holdout-380',
  'holdout-381',
  'holdout-387',
  'holdout-390',
  'holdout-392',
  'holdout-394',
  'holdout-395',
  'holdout-396',
  'holdout-397',
  'holdout-402',
  'holdout-403',
  'holdout-404',
  'holdout-406',
  'holdout-407',
  'holdout-411',
  'holdout-413',
  'holdout-418',
  'holdout-421',
  'holdout-427',
  'holdout-429',
  'holdout-431',
  'holdout-433',
  'holdout-441',
  'holdout-442',
  'holdout-443',
  'holdout-445',
  'holdout-450',
  'holdout-451',
  'holdout-452',
  'holdout-455',
]);
// fresh probes written while building the structure layer: tuned on, so training only (never a holdout)
export const PROBES_FILE = path.join(CORPUS_DIR, 'probes-train.json');

export function loadCases(file: string): LabelledCase[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read labelled cases from ${file}: ${(e as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array of cases`);
  return parsed as LabelledCase[];
}

export function caseSource(c: LabelledCase): InstructionLikeSource {
  return {
    registry: { name: c.server.name, description: c.server.description ?? null },
    instructions: c.instructions ?? null,
    tools: c.tools as unknown as Tool[],
    prompts: c.prompts ?? null,
    resources: c.resources ?? null,
  };
}

// The case's `field` ("tools[0].inputSchema.properties.x.description", "server.description") in the
// detector's naming ("tools[get_x].inputSchema.properties.x.description", "registry.description").
export function detectorField(c: LabelledCase): string {
  if (c.field === 'instructions') return 'instructions';
  if (c.field.startsWith('server.')) return `registry.${c.field.slice('server.'.length)}`;
  const m = /^(tools|prompts|resources)\[(\d+)\](.*)$/.exec(c.field);
  if (!m) return c.field;
  const list = (c as unknown as Record<string, { name: string }[]>)[m[1]!] ?? [];
  return `${m[1]}[${list[Number(m[2])]?.name ?? m[2]}]${m[3]}`;
}

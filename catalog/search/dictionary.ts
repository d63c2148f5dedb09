// Word tables read with words of a request or of a server's text as keys. An object literal inherits Object.prototype:
// TRANSLATIONS["constructor"] is the Object function. A request for "constructor" made the search throw ("(TRANSLATIONS[word]
// ?? []) is not iterable", found in session 14 and there since the translation tables), and after a later change it read
// the word as the known word "function". A dictionary has no prototype: only its own entries answer.

/** The entries as a table with no prototype, frozen. */
export function dictionary<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

// Control and bidi characters from third-party text, shown visibly (issue 15, finding 7).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forDisplay, forTerminal, hasControl } from '../../core/display-text.js';

test('pages: ESC, BEL, C1 and bidi overrides become visible code points; tab and line feed stay, CR goes', () => {
  assert.equal(forDisplay('Weather\u001b]0;pwned\u0007'), 'Weather<U+001B>]0;pwned<U+0007>');
  assert.equal(forDisplay('evil\u202Emoc.elgoog'), 'evil<U+202E>moc.elgoog');
  assert.equal(forDisplay('a\u2066b\u2069\u0085'), 'a<U+2066>b<U+2069><U+0085>');
  assert.equal(forDisplay('line one\r\nline\ttwo'), 'line one\nline\ttwo');
  assert.equal(forDisplay('Météo שלום 天气 👩‍👩‍👧'), 'Météo שלום 天气 👩‍👩‍👧');
});

test('terminal: nothing a terminal would act on gets through, line breaks included', () => {
  const osc8 = '\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\';
  const shown = forTerminal(`tools: ${osc8}\r\nfake line`);
  assert.equal(hasControl(shown), false);
  assert.equal(shown, 'tools: <U+001B>]8;;https://evil.example<U+001B>\\click<U+001B>]8;;<U+001B>\\<U+000D><U+000A>fake line');
});

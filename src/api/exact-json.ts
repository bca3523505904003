/**
 * JSON.parse that keeps integers beyond 2^53 exact: such a literal becomes a string of its
 * digits (a mention id of 9007199254740993 would otherwise read as …992 and point at another
 * mention). Hand-written rather than a library: it only quotes those literals and hands the text
 * to the native parser; the transport loads it only for a response with a 16-digit run.
 */
export function parseExactJson(text: string): unknown {
  return JSON.parse(/\d{16}/.test(text) ? quoteUnsafeIntegers(text) : text);
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Wraps every integer literal outside strings that is not a safe integer in quotes. */
export function quoteUnsafeIntegers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: skip to its closing quote, stepping over escapes.
      i++;
      while (i < text.length && text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 ? 2 : 1;
      i++;
      continue;
    }
    if (c !== 45 && !isDigit(c)) {
      i++;
      continue;
    }
    const start = i;
    i++;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    const next = text[i];
    if (next === '.' || next === 'e' || next === 'E') {
      // A fraction or exponent: a plain number, left to JSON.parse.
      while (i < text.length && /[0-9.eE+-]/.test(text[i]!)) i++;
      continue;
    }
    const literal = text.slice(start, i);
    if (!Number.isSafeInteger(Number(literal))) {
      out += `${text.slice(copied, start)}"${literal}"`;
      copied = i;
    }
  }
  return out + text.slice(copied);
}

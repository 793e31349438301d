/**
 * JSON parsing with a location a person can go to. JSON.parse says what is wrong but (on Node 20) not
 * on which line, and its wording is for programmers; on failure a small scanner walks the text again to
 * find the first mistake, say it in plain words and, for the usual slips, how to fix it.
 *
 * Kept hand-written on purpose. jsonc-parser and @humanwhocodes/momoa find the same places, but name
 * the token they expected ("CommaExpected", "Unexpected token RBrace found"), not the slip: telling a
 * comma before } from a missing key, a leading zero from a missing comma, or single quotes from a bare
 * word needs the same look at the surrounding text this scanner already takes, on top of the library.
 * momoa also accepts a tab inside a text, which JSON.parse (and so the server) refuses, so that
 * mistake would get no line at all.
 */

/** Result of parseJson. Line and column are 1-based. */
export type JsonParseResult =
  | { ok: true; value: unknown }
  | { ok: false; line: number; column: number; reason: string; suggestion?: string };

interface SyntaxProblem {
  offset: number;
  reason: string;
  suggestion?: string;
}

/** Stops the scan at the first mistake. */
class StopScan extends Error {
  constructor(readonly problem: SyntaxProblem) {
    super(problem.reason);
  }
}

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  fail(reason: string, suggestion?: string, offset = this.pos): never {
    throw new StopScan(suggestion === undefined ? { offset, reason } : { offset, reason, suggestion });
  }

  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  /** The next significant character ('' at the end); the usual foreign syntaxes get a named error. */
  peek(): string {
    this.skipSpace();
    const c = this.text[this.pos] ?? '';
    if (c === '/' && /[/*]/.test(this.text[this.pos + 1] ?? ''))
      this.fail('JSON files cannot hold comments', 'remove the comment');
    return c;
  }

  value(): void {
    const c = this.peek();
    if (c === '{') this.object();
    else if (c === '[') this.array();
    else if (c === '"') this.string();
    else if (c === "'") this.fail('texts must be in double quotes', 'replace the single quotes with "');
    else if (c === '-' || /\d/.test(c)) this.number();
    else if (this.text.startsWith('true', this.pos)) this.pos += 4;
    else if (this.text.startsWith('false', this.pos)) this.pos += 5;
    else if (this.text.startsWith('null', this.pos)) this.pos += 4;
    else if (c === '') this.fail('the file ends where a value was expected');
    else
      this.fail(
        'expected a value: a text in double quotes, a number, true, false, null, { or [',
        /[A-Za-z]/.test(c)
          ? 'put texts in double quotes; true, false and null are written in lower case'
          : undefined,
      );
  }

  object(): void {
    this.pos++;
    if (this.peek() === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      const c = this.peek();
      if (c === '}') this.fail('a comma before } is not allowed', 'remove the last comma before }');
      if (c === "'") this.fail('key names must be in double quotes', 'replace the single quotes with "');
      if (c !== '"')
        this.fail('expected a key name in double quotes', c === '' ? 'a } is missing' : undefined);
      this.string();
      if (this.peek() !== ':') this.fail('expected : after the key name');
      this.pos++;
      this.value();
      const next = this.peek();
      if (next === ',') this.pos++;
      else if (next === '}') {
        this.pos++;
        return;
      } else
        this.fail(
          'expected , or } after a value',
          next === '"'
            ? 'a comma is missing at the end of the previous value'
            : next === ''
              ? 'a } is missing'
              : undefined,
        );
    }
  }

  array(): void {
    this.pos++;
    if (this.peek() === ']') {
      this.pos++;
      return;
    }
    for (;;) {
      if (this.peek() === ']') this.fail('a comma before ] is not allowed', 'remove the last comma before ]');
      this.value();
      const next = this.peek();
      if (next === ',') this.pos++;
      else if (next === ']') {
        this.pos++;
        return;
      } else
        this.fail(
          'expected , or ] after a list entry',
          next === '' ? 'a ] is missing' : 'a comma is missing at the end of the previous entry',
        );
    }
  }

  string(): void {
    const start = this.pos;
    this.pos++;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos] ?? '';
      if (c === '"') {
        this.pos++;
        return;
      }
      if (c === '\\') {
        const e = this.text[this.pos + 1] ?? '';
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) this.pos += 6;
        else if ('"\\/bfnrt'.includes(e) && e !== '') this.pos += 2;
        else this.fail('a backslash must be followed by " \\ / b f n r t or u', 'write a backslash as \\\\');
        continue;
      }
      if (c < ' ')
        this.fail('a text cannot hold a line break or tab', 'write a line break as \\n and a tab as \\t');
      this.pos++;
    }
    this.fail('a text is not closed', 'add the closing double quote', start);
  }

  number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.pos));
    if (!match) this.fail('not a valid number', 'write numbers like 12, -3 or 4.5');
    this.pos += match[0].length;
    if (/[\d.]/.test(this.text[this.pos] ?? ''))
      this.fail('not a valid number', 'numbers cannot start with 0 or use a decimal comma; write 4.5');
  }
}

function findProblem(text: string): SyntaxProblem | undefined {
  const scanner = new Scanner(text);
  try {
    scanner.value();
    if (scanner.peek() !== '') scanner.fail('unexpected text after the end of the JSON document');
  } catch (error) {
    if (error instanceof StopScan) return error.problem;
    throw error;
  }
  return undefined;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/** Parses JSON (a leading byte-order mark is allowed, as the server allows it). Never throws. */
export function parseJson(input: string): JsonParseResult {
  // Some Windows editors write a byte-order mark; the server strips it too.
  const text = input.replace(/^\uFEFF/, '');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const problem = findProblem(text) ?? {
      offset: 0,
      reason: error instanceof Error ? error.message : String(error),
    };
    const where = lineAndColumn(text, problem.offset);
    const out: JsonParseResult = { ok: false, ...where, reason: problem.reason };
    if (problem.suggestion) out.suggestion = problem.suggestion;
    return out;
  }
}

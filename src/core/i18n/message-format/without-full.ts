/**
 * For tests of loading MessageFormat on demand: each test starts without the library, and leaves it
 * as it was (test files share modules). Call at the top of a test file.
 */
import { afterEach, beforeEach } from 'vitest';
import { replaceFullFormatterForTests, type MessageFormatClass } from './full.ts';

export function eachTestWithoutMessageFormat(): void {
  let saved: MessageFormatClass | undefined;
  beforeEach(() => {
    saved = replaceFullFormatterForTests(undefined);
  });
  afterEach(() => {
    replaceFullFormatterForTests(saved);
  });
}

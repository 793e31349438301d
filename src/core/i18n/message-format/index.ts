/**
 * How a catalogue's MessageFormat 2 messages become text (messages.ts uses this), in parts that load
 * at different times:
 * - lean.ts formats the shapes nearly every message has (text with placeholders, a plural), exactly
 *   as MessageFormat does, in the start-up code: the home never downloads the library;
 * - full.ts holds the MessageFormat library itself, downloaded only when a loaded catalogue has some
 *   other message;
 * - server.ts, imported for its effect by server code only, provides the library at once, so a
 *   server render never waits for it. It is not exported here: the browser would then download the
 *   library with the start-up code.
 * Tests of the download start without the library: tests/support/core/i18n/message-format/without-full.ts.
 */
export {
  compileLean,
  formatLean,
  isPlainText,
  type LeanMessage,
  type LeanValues,
  type NumberText,
} from './lean.ts';
export { ensureFullFormatter, fullFormatter, type MessageFormatClass } from './full.ts';

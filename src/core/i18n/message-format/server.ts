/**
 * The server's side of full.ts: imported for its effect by server code, so every message
 * formats synchronously there (a server render or a page title never waits for a download).
 */
import { MessageFormat } from 'messageformat';
import { provideFullFormatter } from './full.ts';

provideFullFormatter(MessageFormat);

/**
 * Payme's side of a period: a file holding Payme's GetStatement answer, as the merchant endpoint
 * answers it (payme/payme-protocol.ts `statementLine`) and as Payme's cabinet or a call to GetStatement
 * saves it: the whole JSON-RPC answer `{"result": {"transactions": [...]}}`, the result
 * `{"transactions": [...]}`, or the bare list. Each transaction needs Payme's `id`, `time`, `amount`
 * (tiyin) and `state` (1, 2, -1, -2); `account.order_id` names the order. Other fields are ignored.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { accountOrderId } from '../../server/payments/payme/payme-protocol.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import type { StatementLine } from './reconcile.ts';

/** A statement file that cannot be used; the message names the file, the field and the problem. */
export class StatementError extends Error {
  override name = 'StatementError';
}

const State = z.union([z.literal(1), z.literal(2), z.literal(-1), z.literal(-2)], {
  error: 'expected a Payme state: 1, 2, -1 or -2',
});

const Line = z.object({
  id: z.string().min(1, "expected Payme's transaction id"),
  time: z.number().int().nonnegative(),
  amount: z.number().int().nonnegative(),
  state: State,
  account: z.record(z.string(), z.unknown()).nullish(),
});

const Lines = z.array(Line, { error: 'expected a list of transactions' });

/** Most problems listed at once: enough to see a pattern, few enough to read. */
const MAX_PROBLEMS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the transactions are in the file, by its shape. */
function transactionsOf(json: unknown, fail: (message: string) => never): { list: unknown; at: string[] } {
  if (Array.isArray(json)) return { list: json, at: [] };
  if (isRecord(json) && isRecord(json.error))
    fail(`is Payme's error answer (code ${String(json.error.code)}), not a statement`);
  if (isRecord(json) && isRecord(json.result))
    return { list: json.result.transactions, at: ['result', 'transactions'] };
  if (isRecord(json) && 'transactions' in json) return { list: json.transactions, at: ['transactions'] };
  return fail(
    'expected GetStatement\'s answer: {"result": {"transactions": [...]}}, {"transactions": [...]} or the list',
  );
}

/** Reads the statement's transactions from a file's text. */
export function parsePaymeStatement(text: string, file: string): StatementLine[] {
  const fail = (message: string): never => {
    throw new StatementError(`${file}: ${message}`);
  };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    fail(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const { list, at } = transactionsOf(json, fail);
  const parsed = Lines.safeParse(list);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, MAX_PROBLEMS)
      .map((issue) => `${jsonPath([...at, ...issue.path])}: ${issue.message}`);
    const more = parsed.error.issues.length - problems.length;
    fail(`${problems.join('; ')}${more > 0 ? `; and ${more} more` : ''}`);
  }
  const lines = parsed.success ? parsed.data : [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.id)) fail(`${jsonPath([...at, index, 'id'])}: transaction ${line.id} is listed twice`);
    seen.add(line.id);
  });
  return lines.map((line) => ({
    id: line.id,
    time: line.time,
    amount: line.amount,
    state: line.state,
    orderId: line.account ? accountOrderId(line.account) : undefined,
  }));
}

/** Reads a statement file. @throws StatementError when it cannot be read or used */
export async function readPaymeStatement(file: string): Promise<StatementLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    throw new StatementError(`${file}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code})`}`);
  }
  return parsePaymeStatement(text, file);
}

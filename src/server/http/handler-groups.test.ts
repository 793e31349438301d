import { describe, expect, it } from 'vitest';
import { handlerGroups } from '../api-handlers.ts';
import { mergeHandlerGroups } from './handler-groups.ts';

const answer = () => ({ sub: 'one', merchantId: 1 }) as never;

describe('mergeHandlerGroups', () => {
  it('refuses two groups answering the same endpoint, naming both', () => {
    const groups = [
      { name: 'catalogue', handlers: { merchantBySub: answer } },
      { name: 'accounts', handlers: { merchantBySub: answer } },
    ];
    expect(() => mergeHandlerGroups(groups)).toThrow(
      'Endpoint "merchantBySub" has two handlers, in the groups "catalogue" and "accounts": keep one.',
    );
  });

  it('keeps every handler of groups that do not overlap', () => {
    const merged = mergeHandlerGroups([
      { name: 'a', handlers: { merchantBySub: answer } },
      { name: 'b', handlers: { grades: answer } },
    ]);
    expect(Object.keys(merged).sort()).toEqual(['grades', 'merchantBySub']);
  });

  it("holds for the server's own groups: every endpoint has one handler", () => {
    expect(() => mergeHandlerGroups(handlerGroups)).not.toThrow();
  });
});

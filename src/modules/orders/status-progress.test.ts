import { describe, expect, it } from 'vitest';
import { statusProgress } from './status-progress.ts';

describe('statusProgress', () => {
  it('walks a delivery through five steps, on the way included', () => {
    expect(statusProgress('CREATED', 'DELIVERY')).toMatchObject({ current: 0 });
    expect(statusProgress('COOKING', 'DELIVERY')).toMatchObject({ current: 2 });
    expect(statusProgress('ON_WAY', 'DELIVERY')).toMatchObject({ current: 3 });
    expect(statusProgress('ON_WAY', 'DELIVERY').steps).toHaveLength(5);
  });

  it('ends pickup and dine-in at done, without an on-the-way step', () => {
    const progress = statusProgress('COOKING', 'PICK_UP');
    expect(progress.steps).toEqual(['CREATED', 'ACCEPTED', 'COOKING', 'DONE']);
    expect(progress.current).toBe(2);
    expect(statusProgress('DONE', 'DINE_IN').current).toBe(3);
  });

  it('shows statuses without a step of their own as the step they belong to', () => {
    expect(statusProgress('OPEN', 'PICK_UP').current).toBe(0);
    expect(statusProgress('AT_TIME', 'DELIVERY').current).toBe(0);
    expect(statusProgress('ATTACHED', 'DELIVERY').current).toBe(1);
  });
});

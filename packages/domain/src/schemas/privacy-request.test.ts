import { describe, expect, it } from 'vitest';
import { applyAction } from '../status-machine.ts';
import {
  privacyExtendSchema,
  privacyOwnRequestSchema,
  privacyRequestMachine,
  privacyResolveSchema,
} from './privacy-request.ts';

const move = (action: Parameters<typeof applyAction>[1], from: string) =>
  applyAction(privacyRequestMachine, action as never, from as never).ok;

describe('the data-rights request', () => {
  it('opens only from a confirmation, and is answered only while still owed', () => {
    expect(move('confirm', 'awaiting_confirmation')).toBe(true);
    expect(move('confirm', 'open')).toBe(false);
    expect(move('complete', 'awaiting_confirmation')).toBe(false);
    for (const from of ['open', 'extended', 'on_hold']) {
      expect(move('complete', from)).toBe(true);
      expect(move('reject', from)).toBe(true);
    }
    for (const from of ['completed', 'rejected']) {
      expect(move('extend', from)).toBe(false);
      expect(move('hold', from)).toBe(false);
    }
  });

  it('extends from open or on hold, and holds only a request still owed', () => {
    expect(move('extend', 'open')).toBe(true);
    expect(move('extend', 'on_hold')).toBe(true);
    expect(move('hold', 'extended')).toBe(true);
    expect(move('hold', 'awaiting_confirmation')).toBe(false);
  });

  it('needs the password of a signed-in requester, a reason to extend and a note to answer', () => {
    expect(privacyOwnRequestSchema.safeParse({ requestType: 'access' }).success).toBe(false);
    expect(
      privacyOwnRequestSchema.safeParse({ requestType: 'access', password: 'x' }).success,
    ).toBe(true);
    expect(privacyExtendSchema.safeParse({ reason: '' }).success).toBe(false);
    expect(privacyResolveSchema.safeParse({ outcome: 'completed', note: 'Fixed' }).success).toBe(
      true,
    );
    expect(privacyResolveSchema.safeParse({ outcome: 'open', note: 'x' }).success).toBe(false);
  });
});

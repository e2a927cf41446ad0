import { describe, expect, it } from 'vitest';
import { loginWaitText } from './login-wait.ts';

describe('the wait after too many sign-in attempts', () => {
  it('says seconds under a minute and whole minutes, rounded up, from a minute on', () => {
    expect(loginWaitText(1, 'en-US')).toBe('1 second');
    expect(loginWaitText(45, 'en-US')).toBe('45 seconds');
    expect(loginWaitText(60, 'en-US')).toBe('1 minute');
    expect(loginWaitText(61, 'en-US')).toBe('2 minutes');
    expect(loginWaitText(900, 'en-US')).toBe('15 minutes');
  });

  it('never says zero seconds', () => {
    expect(loginWaitText(0, 'en-US')).toBe('1 second');
  });

  it("takes Arabic's own plural forms", () => {
    expect(loginWaitText(60, 'ar')).toBe('دقيقة');
    expect(loginWaitText(120, 'ar')).toBe('دقيقتان');
    expect(loginWaitText(300, 'ar')).toMatch(/^[5٥] دقائق$/);
    expect(loginWaitText(30, 'ar')).toMatch(/^(30|٣٠) ثانية$/);
  });
});

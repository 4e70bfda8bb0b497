import { en } from '@dwa/domain/i18n/en';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { tw } from '@dwa/domain/i18n/tw';
import { describe, expect, it } from 'vitest';
import { joinSentences } from './sentences.ts';

describe('joinSentences', () => {
  it('ends the lead with a full stop before the reason (the spec keeps "Failed to send OTP" bare)', () => {
    expect(joinSentences(en.otp.sendFailed, 'Please wait 30 s before asking again.')).toBe(
      'Failed to send OTP. Please wait 30 s before asking again.',
    );
    expect(joinSentences(tw.otp.sendFailed, 'x')).toBe(`${tw.otp.sendFailed}. x`);
    expect(joinSentences(pidgin.otp.sendFailed, 'x')).toBe(`${pidgin.otp.sendFailed}. x`);
  });

  it('keeps punctuation that is there and drops empty parts', () => {
    expect(joinSentences('Registration failed. Please try again.', 'Too busy.')).toBe(
      'Registration failed. Please try again. Too busy.',
    );
    expect(joinSentences('Wait!', 'Now')).toBe('Wait! Now');
    expect(joinSentences('Failed to send OTP', '')).toBe('Failed to send OTP');
    expect(joinSentences('Failed to send OTP', undefined, '  ')).toBe('Failed to send OTP');
    expect(joinSentences('Sold out…', 'Next week')).toBe('Sold out… Next week');
  });
});

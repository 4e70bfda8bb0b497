import { en } from '@dwa/domain/i18n/en';
import { describe, expect, it } from 'vitest';
import { deliveryNotice, mayResendEarly } from './code-delivery.ts';

describe('the code step on a delivery', () => {
  it('says nothing while pending, why when it failed, and that codes are late when delayed', () => {
    expect(deliveryNotice(undefined)).toBeNull();
    expect(deliveryNotice({ status: 'pending', reason: null })).toBeNull();
    expect(deliveryNotice({ status: 'failed', reason: 'not_on_whatsapp' })).toBe(
      'otp.notOnWhatsApp',
    );
    expect(deliveryNotice({ status: 'failed', reason: 'undeliverable' })).toBe('otp.undeliverable');
    expect(deliveryNotice({ status: 'failed', reason: null })).toBe('otp.undeliverable');
    expect(deliveryNotice({ status: 'delayed', reason: null })).toBe('otp.delayed');
    for (const key of ['otp.notOnWhatsApp', 'otp.undeliverable', 'otp.delayed']) {
      const [area, name] = key.split('.') as ['otp', keyof typeof en.otp];
      expect(en[area][name], key).toEqual(expect.any(String));
    }
  });

  it('lets a new code be asked for at once only when this one failed', () => {
    expect(mayResendEarly({ status: 'failed', reason: null })).toBe(true);
    expect(mayResendEarly({ status: 'delayed', reason: null })).toBe(false);
    expect(mayResendEarly(undefined)).toBe(false);
  });
});

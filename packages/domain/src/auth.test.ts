import { describe, expect, it } from 'vitest';
import {
  AdminChangePasswordSchema,
  AdminLoginSchema,
  isStrongAdminPassword,
  ResetCompleteSchema,
  SellerLoginSchema,
  SellerRegistrationSchema,
} from './auth.ts';

/** The first message per field, as the server and the forms show them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('admin password rule (spec section 5)', () => {
  it.each([
    ['Abcdef1!', true],
    ['Abcdefg1', false],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Ab1!', false],
    ['Ngozi 2026 x', true],
  ])('%s → %s', (password, ok) => {
    expect(isStrongAdminPassword(password)).toBe(ok);
  });

  it('asks for a matching confirmation', () => {
    const r = AdminChangePasswordSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1?',
    });
    expect(messages(r)).toEqual({ confirmPassword: 'validation.passwordsDiffer' });
  });
});

describe('sign-in forms', () => {
  it('normalises the seller phone and names each problem', () => {
    expect(SellerLoginSchema.parse({ phone: '024 123 4567', password: 'p' }).phone).toBe(
      '+233241234567',
    );
    expect(messages(SellerLoginSchema.safeParse({ phone: '12', password: '' }))).toEqual({
      phone: 'validation.phoneLogin',
      password: 'validation.passwordRequired',
    });
  });

  // A number with a digit too many also reads as a large amount; its message is the phone's
  // (issue 33: it was "This amount is too large: at most GH₵ 10,000,000.").
  it.each(['02412345678', '233024123456789', '0000000000', '0123456789'])(
    'names %j a bad phone number, never an amount',
    (phone) => {
      expect(messages(SellerLoginSchema.safeParse({ phone, password: 'p' }))).toEqual({
        phone: 'validation.phoneLogin',
      });
    },
  );

  it('trims and lowercases the admin e-mail', () => {
    expect(AdminLoginSchema.parse({ email: '  Admin@Dwa.Local ', password: 'x' }).email).toBe(
      'admin@dwa.local',
    );
  });

  it('needs a reset code and a new password of 8 or more', () => {
    expect(
      messages(
        ResetCompleteSchema.safeParse({ phone: '0241234567', code: '', newPassword: 'short' }),
      ),
    ).toEqual({
      code: 'validation.resetCode',
      newPassword: 'validation.passwordMin',
    });
  });
});

describe('seller registration', () => {
  const base = {
    businessName: ' Ama Fabrics ',
    phone: '+233 24 123 4567',
    location: 'kumasi',
    password: 'kente-2026',
    code: '123456',
    product: {
      title: 'Kente',
      category: 'fashion',
      price: '12.5',
      deliveryAvailable: true,
      deliveryCost: '5',
      deliveryAreas: ' Adum, , Bantama ',
    },
  };

  it('turns cedis into pesewas and delivery areas into a trimmed list', () => {
    const r = SellerRegistrationSchema.parse(base);
    expect(r.businessName).toBe('Ama Fabrics');
    expect(r.product).toMatchObject({
      pricePesewas: 1250,
      deliveryCostPesewas: 500,
      deliveryAreas: ['Adum', 'Bantama'],
    });
  });

  it('drops delivery cost and areas when delivery is not offered', () => {
    const r = SellerRegistrationSchema.parse({
      ...base,
      product: { ...base.product, deliveryAvailable: false },
    });
    expect(r.product.deliveryCostPesewas).toBeUndefined();
    expect(r.product.deliveryAreas).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_CAPABILITIES, adminCan } from './roles.ts';

describe('adminCan', () => {
  it('lets a super admin do everything', () => {
    for (const c of ADMIN_CAPABILITIES) expect(adminCan('super_admin', c)).toBe(true);
  });

  it('lets support read and moderate, never money, settings or admins', () => {
    expect(adminCan('support', 'read')).toBe(true);
    expect(adminCan('support', 'moderate')).toBe(true);
    expect(adminCan('support', 'money')).toBe(false);
    expect(adminCan('support', 'settings')).toBe(false);
    expect(adminCan('support', 'admins')).toBe(false);
  });

  it('refuses an unknown role anything', () => {
    expect(adminCan('moderator', 'read')).toBe(false);
    expect(adminCan('', 'read')).toBe(false);
  });
});

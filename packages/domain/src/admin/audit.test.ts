// Every field the audit log can record (AUDIT_FIELDS, the only keys the server's recorder takes)
// has a label in English, Twi and Pidgin, so no reader meets a raw name like `isFeatured`; and the
// catalogs label nothing else.
import { describe, expect, it } from 'vitest';
import { enAdminSettings } from '../i18n/admin-settings/en.ts';
import { pidginAdminSettings } from '../i18n/admin-settings/pidgin.ts';
import { twAdminSettings } from '../i18n/admin-settings/tw.ts';
import { AUDIT_FIELDS } from './audit.ts';
import { PUBLIC_SETTING_KEYS } from './settings.ts';

const catalogs = {
  en: enAdminSettings.adminAudit.fields,
  tw: twAdminSettings.adminAudit.fields,
  pidgin: pidginAdminSettings.adminAudit.fields,
} as Record<string, Record<string, string | undefined>>;

describe('audit field labels', () => {
  it.each(Object.entries(catalogs))('every recordable field has a %s label', (_, labels) => {
    const missing = AUDIT_FIELDS.filter((field) => !labels[field]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(labels).sort()).toEqual([...AUDIT_FIELDS].sort());
  });

  it('a label is words, not the field name', () => {
    for (const labels of Object.values(catalogs)) {
      for (const field of AUDIT_FIELDS) expect(labels[field]).not.toBe(field);
    }
  });

  // The settings save records each changed public setting under its field's name.
  it('can record every public setting', () => {
    const recordable = new Set<string>(AUDIT_FIELDS);
    expect(Object.keys(PUBLIC_SETTING_KEYS).filter((f) => !recordable.has(f))).toEqual([]);
  });
});

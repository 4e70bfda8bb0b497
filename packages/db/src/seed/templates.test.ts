// The default notification templates: each uses only the placeholders its event fills, fits
// WhatsApp's limits, is translated, and ensuring them never overwrites an admin's edit.
import { LANGUAGES, NOTIFICATION_EVENT_TYPES } from '@dwa/domain/enums';
import {
  TEMPLATE_MESSAGE_MAX,
  TEMPLATE_NAME_PATTERN,
  TEMPLATE_TITLE_MAX,
  templateProblems,
} from '@dwa/domain/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { notificationTemplates } from '../schema/index.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEFAULT_TEMPLATES, defaultTemplateName, ensureDefaultTemplates } from './templates.ts';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

describe('default notification templates', () => {
  for (const event of NOTIFICATION_EVENT_TYPES) {
    it(`${event}: placeholders of its event, within limits, translated`, () => {
      const en = DEFAULT_TEMPLATES[event].en;
      for (const language of LANGUAGES) {
        const { title, message } = DEFAULT_TEMPLATES[event][language];
        expect(templateProblems(event, message), `${event} ${language}`).toEqual({});
        expect(title.length).toBeLessThanOrEqual(TEMPLATE_TITLE_MAX);
        expect(message.length).toBeLessThanOrEqual(TEMPLATE_MESSAGE_MAX);
        expect(defaultTemplateName(event, language)).toMatch(TEMPLATE_NAME_PATTERN);
        if (language !== 'en') expect(message, `${event} ${language}`).not.toBe(en.message);
      }
    });
  }

  it('are inserted once, and an edited one is kept', async () => {
    await ensureDefaultTemplates(h.db);
    expect(await h.db.select().from(notificationTemplates)).toHaveLength(
      NOTIFICATION_EVENT_TYPES.length * LANGUAGES.length,
    );
    const welcomeTw = and(
      eq(notificationTemplates.eventType, 'welcome'),
      eq(notificationTemplates.language, 'tw'),
    );
    await h.db
      .update(notificationTemplates)
      .set({ message: 'Akwaaba {seller_name}!', isActive: false })
      .where(welcomeTw);
    await ensureDefaultTemplates(h.db);
    const rows = await h.db.select().from(notificationTemplates);
    expect(rows).toHaveLength(NOTIFICATION_EVENT_TYPES.length * LANGUAGES.length);
    const [edited] = await h.db.select().from(notificationTemplates).where(welcomeTw);
    expect(edited).toMatchObject({ message: 'Akwaaba {seller_name}!', isActive: false });
  });

  it("replace the first demo seed's {{…}} texts, which no edit can have made", async () => {
    const welcomeEn = and(
      eq(notificationTemplates.eventType, 'welcome'),
      eq(notificationTemplates.language, 'en'),
    );
    await h.db
      .update(notificationTemplates)
      .set({ message: 'Welcome to Dwa, {{business_name}}!', whatsappTemplateName: null })
      .where(welcomeEn);
    await ensureDefaultTemplates(h.db);
    const [row] = await h.db.select().from(notificationTemplates).where(welcomeEn);
    expect(row).toMatchObject({
      message: DEFAULT_TEMPLATES.welcome.en.message,
      whatsappTemplateName: 'dwa_welcome_en',
    });
  });
});

// Test WhatsApp of the admin's Templates: the template rendered with the sample
// values (domain notificationSampleValues, the same the Preview shows) goes through the messenger
// to the signed-in admin's own number (or the number they name), so it shows in Admin → Outbox
// like any message. As a seller would get it: free text inside the 24-hour window at sending,
// else the approved WhatsApp template (or a failed row saying there is none). The client's request id
// makes a doubled press one message; the send and its audit row commit together.
import type { Db } from '@dwa/db/client';
import { admins, notificationTemplates } from '@dwa/db/schema/index';
import type { NotificationEventType } from '@dwa/domain/enums';
import {
  notificationSampleValues,
  renderNotification,
  type TemplateTestResult,
  type TemplateTestSchema,
} from '@dwa/domain/notifications';
import { buildWaMeLink } from '@dwa/domain/phone';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { Messenger, OutgoingMessage } from '../messaging/messenger.ts';
import { isInsideWindow, TEMPLATE_LANGUAGE_CODE } from './notify.ts';

type TestInput = z.output<typeof TemplateTestSchema>;

export async function sendTemplateTest(
  deps: {
    db: Db;
    clock: Clock;
    env: Pick<Env, 'publicOrigin'>;
    messenger: Pick<Messenger, 'queueWhatsApp'>;
  },
  adminId: string,
  templateId: string,
  input: TestInput,
): Promise<TemplateTestResult> {
  const [template] = await deps.db
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, templateId))
    .limit(1);
  if (!template) throw notFound('errors.notifications.template');
  let to = input.to;
  if (!to) {
    const [admin] = await deps.db
      .select({ phone: admins.phone })
      .from(admins)
      .where(eq(admins.id, adminId))
      .limit(1);
    if (!admin?.phone) throw new HttpError(409, 'conflict', 'errors.adminWhatsApp.noAdminPhone');
    to = admin.phone;
  }
  const { text, parameters } = renderNotification(
    template.message,
    notificationSampleValues(deps.env.publicOrigin),
  );
  const now = deps.clock.now();
  // As a seller's: free text or the template is decided when it is sent; `kind` says which it
  // would be now.
  const message: OutgoingMessage = {
    kind: 'notification',
    body: text,
    template: {
      // No name: outside the window the outbox records it as failed, saying why.
      name: template.whatsappTemplateName ?? '',
      languageCode: TEMPLATE_LANGUAGE_CODE,
      parameters,
    },
  };
  const kind = (await isInsideWindow(deps.db, to, now)) ? 'text' : 'template';
  const status = await deps.db.transaction(async (tx) => {
    const queued = await deps.messenger.queueWhatsApp(tx, to, message, {
      eventType: 'manual',
      dedupeKey: `template_test:${adminId}:${input.requestId}`,
      whatsappLink: buildWaMeLink(to, text),
    });
    if (queued.status === 'duplicate') return queued.status;
    await recordAdminAction(tx, {
      adminId,
      action: 'notification_template.test',
      targetType: 'notification_template',
      targetId: templateId,
      detail: {
        eventType: template.eventType as NotificationEventType,
        language: template.language,
        to,
        kind,
        status: queued.status,
        messageId: queued.id,
      },
      at: now,
    });
    return queued.status;
  });
  return { status, to, kind, text };
}

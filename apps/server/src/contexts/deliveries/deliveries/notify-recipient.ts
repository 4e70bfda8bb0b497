// The recipient hears on WhatsApp when their delivery is cancelled: they hold a code and a
// tracking link from the request's message and would otherwise wait for a rider who never comes.
// Written as the code's message is (request-delivery.service.ts): in the cancel's transaction,
// once per job (dedupe key), in the seller's language, as an approved template of that language
// (the recipient has likely never written to Dwa, so free text would not be delivered).
import { deliveryJobs, sellers } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { isLang, say } from '../../../lib/i18n.ts';
import type { Messenger } from '../../messaging/public.ts';
import { TEMPLATE_LANGUAGE_CODE } from '../../messaging/public.ts';
import type { Tx } from '../../money/public.ts';

export async function notifyRecipientCancelled(
  tx: Tx,
  deps: { messenger: Pick<Messenger, 'queueWhatsApp'> },
  jobId: string,
) {
  const [job] = await tx
    .select({
      phone: deliveryJobs.recipientPhone,
      sellerId: sellers.id,
      shop: sellers.businessName,
      language: sellers.preferredLanguage,
    })
    .from(deliveryJobs)
    .innerJoin(sellers, eq(sellers.id, deliveryJobs.sellerId))
    .where(eq(deliveryJobs.id, jobId));
  // Jobs from before recipients were recorded (or without a seller) texted nobody a code.
  if (!job?.phone) return;
  const lang = isLang(job.language) ? job.language : 'en';
  await deps.messenger.queueWhatsApp(
    tx,
    job.phone,
    {
      kind: 'template',
      name: `dwa_delivery_cancelled_${lang}`,
      languageCode: TEMPLATE_LANGUAGE_CODE,
      parameters: [job.shop],
      text: say(lang, 'whatsapp.delivery.recipientCancelled', { shop: job.shop }),
    },
    { eventType: 'delivery', sellerId: job.sellerId, dedupeKey: `delivery_cancelled:${jobId}` },
  );
}

// Demo activity: templates, analytics over 60 days, inquiries, bot sessions and uploads, live
// streams, payments with their ledger rows, and settings.
import { randomUUID } from 'node:crypto';
import type { AnalyticsEventType } from '@dwa/domain/enums';
import { chargeTransaction } from '@dwa/domain/ledger';
import type { Db } from '../client.ts';
import { ledgerRows } from '../ledger-rows.ts';
import {
  analyticsEvents,
  inquiries,
  ledgerEntries,
  liveStreams,
  payments,
  settings,
  whatsappSessions,
  whatsappUploads,
} from '../schema/index.ts';
import type { SeededSeller } from './demo-shops.ts';
import { renderProductImage } from './images.ts';
import type { Random } from './random.ts';
import { ensureDefaultTemplates } from './templates.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeededProduct {
  id: string;
  sellerId: string;
}

/** The default templates (every start also ensures them: boot.ts). */
export const seedTemplates = (db: Db) => ensureDefaultTemplates(db);

export async function seedAnalytics(db: Db, r: Random, now: Date, items: SeededProduct[]) {
  const weights: [AnalyticsEventType, number][] = [
    ['page_view', 30],
    ['product_view', 18],
    ['search', 8],
    ['whatsapp_click', 4],
    ['receipt_requested', 1],
  ];
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  for (let day = 59; day >= 0; day--) {
    // Traffic grows over the two months, with weekends busier.
    const date = new Date(now.getTime() - day * DAY);
    const scale = (1 + (59 - day) / 40) * ([0, 6].includes(date.getUTCDay()) ? 1.3 : 1);
    for (const [eventType, weight] of weights) {
      const n = Math.round(weight * scale * (0.7 + r.next() * 0.6));
      for (let k = 0; k < n; k++) {
        const product = r.pick(items);
        const withProduct = eventType !== 'page_view' && eventType !== 'search';
        rows.push({
          eventType,
          productId: withProduct ? product.id : null,
          sellerId: withProduct ? product.sellerId : null,
          visitorId: `v${r.int(1, 400)}`,
          metadata:
            eventType === 'search'
              ? { q: r.pick(['phone', 'kente', 'rice', 'tyre', 'jersey', 'shito', 'laptop']) }
              : {},
          createdAt: new Date(date.getTime() - r.int(0, 86_000) * 1000),
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(analyticsEvents).values(rows.slice(start, start + 1000));
  }
  const clicks = rows.filter((e) => e.eventType === 'whatsapp_click');
  await db.insert(inquiries).values(
    clicks.map((e) => ({
      productId: e.productId!,
      sellerId: e.sellerId!,
      visitorId: e.visitorId,
      createdAt: e.createdAt,
    })),
  );
}

export async function seedBot(
  db: Db,
  now: Date,
  shops: SeededSeller[],
  saveObject: (key: string, body: Buffer, contentType: string) => Promise<void>,
) {
  const seller = shops[0]!;
  await db.insert(whatsappSessions).values([
    {
      whatsappNumber: seller.whatsappNumber,
      userType: 'seller',
      lastActivity: new Date(now.getTime() - 2 * HOUR),
    },
    {
      whatsappNumber: shops[1]!.whatsappNumber,
      userType: 'seller',
      lastActivity: new Date(now.getTime() - DAY),
    },
    {
      whatsappNumber: '+233209998877',
      userType: 'unknown',
      lastActivity: new Date(now.getTime() - 3 * DAY),
    },
  ]);
  const uploads = [
    {
      text: 'Infinix Hot 40i 128GB, brand new\nPrice: GHS 1,600\nComes with free case',
      title: 'Infinix Hot 40i 128GB, brand new',
      price: 160_000,
      description: 'Comes with free case',
      status: 'pending',
      images: 3,
      kind: 'phone',
    },
    {
      text: 'Kaba and slit, custom sewing. 350 cedis',
      title: 'Kaba and slit, custom sewing',
      price: 35_000,
      description: '',
      status: 'pending',
      images: 4,
      kind: 'dress',
    },
    {
      text: 'Fresh plantain, one bunch',
      title: 'Fresh plantain, one bunch',
      price: null,
      description: '',
      status: 'pending',
      images: 1,
      kind: 'plantain',
    },
    {
      text: 'Wall clock, wooden',
      title: 'Wall clock, wooden',
      price: 8000,
      description: '',
      status: 'rejected',
      images: 1,
      kind: 'clock',
    },
  ] as const;
  for (const [i, upload] of uploads.entries()) {
    const id = randomUUID();
    const keys: string[] = [];
    for (let n = 0; n < upload.images; n++) {
      const variants = await renderProductImage(upload.kind, 5000 + i * 10 + Math.floor(n / 3), {
        view: n % 3,
      });
      for (const v of variants)
        await saveObject(`whatsapp/${id}/${n}/${v.width}.webp`, v.data, 'image/webp');
      keys.push(`whatsapp/${id}/${n}/640.webp`);
    }
    const created = new Date(now.getTime() - (i + 1) * 5 * HOUR);
    await db.insert(whatsappUploads).values({
      id,
      sellerId: seller.id,
      whatsappNumber: seller.whatsappNumber,
      messageText: upload.text,
      parsedTitle: upload.title,
      parsedPricePesewas: upload.price,
      parsedDescription: upload.description,
      images: keys,
      status: upload.status,
      createdAt: created,
      updatedAt: created,
    });
  }
  await db.insert(liveStreams).values([
    {
      sellerId: shops[1]!.id,
      title: 'Kente weaving live from Bonwire',
      url: 'https://www.youtube.com/@dwa-demo/live',
      status: 'live',
      startsAt: new Date(now.getTime() - HOUR),
    },
    {
      sellerId: shops[0]!.id,
      title: 'Phone deals Friday',
      url: 'https://www.tiktok.com/@dwa-demo/live',
      status: 'scheduled',
      startsAt: new Date(now.getTime() + 2 * DAY),
    },
    {
      sellerId: shops[6]!.id,
      title: 'Black Stars jersey drop',
      url: 'https://www.instagram.com/dwa-demo/live',
      status: 'scheduled',
      startsAt: new Date(now.getTime() + 4 * DAY),
    },
  ]);
}

/** Successful payments of verified and Pro sellers, with the platform's ledger rows. */
export async function seedPayments(db: Db, now: Date, shops: SeededSeller[]) {
  const paid = shops
    .filter((s) => s.isVerified)
    .flatMap((s, i) => [
      {
        seller: s,
        purpose: 'verification' as const,
        amount: 5000,
        at: new Date(now.getTime() - (40 - i) * DAY),
      },
      ...(s.proUntil
        ? [
            {
              seller: s,
              purpose: 'pro' as const,
              amount: 20_000,
              at: new Date(now.getTime() - 10 * DAY),
            },
          ]
        : []),
    ]);
  const rows = await db
    .insert(payments)
    .values(
      paid.map((p) => ({
        sellerId: p.seller.id,
        purpose: p.purpose,
        amountPesewas: p.amount,
        status: 'success',
        reference: `demo_${randomUUID()}`,
        providerStatus: 'success',
        phone: p.seller.whatsappNumber,
        network: 'mtn',
        feePesewas: demoFee(p.amount),
        netPesewas: p.amount - demoFee(p.amount),
        expiresAt: new Date(p.at.getTime() + 3 * 60 * 1000),
        createdAt: p.at,
        confirmedAt: p.at,
        updatedAt: p.at,
      })),
    )
    .returning();
  await db.insert(ledgerEntries).values(
    rows.flatMap((p) =>
      ledgerRows(
        chargeTransaction({
          reference: p.reference,
          grossPesewas: p.amountPesewas,
          feePesewas: p.feePesewas ?? 0,
        }),
        { at: p.confirmedAt!, paymentId: p.id },
      ),
    ),
  );
}

/** What a MoMo charge costs through Paystack in Ghana (1.95 %), as the simulator keeps it. */
const demoFee = (pesewas: number) => Math.round(pesewas * 0.0195);

export async function seedSettings(db: Db) {
  await db.insert(settings).values([
    { key: 'support_whatsapp', value: '+233302000111' },
    { key: 'support_email', value: 'support@dwa.example' },
    { key: 'bot_whatsapp', value: '+233302000222' },
    { key: 'homepage_banner', value: 'Sell on WhatsApp: send a photo and price to the Dwa bot.' },
    {
      key: 'homepage_banner_tw',
      value: 'Tɔn wɔ WhatsApp so: fa wo adeɛ no mfonini ne ne boɔ mena Dwa bot no.',
    },
    {
      key: 'homepage_banner_pidgin',
      value: 'Sell for WhatsApp: send your thing photo plus the price give Dwa bot.',
    },
  ]);
}

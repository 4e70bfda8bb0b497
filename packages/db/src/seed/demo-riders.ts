// Demo riders, delivery jobs in every status (with their history), payouts, wallets and the
// ledger rows that make balances add up.
import type { DeliveryJobStatus, ServiceZone } from '@dwa/domain/enums';
import {
  commissionPesewas,
  payoutReserveTransaction,
  payoutSentTransaction,
  riderEarningTransaction,
} from '@dwa/domain/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ledgerRows } from '../ledger-rows.ts';
import {
  deliveryJobEvents,
  deliveryJobs,
  ledgerEntries,
  momoWallets,
  riderPayouts,
  riders,
} from '../schema/index.ts';
import type { SeededSeller } from './demo-shops.ts';
import type { Random } from './random.ts';

export const DEMO_RIDER_PHONE = '+233551234567';
const HOUR = 3_600_000;
/** Dwa's share of a delivery fee in the demo (20 %; the deliveries issue puts it in settings). */
const DEMO_COMMISSION_BASIS_POINTS = 2_000;
const DAY = 24 * HOUR;

const RIDERS = [
  {
    name: 'Kwame Mensah',
    baseLocation: 'Madina, Accra',
    vehicleType: 'motorbike',
    serviceZones: ['accra-central', 'tema'],
    languages: ['english', 'twi', 'ga'],
  },
  {
    name: 'Yaw Boateng',
    baseLocation: 'Adum, Kumasi',
    vehicleType: 'motorbike',
    serviceZones: ['kumasi'],
    languages: ['english', 'twi'],
  },
  {
    name: 'Abdul Rahman',
    baseLocation: 'Tamale Central',
    vehicleType: 'bicycle',
    serviceZones: ['tamale'],
    languages: ['english', 'dagbani', 'hausa'],
  },
  {
    name: 'Efua Arthur',
    baseLocation: 'Kotokuraba, Cape Coast',
    vehicleType: 'car',
    serviceZones: ['cape-coast', 'takoradi'],
    languages: ['english', 'twi'],
  },
  {
    name: 'Selorm Agbeko',
    baseLocation: 'Tema Community 1',
    vehicleType: 'van',
    serviceZones: ['tema', 'accra-central'],
    languages: ['english', 'ewe', 'ga'],
  },
  {
    name: 'Nii Armah',
    baseLocation: 'Osu, Accra',
    vehicleType: 'motorbike',
    serviceZones: ['accra-central'],
    languages: ['english', 'ga'],
  },
] as const;

const RECIPIENTS = ['Akosua Owusu', 'Kofi Asante', 'Ama Serwaa', 'Kwabena Ofori', 'Esi Quaye'];

/** Pickup and drop-off places in each service zone: a job's places are in its zone (a job in
 * Accra Central once dropped off in Adum, Kumasi: issue 33). */
const PLACES: Record<ServiceZone, readonly string[]> = {
  'accra-central': [
    'Makola Market',
    'Accra Mall',
    'East Legon',
    'Spintex Road',
    'Madina Zongo Junction',
    'Circle',
    'Kaneshie',
    'Lapaz',
  ],
  tema: ['Tema Community 1', 'Tema Station', 'Sakumono', 'Ashaiman Market'],
  kumasi: ['Kejetia Market', 'Adum', 'Asafo Market', 'KNUST Junction'],
  tamale: ['Tamale Central Market', 'Aboabo', 'Lamashegu'],
  'cape-coast': ['Kotokuraba Market', 'Pedu Junction', 'UCC Science'],
  takoradi: ['Market Circle, Takoradi', 'Anaji', 'Effia'],
};

/** Status and the timestamps it implies. */
const FLOW: DeliveryJobStatus[] = ['requested', 'accepted', 'picked_up', 'delivered', 'completed'];

export async function seedRiders(db: Db, r: Random, now: Date, shops: SeededSeller[]) {
  const riderRows = await db
    .insert(riders)
    .values(
      RIDERS.map((rider, i) => ({
        ...rider,
        serviceZones: [...rider.serviceZones],
        languages: [...rider.languages],
        whatsappNumber:
          i === 0 ? DEMO_RIDER_PHONE : `+23350${String(7_000_000 + i * 123_457).slice(0, 7)}`,
        isVerified: i < 4,
        verificationExpiry: i < 4 ? new Date(now.getTime() + (365 - i * 30) * DAY) : null,
        isOnline: i % 2 === 0,
        createdAt: new Date(now.getTime() - (60 - i * 5) * DAY),
      })),
    )
    .returning();

  // Three jobs in each status; completed jobs credit the rider's ledger.
  const statuses: DeliveryJobStatus[] = [
    'requested',
    'accepted',
    'picked_up',
    'delivered',
    'completed',
    'cancelled',
  ];
  const ledger: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const [s, status] of statuses.entries()) {
    for (let k = 0; k < 3; k++) {
      const created = new Date(now.getTime() - (s * 3 + k) * DAY - r.int(1, 20) * HOUR);
      // Completed jobs go to riders 0 and 2, whose payouts they cover.
      const rider = riderRows[status === 'completed' ? [0, 2, 0][k]! : (s + k) % riderRows.length]!;
      const hasRider = status !== 'requested' && !(status === 'cancelled' && k === 0);
      const reached = status === 'cancelled' ? (hasRider ? 1 : 0) : FLOW.indexOf(status);
      const at = (step: number) =>
        step <= reached ? new Date(created.getTime() + step * 2 * HOUR) : null;
      // Completed jobs pay enough to cover the payouts below.
      const fee = (status === 'completed' ? r.int(40, 60) : r.int(15, 60)) * 100;
      const code = String(r.int(1000, 9999));
      // Open jobs are in Accra Central, where the demo rider works.
      const zone = ((hasRider && rider.serviceZones[0]) || 'accra-central') as ServiceZone;
      const [job] = await db
        .insert(deliveryJobs)
        .values({
          sellerId: shops[(s * 3 + k) % shops.length]!.id,
          riderId: hasRider ? rider.id : null,
          pickupLocation: r.pick(PLACES[zone]),
          dropoffLocation: r.pick(PLACES[zone]),
          dropoffLandmark: k === 2 ? 'Opposite the Total filling station' : null,
          zone,
          recipientName: r.pick(RECIPIENTS),
          recipientPhone: `+23324${r.int(1_000_000, 9_999_999)}`,
          deliveryCode: code,
          quotedFeePesewas: fee,
          riderEarningsPesewas: fee - commissionPesewas(fee, DEMO_COMMISSION_BASIS_POINTS),
          deliveryNote: k === 1 ? 'Call when you reach the gate.' : null,
          status,
          proofCode: reached >= 3 ? code : null,
          acceptedAt: hasRider ? at(1) : null,
          pickedUpAt: at(2),
          deliveredAt: at(3),
          completedAt: at(4),
          cancelledAt: status === 'cancelled' ? new Date(created.getTime() + 3 * HOUR) : null,
          createdAt: created,
        })
        .returning();
      const history = FLOW.slice(0, reached + 1).map((to, step) => ({
        jobId: job!.id,
        fromStatus: step === 0 ? null : FLOW[step - 1]!,
        toStatus: to,
        actorType: step === 0 ? 'seller' : 'rider',
        actorId: step === 0 ? job!.sellerId : job!.riderId,
        at: new Date(created.getTime() + step * 2 * HOUR),
      }));
      if (status === 'cancelled') {
        history.push({
          jobId: job!.id,
          fromStatus: FLOW[reached]!,
          toStatus: 'cancelled',
          actorType: 'seller',
          actorId: job!.sellerId,
          at: job!.cancelledAt!,
        });
      }
      await db.insert(deliveryJobEvents).values(history);
      if (status === 'completed') {
        ledger.push(
          ...ledgerRows(
            riderEarningTransaction({
              reference: job!.id,
              riderId: rider.id,
              feePesewas: fee,
              commissionBasisPoints: DEMO_COMMISSION_BASIS_POINTS,
            }),
            { at: job!.completedAt! },
          ),
        );
      }
    }
  }

  // The riders' counters say what their jobs say: completed deliveries, each rated by its seller
  // (4 or 5 stars in the demo).
  await db.execute(sql`
    update riders r set
      completed_deliveries = c.n,
      rating_count = c.n,
      rating_avg = case when c.n > 0 then round(4 + (c.n % 3) / 3.0, 2) end
    from (select r2.id, count(j.id)::int as n from riders r2
          left join delivery_jobs j on j.rider_id = r2.id and j.status = 'completed'
          group by r2.id) c
    where c.id = r.id`);

  const wallets = await db
    .insert(momoWallets)
    .values([
      ...riderRows.slice(0, 4).map((rider, i) => ({
        userType: 'rider',
        userId: rider.id,
        phone: rider.whatsappNumber,
        network: (['mtn', 'vodafone', 'airteltigo', 'mtn'] as const)[i]!,
        accountName: rider.name,
        status: i < 2 ? 'verified' : 'pending',
      })),
      ...shops.slice(0, 3).map((shop, i) => ({
        userType: 'seller',
        userId: shop.id,
        phone: shop.whatsappNumber,
        network: (['mtn', 'vodafone', 'airteltigo'] as const)[i]!,
        accountName: shop.businessName,
        status: 'verified',
      })),
    ])
    .returning();

  // Payouts: two waiting for an admin, two paid out (sent to the rider's wallet), one rejected; riders
  // 0 and 2 earned enough for theirs (at least GH₵ 64 and GH₵ 32).
  const payouts = await db
    .insert(riderPayouts)
    .values([
      {
        riderId: riderRows[0]!.id,
        amountPesewas: 2000,
        walletId: wallets[0]!.id,
        status: 'requested',
        requestedAt: new Date(now.getTime() - 5 * HOUR),
      },
      {
        riderId: riderRows[2]!.id,
        amountPesewas: 1500,
        walletId: wallets[2]!.id,
        status: 'requested',
        requestedAt: new Date(now.getTime() - 26 * HOUR),
      },
      {
        riderId: riderRows[0]!.id,
        amountPesewas: 1500,
        walletId: wallets[0]!.id,
        status: 'paid',
        requestedAt: new Date(now.getTime() - 4 * DAY),
        decidedAt: new Date(now.getTime() - 3 * DAY),
      },
      {
        riderId: riderRows[2]!.id,
        amountPesewas: 1000,
        walletId: wallets[2]!.id,
        status: 'paid',
        requestedAt: new Date(now.getTime() - 6 * DAY),
        decidedAt: new Date(now.getTime() - 5 * DAY),
      },
      {
        riderId: riderRows[3]!.id,
        amountPesewas: 9000,
        walletId: wallets[3]!.id,
        status: 'rejected',
        requestedAt: new Date(now.getTime() - 8 * DAY),
        decidedAt: new Date(now.getTime() - 7 * DAY),
        failureReason: 'Amount is more than the available balance.',
      },
    ])
    .returning();
  // A request holds its amount at once; a paid one has gone out. The rejected one asked for
  // more than the balance, so it never held anything.
  for (const payout of payouts.filter((p) => p.status !== 'rejected')) {
    const move = {
      reference: payout.id,
      riderId: payout.riderId,
      amountPesewas: payout.amountPesewas,
    };
    const links = { paymentId: null, payoutId: payout.id };
    ledger.push(
      ...ledgerRows(payoutReserveTransaction(move), { ...links, at: payout.requestedAt }),
    );
    if (payout.status === 'paid') {
      ledger.push(...ledgerRows(payoutSentTransaction(move), { ...links, at: payout.decidedAt! }));
    }
  }
  // Earnings first so no balance dips below zero in the history.
  if (ledger.length > 0) await db.insert(ledgerEntries).values(ledger);
  return riderRows;
}

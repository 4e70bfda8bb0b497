// The rider app: jobs, availability, profile, wallet and payouts of the signed-in rider (session
// cookie). See operation.ts.
import type { Operations } from './operation.ts';

export const RIDER_OPERATIONS: Operations = {
  'GET /api/rider/dashboard': {
    id: 'getRiderDashboard',
    summary: "Returns the rider's status, active jobs, earnings and rating.",
  },
  'PUT /api/rider/availability': {
    id: 'setRiderAvailability',
    summary: 'Goes online or offline for new jobs.',
  },
  'GET /api/rider/jobs': {
    id: 'listRiderJobs',
    summary: "Lists the new jobs in the rider's zones, the rider's assigned jobs and history.",
  },
  'POST /api/rider/jobs/:id/accept': {
    id: 'acceptRiderJob',
    summary: 'Takes a new job (the first rider to accept gets it).',
  },
  'POST /api/rider/jobs/:id/pickup': {
    id: 'pickUpRiderJob',
    summary: 'Marks an accepted job as picked up from the seller.',
  },
  'POST /api/rider/jobs/:id/deliver': {
    id: 'deliverRiderJob',
    summary: "Marks a job delivered with the recipient's code.",
  },
  'POST /api/rider/jobs/:id/proof-photo': {
    id: 'deliverRiderJobWithPhoto',
    summary: 'Marks a job delivered with a photo as proof, once five wrong codes lock the code.',
  },
  'GET /api/rider/profile': {
    id: 'getRiderProfile',
    summary: "Returns the rider's profile.",
  },
  'PUT /api/rider/profile': {
    id: 'updateRiderProfile',
    summary: "Saves the rider's name, base, vehicle, languages and service zones.",
  },
  'POST /api/rider/profile/photo': {
    id: 'replaceRiderPhoto',
    summary: "Replaces the rider's photo (multipart, one file).",
  },
  'DELETE /api/rider/profile/photo': {
    id: 'deleteRiderPhoto',
    summary: "Removes the rider's photo.",
  },
  'GET /api/rider/wallet': {
    id: 'getRiderWallet',
    summary:
      "Returns the rider's balance, the amount held for payouts and the Mobile Money wallet.",
  },
  'PUT /api/rider/wallet': {
    id: 'saveRiderWallet',
    summary: "Saves the rider's Mobile Money wallet.",
  },
  'GET /api/rider/payouts': {
    id: 'listRiderPayouts',
    summary: "Lists the rider's payout requests and their status.",
  },
  'POST /api/rider/payouts': {
    id: 'requestRiderPayout',
    summary: "Asks for a payout of part of the balance to the rider's wallet.",
  },
};

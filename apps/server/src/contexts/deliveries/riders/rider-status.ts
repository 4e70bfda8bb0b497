// The rider facts more than one view reads: verified now (an expiry in the past is as good as
// none, the same rule accepting a job applies: domain acceptBlocker).

export const isVerifiedNow = (
  rider: { isVerified: boolean; verificationExpiry: Date | null },
  now: Date,
) => rider.isVerified && (rider.verificationExpiry === null || rider.verificationExpiry > now);

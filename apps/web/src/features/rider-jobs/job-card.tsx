// One job as the rider sees it: number, status and zone; what and where (pickup, drop-off with its
// landmark, the seller's note); the fee and what the rider earns; the seller on WhatsApp, and the
// recipient's phone once the job is the rider's; then the one move the job allows now.
import type { RiderJob } from '@dwa/domain/deliveries';
import { formatGhs } from '@dwa/domain/money';
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { type ReactNode, useId, useState } from 'react';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon.tsx';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { CodeProof, PhotoProof } from './delivery-proof.tsx';
import { awaitsSellerConfirmation, finishedAt, type JobTab, jobAction } from './job-actions.ts';
import { useJobAction } from './use-job-action.ts';

interface Props {
  job: RiderJob;
  tab: JobTab;
  /** Whether the rider may accept jobs (verified); else Accept is shown disabled with why. */
  canAccept: boolean;
  /** The id of the text saying why Accept is disabled. */
  cannotAcceptId?: string | undefined;
  onAccepted?(): void;
}

export function JobCard({ job, tab, canAccept, cannotAcceptId, onAccepted }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const action = jobAction(job, tab);
  const ended = finishedAt(job);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="job-card"
      data-job-number={job.number}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-bold text-lg">
          {t('riderCenter.jobs.card.number', { number: job.number })}
        </h3>
        <span className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-full border border-line px-2 py-0.5">
            <span className="sr-only">{t('riderCenter.jobs.card.zone')}: </span>
            {t(`enums.serviceZone.${job.zone}`)}
          </span>
          <span
            data-testid="job-status"
            className="rounded-full bg-muted px-2 py-0.5 font-semibold"
          >
            {t(`deliveries.status.${job.status}`)}
          </span>
        </span>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {job.productTitle && (
          <Fact label={t('riderCenter.jobs.card.item')} wide>
            {job.productTitle}
          </Fact>
        )}
        <Fact label={t('riderCenter.jobs.card.pickup')}>{job.pickupLocation}</Fact>
        <Fact label={t('riderCenter.jobs.card.dropoff')}>
          {job.dropoffLocation}
          {job.dropoffLandmark && (
            <span className="block text-subtle">
              {t('riderCenter.jobs.card.landmark', { landmark: job.dropoffLandmark })}
            </span>
          )}
        </Fact>
        {job.deliveryNote && (
          <Fact label={t('riderCenter.jobs.card.note')} wide>
            {job.deliveryNote}
          </Fact>
        )}
      </dl>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
        <Fact label={t('riderCenter.jobs.card.fee')}>
          <span className="tabular-nums">{formatGhs(job.feePesewas)}</span>
        </Fact>
        <Fact label={t('riderCenter.jobs.card.earn')}>
          <span className="font-bold text-base tabular-nums" data-testid="job-earnings">
            {formatGhs(job.earningsPesewas)}
          </span>
        </Fact>
      </dl>
      {(job.seller || job.recipient) && (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {job.seller && (
            <Fact label={t('riderCenter.jobs.card.seller')}>
              <span className="flex flex-wrap items-center gap-x-3">
                <span>{job.seller.name}</span>
                <a
                  href={buildWaMeLink(job.seller.phone)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline"
                >
                  <WhatsAppIcon aria-hidden="true" className="size-4" />
                  {t('riderCenter.jobs.card.chatSeller')}
                  <span className="sr-only"> {job.seller.name}</span>
                </a>
              </span>
            </Fact>
          )}
          {job.recipient && (
            <Fact label={t('riderCenter.jobs.card.recipient')}>
              <span className="flex flex-wrap items-center gap-x-3">
                <span>{job.recipient.name}</span>
                <a
                  href={`tel:${job.recipient.phone}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                >
                  {t('riderCenter.jobs.card.callRecipient')}{' '}
                  {formatPhoneDisplay(job.recipient.phone)}
                </a>
              </span>
            </Fact>
          )}
        </dl>
      )}
      <p className="text-sm text-subtle">
        {tab === 'history' && ended
          ? t('riderCenter.jobs.card.finishedAt', {
              status: t(`deliveries.status.${job.status}`),
              date: formatDateTime(ended, i18n.language),
            })
          : t('riderCenter.jobs.card.requestedAt', {
              date: formatDateTime(job.createdAt, i18n.language),
            })}
      </p>
      {awaitsSellerConfirmation(job) && (
        <p className="text-sm">{t('riderCenter.jobs.card.awaitingConfirm')}</p>
      )}
      {action === 'accept' && (
        <AcceptButton
          job={job}
          canAccept={canAccept}
          describedBy={cannotAcceptId}
          onAccepted={onAccepted}
        />
      )}
      {action === 'pickUp' && <PickUpButton job={job} />}
      {action === 'deliverCode' && <DeliverWithCode job={job} />}
      {action === 'deliverPhoto' && <PhotoProof job={job} />}
    </article>
  );
}

function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`flex min-w-0 flex-col ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-subtle">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function AcceptButton({
  job,
  canAccept,
  describedBy,
  onAccepted,
}: {
  job: RiderJob;
  canAccept: boolean;
  describedBy: string | undefined;
  onAccepted: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const move = useJobAction();
  async function accept() {
    try {
      await move.mutateAsync({ kind: 'accept', jobId: job.id });
      notify('success', t('riderCenter.jobs.toasts.accepted'));
      onAccepted?.();
    } catch (error) {
      notify('error', t('riderCenter.jobs.toasts.acceptFailed'), describeError(error, t));
    }
  }
  return (
    <button
      type="button"
      className="btn-primary self-start disabled:opacity-50"
      onClick={accept}
      disabled={!canAccept || move.isPending}
      aria-describedby={canAccept ? undefined : describedBy}
    >
      {move.isPending
        ? t('riderCenter.jobs.actions.accepting')
        : t('riderCenter.jobs.actions.accept')}
    </button>
  );
}

function PickUpButton({ job }: { job: RiderJob }) {
  const { t } = useTranslation();
  const move = useJobAction();
  async function pickUp() {
    try {
      await move.mutateAsync({ kind: 'pickup', jobId: job.id });
      notify('success', t('riderCenter.jobs.toasts.pickedUp'));
    } catch (error) {
      notify('error', t('riderCenter.jobs.toasts.updateFailed'), describeError(error, t));
    }
  }
  return (
    <button
      type="button"
      className="btn-primary self-start disabled:opacity-50"
      onClick={pickUp}
      disabled={move.isPending}
    >
      {move.isPending
        ? t('riderCenter.jobs.actions.pickingUp')
        : t('riderCenter.jobs.actions.pickUp')}
    </button>
  );
}

function DeliverWithCode({ job }: { job: RiderJob }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(job.wrongCodes > 0);
  if (open) return <CodeProof job={job} onCancel={() => setOpen(false)} />;
  return (
    <button type="button" className="btn-primary self-start" onClick={() => setOpen(true)}>
      {t('riderCenter.jobs.actions.deliver')}
    </button>
  );
}

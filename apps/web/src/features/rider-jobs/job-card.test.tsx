// The rider's job card against a mocked API: the one move each tab and status offers, the
// request each move sends, and what the rider is told when the server refuses it (another rider
// took the job, a wrong code at the code field, a refused photo).
import '../../lib/rider-texts.ts';
import type { RiderJob } from '@dwa/domain/deliveries';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import type { JobTab } from './job-actions.ts';
import { JobCard } from './job-card.tsx';

const job = (overrides: Partial<RiderJob> = {}): RiderJob => ({
  id: 'job-1',
  number: 12,
  status: 'requested',
  zone: 'accra-central',
  productTitle: 'Kente stole',
  pickupLocation: 'Makola Market',
  dropoffLocation: 'Osu, Oxford Street',
  dropoffLandmark: 'Opposite the bank',
  deliveryNote: null,
  feePesewas: 2_000,
  earningsPesewas: 1_600,
  seller: { name: 'Ama Fabrics', phone: '+233241234567' },
  recipient: null,
  wrongCodes: 0,
  photoProofAllowed: false,
  createdAt: '2026-11-26T08:00:00Z',
  acceptedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  completedAt: null,
  cancelledAt: null,
  ...overrides,
});

function renderCard(shown: RiderJob, tab: JobTab, props: { canAccept?: boolean } = {}) {
  const onAccepted = vi.fn();
  const user = userEvent.setup();
  renderApp(
    <>
      <p id="why-not">Not verified yet.</p>
      <JobCard
        job={shown}
        tab={tab}
        canAccept={props.canAccept ?? true}
        cannotAcceptId="why-not"
        onAccepted={onAccepted}
      />
    </>,
  );
  return { user, onAccepted, card: screen.getByRole('article', { name: 'Job #12' }) };
}

/** Records each POST to a job's action and answers it with `answer`. */
function onAction(action: string, answer: () => Response) {
  const sent: { body: string; type: string | null }[] = [];
  server.use(
    http.post(`/api/rider/jobs/job-1/${action}`, async ({ request }) => {
      sent.push({ body: await request.clone().text(), type: request.headers.get('content-type') });
      return answer();
    }),
  );
  return sent;
}

const refusal = (status: number, code: string, message: string, fields?: object) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** The toast's title and description (sonner's markup). */
async function toast(title: string) {
  const shown = await screen.findByText(title, { selector: '[data-title]' });
  return shown.closest('[data-sonner-toast]') as HTMLElement;
}

describe('job card: what it offers', () => {
  const buttons = (card: HTMLElement) =>
    within(card)
      .queryAllByRole('button')
      .map((b) => b.textContent?.trim());

  it.each<[string, RiderJob, JobTab, string[]]>([
    ['a new job: accept', job(), 'newJobs', ['Accept Job']],
    ['an accepted job: pick up', job({ status: 'accepted' }), 'assigned', ['Mark picked up']],
    ['a picked-up job: deliver', job({ status: 'picked_up' }), 'assigned', ['Deliver']],
    [
      'after too many wrong codes: a photo',
      job({ status: 'picked_up', wrongCodes: 5, photoProofAllowed: true }),
      'assigned',
      ['Take photo'],
    ],
    ['a delivered job: nothing', job({ status: 'delivered' }), 'assigned', []],
    ['history: nothing', job({ status: 'completed' }), 'history', []],
    ['an accepted job on New Jobs: nothing', job({ status: 'accepted' }), 'newJobs', []],
  ])('%s', (_, shown, tab, offered) => {
    const { card } = renderCard(shown, tab);
    expect(buttons(card)).toEqual(offered);
  });

  it('shows what and where, the fee and the earning, and the seller on WhatsApp', () => {
    const { card } = renderCard(job(), 'newJobs');
    expect(within(card).getByTestId('job-status')).toHaveTextContent('Waiting for a rider');
    expect(card).toHaveTextContent('Makola Market');
    expect(card).toHaveTextContent('Landmark: Opposite the bank');
    expect(within(card).getByTestId('job-earnings')).toHaveTextContent('GH₵ 16.00');
    expect(within(card).getByRole('link', { name: /Ama Fabrics/ })).toHaveAttribute(
      'href',
      'https://wa.me/233241234567',
    );
  });

  it('says a delivered job waits for the seller, and names the recipient to call', () => {
    const { card } = renderCard(
      job({ status: 'delivered', recipient: { name: 'Kofi', phone: '+233201112222' } }),
      'assigned',
    );
    expect(card).toHaveTextContent('Delivered. The seller confirms it');
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+233201112222',
    );
  });

  it('shows a delivered job in History as delivered, waiting for the seller (decision 064)', () => {
    const { card } = renderCard(
      job({ status: 'delivered', deliveredAt: '2026-11-26T10:30:00Z' }),
      'history',
    );
    expect(within(card).getByTestId('job-status')).toHaveTextContent('Delivered');
    expect(card).toHaveTextContent(/Delivered on .*2026/);
    expect(card).not.toHaveTextContent('Requested');
    expect(card).toHaveTextContent('Delivered. The seller confirms it');
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it('shows Accept disabled, and why, to a rider not verified yet', async () => {
    const sent = onAction('accept', () => HttpResponse.json(job({ status: 'accepted' })));
    const { user, card } = renderCard(job(), 'newJobs', { canAccept: false });
    const accept = within(card).getByRole('button', { name: 'Accept Job' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription('Not verified yet.');
    await user.click(accept);
    expect(sent).toEqual([]);
  });
});

describe('job card: moves', () => {
  it('accepts a job: posts to its accept, says so, tells the board', async () => {
    const sent = onAction('accept', () => HttpResponse.json(job({ status: 'accepted' })));
    const { user, card, onAccepted } = renderCard(job(), 'newJobs');
    await user.click(within(card).getByRole('button', { name: 'Accept Job' }));
    expect(await toast('Job Accepted!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it('says why when another rider took the job first', async () => {
    onAction('accept', () => refusal(409, 'job_taken', 'Another rider took this job.'));
    const { user, card, onAccepted } = renderCard(job(), 'newJobs');
    await user.click(within(card).getByRole('button', { name: 'Accept Job' }));
    const shown = await toast('Failed to accept job');
    expect(shown).toHaveTextContent('Another rider took this job.');
    expect(onAccepted).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Accept Job' })).toBeEnabled();
  });

  it('marks a job picked up, and says why when it cannot', async () => {
    const sent = onAction('pickup', () => refusal(409, 'bad_status', 'This job was cancelled.'));
    const { user, card } = renderCard(job({ status: 'accepted' }), 'assigned');
    await user.click(within(card).getByRole('button', { name: 'Mark picked up' }));
    expect(await toast('Failed to update status')).toHaveTextContent('This job was cancelled.');
    expect(sent).toHaveLength(1);

    server.use(
      http.post('/api/rider/jobs/job-1/pickup', () =>
        HttpResponse.json(job({ status: 'picked_up' })),
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Mark picked up' }));
    expect(await toast('Package picked up!')).toBeInTheDocument();
  });

  it('delivers with the code: digits only, checked, a wrong one at the field', async () => {
    const sent = onAction('deliver', () =>
      refusal(400, 'validation_failed', 'Wrong code.', { code: 'Wrong code. 4 tries left.' }),
    );
    const { user, card } = renderCard(job({ status: 'picked_up' }), 'assigned');
    await user.click(within(card).getByRole('button', { name: 'Deliver' }));
    const code = within(card).getByLabelText("Recipient's code");

    await user.type(code, '12');
    await user.click(within(card).getByRole('button', { name: 'Mark as delivered' }));
    expect(within(card).getByText("Enter the recipient's 4-digit code.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(code);
    await user.type(code, '48 21x9');
    expect(code).toHaveValue('4821');
    await user.click(within(card).getByRole('button', { name: 'Mark as delivered' }));
    expect(await within(card).findByText('Wrong code. 4 tries left.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('');
    expect(sent).toEqual([{ body: '{"code":"4821"}', type: 'application/json' }]);
    expect(await toast('Failed to update status')).toHaveTextContent('Wrong code. 4 tries left.');
  });

  it('opens the code form at once after a wrong code, with the count', () => {
    const { card } = renderCard(job({ status: 'picked_up', wrongCodes: 2 }), 'assigned');
    expect(within(card).getByLabelText("Recipient's code")).toHaveAccessibleDescription(
      /Wrong codes so far: 2 of 5\./,
    );
  });

  it('sends a photo as proof once codes are used up, and shows a refusal', async () => {
    const sent = onAction('proof-photo', () =>
      refusal(400, 'validation_failed', 'Bad photo.', { photo: 'This photo could not be read.' }),
    );
    const { user, card } = renderCard(
      job({ status: 'picked_up', wrongCodes: 5, photoProofAllowed: true }),
      'assigned',
    );
    await user.upload(
      within(card).getByTestId('proof-photo-input'),
      new File(['photo of the package'], 'proof.jpg', { type: 'image/jpeg' }),
    );
    expect(
      within(card).getByRole('img', { name: 'The photo you took of the delivered package' }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send photo' }));
    expect(await within(card).findByText('This photo could not be read.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.body).toMatch(/name="photo"; filename="proof\.jpg"/);
    expect(sent[0]?.body).toContain('photo of the package');
  });
});

// The History's cards: a template's Test WhatsApp (stored as a manual send) is named as the test
// of that template, an admin's own message as a manual message, an event by its name.
import '../../lib/admin-texts.ts';
import type { NotificationHistoryEntry } from '@dwa/domain/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { HistoryList } from './history-list.tsx';

const entry = (over: Partial<NotificationHistoryEntry>): NotificationHistoryEntry => ({
  id: crypto.randomUUID(),
  eventType: 'manual',
  sellerId: null,
  sellerName: null,
  to: '+233241234567',
  text: 'Akosua Fabrics, your boost ends in 3 days',
  whatsappLink: null,
  templateTest: null,
  status: 'queued',
  error: null,
  deliveryStatus: null,
  createdAt: '2026-12-01T10:00:00Z',
  sentAt: null,
  ...over,
});

describe('HistoryList', () => {
  it('names a template test as a test of that template, not as a manual message', () => {
    renderApp(
      <HistoryList
        items={[
          entry({ templateTest: { eventType: 'boost_expiry_reminder', language: 'tw' } }),
          entry({ text: 'Hello from Dwa' }),
          entry({ eventType: 'welcome' }),
        ]}
      />,
    );
    const titles = screen
      .getAllByTestId('history-item')
      .map((li) => li.querySelector('p')?.textContent);
    expect(titles[0]).toBe('Test of the template Boost Expiry Reminder (Twi)');
    expect(titles[0]).not.toContain('Manual message');
    expect(titles[1]).toBe('Manual message');
    expect(titles[2]).toBe('Welcome Message');
  });
});

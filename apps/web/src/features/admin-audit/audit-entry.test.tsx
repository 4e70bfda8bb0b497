// An audit card names each changed field by its label, not by the raw name the server recorded
// (`isFeatured`), and a name from before the label list shows as recorded.
import '../../lib/admin-texts.ts';
import type { AuditEntry } from '@dwa/domain/admin/audit';
import { enAdminSettings } from '@dwa/domain/i18n/admin-settings/en';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render.tsx';
import { AuditEntryCard } from './audit-entry.tsx';

const fields = enAdminSettings.adminAudit.fields;

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  at: '2026-12-01T10:00:00Z',
  actorType: 'admin',
  actorLabel: 'admin@dwa.local',
  actorId: 'x',
  action: 'product.feature',
  targetType: 'product',
  targetId: 'p1',
  before: null,
  after: null,
  detail: {},
  ...over,
});

describe('AuditEntryCard', () => {
  it('shows changed fields by their labels', () => {
    renderApp(
      <ul>
        <AuditEntryCard
          entry={entry({
            before: { isFeatured: false, oldName: 1 },
            after: { isFeatured: true, oldName: 2 },
          })}
        />
      </ul>,
    );
    const changes = within(screen.getByTestId('audit-changes')).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent)).toEqual([
      `${fields.isFeatured}: false → true`,
      'oldName: 1 → 2',
    ]);
    expect(screen.getByTestId('audit-changes').textContent).not.toContain('isFeatured');
  });
});

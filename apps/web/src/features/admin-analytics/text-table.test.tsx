import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextTableView } from './text-table.tsx';

describe('TextTableView', () => {
  // A table wider than the screen scrolls sideways; a keyboard user must be able to reach it
  // to scroll it (axe: scrollable-region-focusable, issue 33).
  it('is a named region the keyboard reaches', async () => {
    render(
      <TextTableView
        caption="Daily figures"
        table={{ header: ['Day', 'Views'], rows: [['1 Dec', '12']] }}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Daily figures' })).toHaveFocus();
  });
});

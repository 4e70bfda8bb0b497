// English texts of what the nearest search results let go (decision 061), one sentence each:
// "No exact match for “iphone under 3000”. These are other products of the same kind." Said by
// the search page, which loads them with its route (apps/web/src/lib/search-relaxed-texts.ts),
// and by the WhatsApp bot (packages/domain/src/search-relaxed.ts puts them together).
export const enSearchRelaxed = {
  searchRelaxed: {
    lead: 'No exact match for “{{q}}”.',
    kind: 'These are other products of the same kind.',
    above: 'These cost more than {{amount}}.',
    below: 'These cost less than {{amount}}.',
    outside: 'These cost less than {{min}} or more than {{max}}.',
    elsewhere: 'These are not in {{place}}.',
  },
} as const;

// The search page against a mocked API (decision 061): nearest results come with what they let
// go ("No exact match for “iphone under 3000”. These are other products of the same kind."),
// counted as the nearest results shown (never "0 results" above them) and never paged; a search without any answer shows the empty state and no
// cards at all.
import '../../lib/search-relaxed-texts.ts';
import { enSearch } from '@dwa/domain/i18n/search/en';
import type { ProductCard } from '@dwa/domain/product-card';
import type { SearchResponse } from '@dwa/domain/search';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { Component as SearchPage } from './search-page.tsx';

const text = enSearch.searchPage;

const card = (title: string, pricePesewas: number): ProductCard => ({
  id: `id-${title}`,
  title,
  pricePesewas,
  category: 'electronics',
  location: 'accra',
  deliveryAvailable: false,
  isBoosted: false,
  isFeatured: false,
  photo: null,
  seller: { id: 'seller-1', businessName: 'Adum Phones', isVerified: false },
  createdAt: '2026-12-01T10:00:00.000Z',
});

function answer(body: Partial<SearchResponse>) {
  const sent: string[] = [];
  server.use(
    http.get('/api/search', ({ request }) => {
      sent.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({
        items: [],
        page: 1,
        pageSize: 24,
        total: 0,
        totalCapped: false,
        fuzzy: false,
        nearest: false,
        ...body,
      } satisfies SearchResponse);
    }),
  );
  return sent;
}

describe('search page', () => {
  it('nearest results say what they let go, count as what is shown and are one page', async () => {
    const sent = answer({
      items: [card('Tecno Spark 20 Pro', 185_000), card('Itel A70', 90_000)],
      total: 40,
      nearest: true,
      relaxed: { kind: 'phone', location: 'cape-coast' },
      understood: { q: 'iphone', maxPricePesewas: 300_000 },
    });
    renderApp(<SearchPage />, { path: '/search?q=iphone+under+3000' });
    expect(await screen.findByTestId('nearest-notice')).toHaveTextContent(
      'No exact match for “iphone under 3000”. These are other products of the same kind. ' +
        'These are not in Cape Coast.',
    );
    expect(sent).toEqual(['iphone under 3000']);
    expect(screen.getByText('Tecno Spark 20 Pro')).toBeInTheDocument();
    // Two shown, though 40 phones are of the kind: the line counts what is on the page.
    expect(screen.getByTestId('result-count')).toHaveTextContent(
      text.countNearest.replace('{{count}}', '2'),
    );
    expect(screen.getByTestId('result-count')).not.toHaveTextContent(/\b0\b/);
    expect(screen.getByTestId('understood-filters')).toHaveTextContent('up to GH₵ 3,000.00');
    expect(screen.queryByRole('navigation', { name: text.pages })).not.toBeInTheDocument();
  });

  it('the iPhone above the budget is labelled so', async () => {
    answer({
      items: [card('iPhone 13 128GB', 520_000)],
      total: 1,
      nearest: true,
      relaxed: { maxPricePesewas: 300_000 },
    });
    renderApp(<SearchPage />, { path: '/search?q=iphone&maxPrice=3000' });
    expect(await screen.findByTestId('nearest-notice')).toHaveTextContent(
      'No exact match for “iphone”. These cost more than GH₵ 3,000.00.',
    );
    expect(screen.getByTestId('result-count')).toHaveTextContent(
      text.countNearest_one.replace('{{count}}', '1'),
    );
  });

  it('nothing of the kind: the empty state, no cards and no notice', async () => {
    answer({});
    renderApp(<SearchPage />, { path: '/search?q=nkwan' });
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent(
      text.count.replace('{{count}}', '0'),
    );
    expect(screen.queryByTestId('nearest-notice')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: /GH₵/ })).toHaveLength(0);
  });
});

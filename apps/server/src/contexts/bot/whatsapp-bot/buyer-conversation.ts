// Anyone who is not a seller or rider: words or a photo get the top five matches from the same
// search and photo search as the web, with links, in their language; `sell` gets the sign-up link.
import type { ProductCard } from '@dwa/domain/product-card';
import { SearchQuerySchema } from '@dwa/domain/search';
import { relaxedNotice } from '@dwa/domain/search-relaxed';
import {
  buyerQueryFromText,
  parseCommand,
  parseLanguageChoice,
} from '@dwa/domain/whatsapp-commands';
import { isCatalogKey, translate } from '../../../lib/i18n.ts';
import { searchByPhoto, searchProducts } from '../../catalog/public.ts';
import { botSay, links, price } from './bot-texts.ts';
import { answerBuying, rememberResults } from './buy-by-message.ts';
import { type Conversation, replyText, textOf } from './conversation.ts';
import type { Fetched } from './fetch-photo.ts';
import { answerLanguageCommand } from './language-command.ts';

/** Results per answer: five fit on one phone screen. */
export const BOT_RESULTS = 5;

export async function handleBuyerMessage(c: Conversation, signature: Fetched<Buffer> | null) {
  const m = c.message;
  if (m.type === 'image') return answerPhoto(c, signature);
  if (m.type === 'text') return answerText(c, textOf(m));
  if (m.type === 'reaction') {
    c.outcome = 'reaction ignored';
    return;
  }
  c.outcome = `unsupported ${m.type}`;
  return replyText(c, botSay(c.lang, 'unsupported'));
}

async function answerText(c: Conversation, text: string) {
  const command = parseCommand(text);
  if (command?.kind === 'sell') {
    return replyText(c, botSay(c.lang, 'sell', { link: links(c.deps.origin).sell() }));
  }
  if (command?.kind === 'language') return answerLanguageCommand(c, command.choice);
  if (c.state.awaitingLanguage) {
    const choice = parseLanguageChoice(text);
    if (choice) return answerLanguageCommand(c, choice);
  }
  if (!command && (await answerBuying(c, text))) return;
  const words = buyerQueryFromText(text);
  if (
    command ||
    (!words.q && !words.location && !words.category && words.maxPricePesewas === undefined)
  ) {
    return replyText(c, botSay(c.lang, 'helpBuyer'));
  }
  const query = SearchQuerySchema.parse({
    q: words.q,
    category: words.category,
    location: words.location,
    minPrice: cedis(words.minPricePesewas),
    maxPrice: cedis(words.maxPricePesewas),
    pageSize: BOT_RESULTS,
  });
  const found = await searchProducts(c.tx, query);
  const params = Object.fromEntries(
    Object.entries({
      q: words.q,
      category: words.category,
      location: words.location,
      minPrice: cedis(words.minPricePesewas),
      maxPrice: cedis(words.maxPricePesewas),
    }).filter((e): e is [string, string] => Boolean(e[1])),
  );
  const link = links(c.deps.origin);
  if (found.items.length === 0) {
    await rememberResults(c, []);
    return replyText(c, botSay(c.lang, 'noResults', { query: text.trim(), link: link.home() }));
  }
  const more = found.total > found.items.length ? link.search(params) : null;
  // The nearest results (nothing had every word and filter) come with what they let go, in the
  // web's own sentences (decision 061), so five of them never read as exact answers.
  const title = found.nearest
    ? relaxedNotice(
        found.relaxed ?? {},
        text.trim(),
        (key, values) => translate(c.lang, key, values),
        (slug) => {
          const key = `enums.location.${slug}`;
          return isCatalogKey(key) ? translate(c.lang, key) : slug;
        },
      )
    : botSay(c.lang, 'resultsTitle', { query: text.trim() });
  return replyText(c, await results(c, title, found.items, more));
}

async function answerPhoto(c: Conversation, signature: Fetched<Buffer> | null) {
  if (!signature?.ok) {
    c.outcome = `photo not used: ${signature?.reason ?? 'no media'}`;
    return replyText(c, botSay(c.lang, 'photoFailed'));
  }
  const found = await searchByPhoto(c.tx, signature.value);
  if (found.items.length === 0) return replyText(c, botSay(c.lang, 'noPhotoResults'));
  const title = botSay(c.lang, 'photoResultsTitle');
  return replyText(c, await results(c, title, found.items.slice(0, BOT_RESULTS), null));
}

/** The answer's lines, numbered; the numbers are kept so "buy 2" names the second. */
async function results(c: Conversation, title: string, items: ProductCard[], more: string | null) {
  const link = links(c.deps.origin);
  const shown = items.slice(0, BOT_RESULTS);
  const hint = await rememberResults(
    c,
    shown.map((p) => p.id),
  );
  const lines = shown.map((p, i) =>
    botSay(c.lang, 'resultItem', {
      n: i + 1,
      title: p.title,
      price: price(p.pricePesewas),
      shop: p.seller.businessName,
      link: link.product(p.id),
    }),
  );
  return [
    title,
    ...lines,
    ...(more ? [botSay(c.lang, 'moreResults', { link: more })] : []),
    ...(hint ? [hint] : []),
  ].join('\n\n');
}

const cedis = (pesewas: number | undefined) =>
  pesewas === undefined ? undefined : (pesewas / 100).toFixed(2);

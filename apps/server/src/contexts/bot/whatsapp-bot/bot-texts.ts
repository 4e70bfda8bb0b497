// The bot's words: server catalog keys (packages/domain/src/i18n/server, whatsapp.bot.*) in the
// conversation's language, and the links it gives.
import type { Language } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import { PAGE_PATHS, pagePath } from '@dwa/domain/pages';
import { type ServerMessageKey, say, translate } from '../../../lib/i18n.ts';

type BotKey = ServerMessageKey & `whatsapp.bot.${string}`;

export const botSay = (
  lang: Language,
  key: BotKey extends `whatsapp.bot.${infer K}` ? K : never,
  values?: Record<string, string | number>,
) => say(lang, `whatsapp.bot.${key}` as ServerMessageKey, values);

export const categoryName = (lang: Language, category: string) =>
  translate(lang, `enums.category.${category}`);

export const price = (pesewas: number) => formatGhs(pesewas);

export const links = (origin: string) => ({
  product: (id: string) => `${origin}${pagePath('product', { id })}`,
  upload: (id: string) => `${origin}${PAGE_PATHS.sellerUploads}?upload=${id}`,
  search: (params: Record<string, string>) =>
    `${origin}${PAGE_PATHS.search}?${new URLSearchParams(params)}`,
  home: () => `${origin}/`,
  sell: () => `${origin}${PAGE_PATHS.sellerOnboarding}`,
  rider: () => `${origin}${PAGE_PATHS.riderHome}`,
  riderJobs: () => `${origin}${PAGE_PATHS.riderJobs}`,
});

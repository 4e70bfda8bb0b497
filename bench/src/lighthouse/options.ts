// The Lighthouse bench's command line: which pages, languages and CPU slowdowns, how many rounds.
// Kept apart from lighthouse.ts (which loads Lighthouse and starts servers) so it can be tested.

/** The public pages, then the dashboards measured signed in. */
export const PAGE_NAMES = ['home', 'search', 'product', 'shop', 'seller', 'rider'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Who a signed-in page is measured as: the demo seller or the demo rider. */
export type SignedInAs = 'seller' | 'rider';
const SIGNED_IN: Partial<Record<PageName, SignedInAs>> = { seller: 'seller', rider: 'rider' };

/** The account a page is measured signed in as, or undefined for a public page. */
export const signedInAs = (page: PageName): SignedInAs | undefined => SIGNED_IN[page];

export const LANGUAGES = ['en', 'tw', 'pidgin'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The standard mobile profile (4×) and an entry-level phone (8×). */
export const CPU_SLOWDOWNS = [4, 8] as const;

export interface LighthouseOptions {
  pages: PageName[];
  rounds: number;
  languages: Language[];
  cpus: number[];
}

export function lighthouseOptions(args: string[]): LighthouseOptions {
  const value = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const list = <T extends string>(raw: string | undefined, known: readonly T[], what: string) => {
    const items = raw?.split(',').filter(Boolean) ?? [...known];
    for (const item of items) {
      if (!(known as readonly string[]).includes(item)) {
        throw new Error(`unknown ${what} "${item}"; known: ${known.join(', ')}`);
      }
    }
    return items as T[];
  };
  const pages = list(value('page') ?? value('pages'), PAGE_NAMES, 'page');
  const languages = list(value('lang') ?? value('languages'), LANGUAGES, 'language');
  const cpus = (value('cpu') ?? CPU_SLOWDOWNS.join(',')).split(',').map(Number);
  if (cpus.some((c) => !Number.isFinite(c) || c < 1)) throw new Error('--cpu= takes numbers ≥ 1');
  const rounds = Number(value('rounds') ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds= takes a whole number');
  return { pages, rounds, languages, cpus };
}

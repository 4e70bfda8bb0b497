// Twi texts of the seller center layout and shared parts; keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerCenter } from './en.ts';

export const twSellerCenter: CatalogShape<typeof enSellerCenter> = {
  sellerCenter: {
    tabsLabel: 'Adetɔnfoɔ fapem',
    productTabsLabel: 'Nneɛma nhyehyɛeɛ',
    tabs: {
      dashboard: 'Dashboard',
      products: 'Me Nneɛma',
      profile: 'Sesa Wo Sotɔɔ',
      myProducts: 'Me Nneɛma',
      uploads: 'WhatsApp so Nneɛma',
      receipts: 'Resiti',
      orders: 'Orders',
    },
    banner: {
      title: 'Fa WhatsApp de nneɛma ka ho',
      text: 'Fa adeɛ no din, ne boɔ ne nkyerɛmu ne mfonini 8 pɛ mena Dwa bot no wɔ {{number}} so. Ɛbɛda adi wɔ WhatsApp so Nneɛma ase, na woatumi de ato dwa.',
      noBot: 'Wɔnnya mmuee WhatsApp so nneɛma de-ka-ho. Seesei de Fa Adeɛ Ka Ho di dwuma.',
      loading: 'Bot no nɔma reba…',
      example: 'Samsung Galaxy A15, 128GB\nBoɔ: GHS 1,850\nƐyɛ foforɔ, ne charger ne case',
      showExample: 'Kyerɛ nkra nhwɛsoɔ bi',
      open: 'Bue WhatsApp',
    },
    boostDays: 'Paw boost a ne nna yɛ 1, 3 anaa 7.',
    noneSelected: 'Yi adeɛ baako pɛ mpo.',
    tooManySelected: 'Yi nneɛma 100 pɛ wɔ bere koro mu.',
  },
};

// Twi texts of the product photo rules and bulk actions (server answers); keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enSellerPhotos } from './en.ts';

export const twSellerPhotos: CatalogShape<typeof enSellerPhotos> = {
  sellerPhotos: {
    tooMany: 'Adeɛ baako betumi anya mfonini 8 pɛ.',
    tooLarge: 'Mfonini baako so boro 10 MB. Yi mfonini a ɛsua.',
    notImage: 'Fael no mu baako nyɛ mfonini. Fa JPEG, PNG anaa WebP mfonini.',
    tooManyPixels: 'Mfonini baako wɔ pixel bebree dodo (ɛboro megapixel 40). Yi mfonini a ɛsua.',
    mismatch: 'Mfonini a wode abrɛ no ne mfonini nhyehyɛeɛ no nhyia. Yɛ sɛ yi bio.',
    unknownPhoto: 'Mfonini no mu baako nka adeɛ yi ho bio. San bue krataafa no na sɔ hwɛ bio.',
    formMissing: 'Adeɛ no ho nsɛm no amma. Yɛ sɛ sɔ hwɛ bio.',
  },
  sellerBulk: {
    notFound: 'Nneɛma a woayi no bi nni hɔ bio. San bue krataafa no na sɔ hwɛ bio.',
    verificationRequired:
      'Boost yɛ adetɔnfoɔ a wɔasi wɔn so dua (verified) nko ara de. Ma wɔnsi wo so dua kane.',
    notEnoughCredits: 'Wonni boost credits a ɛdɔɔso mma nneɛma yi.',
    activeOnly: 'Nneɛma a ɛwɔ dwa so (active) nko ara na wobetumi aboost.',
  },
};

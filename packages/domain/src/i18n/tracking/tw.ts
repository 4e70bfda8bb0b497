// Twi texts of the public tracking page.
import type { CatalogShape } from '../types.ts';
import type { enTracking } from './en.ts';

export const twTracking: CatalogShape<typeof enTracking> = {
  tracking: {
    title: 'Hwɛ sɛdeɛ adeɛ no rekɔ',
    heading: 'Akwantuo #{{number}}',
    from: 'Efi {{shop}}',
    rider: 'Wo rider',
    noRider: 'Rider bi bɛpene so ntɛm.',
    progress: 'Baabi a adu',
    steps: {
      requested: 'Wɔafrɛ rider',
      accepted: 'Rider apene so',
      picked_up: 'Wɔafa',
      delivered: 'Wɔde aba',
      completed: 'Awie',
      cancelled: 'Wɔagyae',
    },
    notYet: 'Ɛnnya',
    current: 'Seesei',
    codeHint: 'Sɛ rider no ba a, ma no nɔma nnan a ɛwɔ wo WhatsApp nkra no mu.',
    autoRefresh: 'Krataafa yi yɛ ne ho foforɔ.',
    updated: 'Yɛyɛɛ no foforɔ {{time}}',
    cancelledText: 'Adetɔnfoɔ no agyae akwantuo yi. Sɛ wowɔ asɛmmisa a, bisa adetɔnfoɔ no.',
    doneText: 'Adeɛ no aba. Yɛda wo ase sɛ wode Dwa dii dwuma.',
    loading: 'Yɛreyi akwantuo no…',
    loadError: 'Yɛantumi anyi akwantuo no.',
    retry: 'San bɔ mmɔden',
    notFoundTitle: 'Yɛanhunu akwantuo no',
    notFound: 'Yɛanhunu akwantuo yi. Hwɛ link a ɛwɔ wo WhatsApp nkra no mu.',
    home: 'Kɔ Dwa',
  },
};

// Twi texts of paying with mobile money.
import type { CatalogShape } from '../types.ts';
import type { enPayments } from './en.ts';

export const twPayments: CatalogShape<typeof enPayments> = {
  payments: {
    creditOne: 'credit 1',
    creditMany: 'credits {{count}}',
    dayOne: 'da 1',
    dayMany: 'nnafua {{count}}',
    productOne: 'adeɛ 1',
    productMany: 'nneɛma {{count}}',
    dialog: {
      close: 'To mu',
      verificationPrice: '{{price}} ma nnafua {{days}}',
      proPrice: '{{price}} ma ɔsram baako',
      verificationBenefitsTitle: 'Deɛ wobɛnya',
      packsLegend: 'Yi boɔ kuo bi',
      perCredit: '{{price}} credit biara',
      network: 'Mobile money network a wode di dwuma',
      chooseNetwork: 'Yi network no',
      phone: 'Mobile money nɔma',
      phoneHint: 'Sika tua nkra no bɛkɔ nɔma yi so.',
      pay: 'Tua {{price}}',
      starting: 'Sika tua no rehyɛ aseɛ…',
      cancel: 'Gyae',
      startFailed: 'Sika tua no antumi anhyɛ aseɛ.',
      pendingTitle: 'Pene sika tua nkra no so wɔ wo fon so',
      pendingText:
        'Dwa abisa {{phone}} ({{network}}) {{price}}. Fa wo mobile money PIN hyɛ fon no so na pene so.',
      waiting: 'Yɛretwɛn sɛ wobɛpene so…',
      openPrompt: 'Bue sika tua nkra no',
      simulatorNote:
        'Sɔhwɛ kwan so: sika ankasa biara nkɔ baabiara. Sika tua nkra no bɛbue wɔ tab foforɔ mu sɛ wo fon.',
      voucherTitle: 'Hyɛ wo Telecel Cash voucher no',
      voucherText:
        'Frɛ *110#, yi Make Payments, afei Generate Voucher, na kyerɛw voucher a ɛwɔ nɔma 6 no wɔ ha.',
      voucher: 'Voucher no',
      submitVoucher: 'Si voucher no so dua',
      submittingVoucher: 'Ɛresi so dua…',
      voucherFailed: 'Wɔannye voucher no.',
      checkFailed: 'Yɛantumi anhwɛ sika tua no. Ebia wo intanɛt atwa.',
      failedTitle: 'Sika tua no anyɛ yie',
      tryAgain: 'San bɔ mmɔden',
      nothingCharged: 'Yɛannye sika biara, na biribiara nsesaeɛ wɔ wo sotɔɔ so.',
    },
    failure: {
      declined: 'Wɔpoo sika tua no wɔ fon no so.',
      insufficient_funds: 'Sika a ɛwɔ mobile money wallet no mu nnɔɔso.',
      timeout: 'Obiara amfa ne bere so ampene sika tua no so.',
      provider: 'Mobile money network no antumi anwie sika tua no.',
    },
    toasts: {
      verification: 'Wɔahwɛ wo so yie!',
      pro: 'Woakɔ Pro so!',
      creditsOne: 'Sika no aba: yɛde boost credit 1 aka ho.',
      creditsMany: 'Sika no aba: yɛde boost credits {{count}} aka ho.',
      failed: 'Sika tua no anyɛ yie',
    },
    pro: {
      name: 'Dwa Pro nhyehyɛeɛ',
      price: '{{price}} ɔsram biara',
      benefitsTitle: 'Deɛ Pro de ma wo',
      benefits: {
        boosts: 'Boost a ɛnni ano (nea ɛfata: nneɛma {{limit}} pɛ na wobɛtumi aboost prɛko)',
        analytics: 'Akontabuo a ɛkɔ akyiri',
        featured: 'Wo sotɔɔ bɛda adi wɔ baabi a ɛho hia',
        priority: 'Wo nneɛma bɛdi kan wɔ nkyerɛwee mu',
      },
    },
    credits: {
      title: 'Wo boost credits',
      balance: 'Wowɔ boost credits {{credits}}.',
      intro: 'Credits na wode tua boost: sɛ boost no kyɛ a, ɛgye credits pii.',
      buy: 'Tɔ boost credits',
      packs: 'Boɔ kuo fi {{price}} so.',
    },
    boost: {
      daysLegend: 'Ɛbɛkyɛ sɛn',
      cost: '{{cost}} adeɛ biara',
      free: 'Ɛyɛ kwa wɔ Pro mu',
      cannotAfford: 'Credits no nnɔɔso',
      summary: 'Ma {{products}} so {{length}}: ɛbɛgye {{cost}}.',
      summaryPro: 'Ma {{products}} so {{length}}: ɛyɛ kwa wɔ Pro mu.',
      rules:
        'Boost de adeɛ di kan wɔ nkyerɛwee mu a Boosted wɔ ho kosi sɛ ɛbɛba awieeɛ. Credit biara bo yɛ {{price}}, na ɛso te wɔ boɔ kuo akɛseɛ mu.',
      proLimit: 'Wɔ Pro mu no, wobɛtumi aboost nneɛma {{limit}} prɛko.',
    },
    prompt: {
      title: 'Sika tua nkra',
      simulator:
        'Dwa sika tua sɔhwɛ: kratafa yi gyina hɔ ma mobile money nkra a ɛba deɛ ɔtua sika no fon so. Sika ankasa biara nkɔ baabiara.',
      asks: '{{merchant}} pɛ {{amount}} firi {{phone}} ({{network}})',
      pin: 'Wo mobile money PIN',
      pinHint: 'Nɔma 4 biara yɛ adwuma wɔ sɔhwɛ yi mu.',
      approve: 'Pene so',
      decline: 'Po',
      sending: 'Ɛrekɔ…',
      testOutcomes: 'Sɔhwɛ nea ebefi mu aba:',
      insufficientFunds: 'Sika nnɔɔso',
      voucherText:
        'Telecel Cash voucher: di kan kyerɛw no wɔ Dwa so, na afei fa wo PIN pene so wɔ ha.',
      answered: {
        approve: 'Woapene so. Dwa bɛsi sika tua no so dua seisei ara; wobɛtumi ato tab yi mu.',
        decline: 'Woapo sika tua no.',
        insufficient_funds: 'Wobuaa sɛ wallet no mu sika nnɔɔso.',
      },
      status: {
        pending: 'Yɛretwɛn mmuaeɛ.',
        success: 'Sika tua yi awie.',
        failed: 'Sika tua yi ankɔ so.',
      },
      answerFailed: 'Wɔannye mmuaeɛ no.',
      loadFailed: 'Yɛantumi amfa sika tua yi amma.',
      notFound: 'Sika tua biara nni hɔ a ne reference ne yi.',
      retry: 'San bɔ mmɔden',
    },
  },
};

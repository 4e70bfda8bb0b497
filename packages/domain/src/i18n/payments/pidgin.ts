// Pidgin texts of paying with mobile money.
import type { CatalogShape } from '../types.ts';
import type { enPayments } from './en.ts';

export const pidginPayments: CatalogShape<typeof enPayments> = {
  payments: {
    /** Field messages of the voucher and the simulator's PIN (the schemas name these keys). */
    voucherInvalid: 'Put di voucher code wey get 6 numbers.',
    pinInvalid: 'Put your PIN wey get 4 numbers.',
    creditOne: '1 credit only',
    creditMany: '{{count}} credits dem',
    dayOne: '1 day only',
    dayMany: '{{count}} days dem',
    productOne: '1 tin',
    productMany: '{{count}} tins',
    dialog: {
      close: 'Close am',
      verificationPrice: '{{price}} for {{days}} days dem',
      proPrice: '{{price}} for one full month',
      verificationBenefitsTitle: 'Wetin you go get',
      packsLegend: 'Pick one pack',
      perCredit: '{{price}} for one credit',
      network: 'Mobile money network wey you dey use',
      chooseNetwork: 'Pick the network',
      phone: 'Mobile money number wey go pay',
      phoneHint: 'The payment prompt go enter dis number.',
      pay: 'Pay {{price}} now',
      starting: 'Payment dey start…',
      cancel: 'Leave am',
      startFailed: 'The payment no fit start.',
      pendingTitle: 'Approve the payment prompt for your phone',
      pendingText:
        'Dwa don ask {{phone}} ({{network}}) for {{price}}. Put your mobile money PIN for the phone make you approve am.',
      waiting: 'We dey wait make you approve…',
      openPrompt: 'Open the payment prompt now',
      simulatorNote:
        'Test mode: no real money dey move. The payment prompt go open for new tab, e dey stand for your phone.',
      voucherTitle: 'Put your Telecel Cash voucher',
      voucherText:
        'Dial *110#, pick Make Payments, then Generate Voucher, come type the 6-digit voucher for here.',
      voucher: 'Your voucher',
      submitVoucher: 'Confirm the voucher',
      submittingVoucher: 'E dey confirm…',
      voucherFailed: 'Dem no accept the voucher.',
      checkFailed: 'We no fit check the payment. Maybe your network cut.',
      failedTitle: 'Payment no work',
      tryAgain: 'Try am again',
      nothingCharged: 'We no take any money and nothing change for your shop.',
      providerSays: 'Message from the mobile money people:',
      heldTitle: 'We dey check dis payment',
      heldText:
        'Mobile money send us dis payment for way wey no add up, so person for Dwa go check am before anything change for your shop. No pay again; we go contact you.',
    },
    history: {
      title: 'Money wey you pay Dwa',
      empty: 'You never pay anything yet.',
      loadFailed: 'We no fit load your payments.',
      verification: 'Verification wey you pay for',
      pro: 'Pro for one month',
      credits: '{{count}} boost credits wey you buy',
      receipt: 'Receipt paper',
      status: {
        pending: 'E dey wait for you to approve',
        success: 'You don pay',
        failed: 'E no work',
        held: 'We dey check am',
      },
    },
    failure: {
      declined: 'Dem decline the payment for the phone.',
      insufficient_funds: 'Money wey dey the mobile money wallet no reach.',
      timeout: 'Nobody approve the payment on time.',
      provider: 'The mobile money network no fit finish the payment.',
    },
    toasts: {
      verification: 'You don get verified!',
      pro: 'You don go Pro!',
      creditsOne: 'Payment don land: we don add 1 boost credit.',
      creditsMany: 'Payment don land: we don add {{count}} boost credits.',
      failed: 'Payment no work',
    },
    pro: {
      name: 'Dwa Pro plan',
      price: '{{price}} every month',
      benefitsTitle: 'Wetin Pro go give you',
      benefits: {
        boosts: 'Boost as you like (fair use: reach {{limit}} tins wey dey boost at the same time)',
        analytics: 'Better analytics wey go deep',
        featured: 'Your shop go show for special place',
        priority: 'Your tins go show first for list',
      },
    },
    credits: {
      title: 'Your boost credits',
      balance: 'You get {{credits}} boost credits.',
      intro:
        'Na credits you dey take pay for boost: as the boost long reach, na so e go use more credits.',
      buy: 'Buy boost credits now',
      packs: 'Packs start from {{price}}.',
    },
    boost: {
      daysLegend: 'How long e go last',
      cost: '{{cost}} for each tin',
      free: 'E free with Pro',
      cannotAfford: 'Credits no reach',
      summary: 'Boost {{products}} for {{length}}: e go use {{cost}}.',
      summaryPro: 'Boost {{products}} for {{length}}: e free with Pro.',
      rules:
        'Boost go put your tin first for list with Boosted label till e finish. One credit na {{price}}, e cheap pass for bigger packs.',
      proLimit: 'With Pro, you fit boost reach {{limit}} tins at the same time.',
    },
    prompt: {
      title: 'Payment prompt for phone',
      simulator:
        'Dwa payment simulator: dis page dey stand for the mobile money prompt wey dey show for the payer phone. No real money dey move.',
      asks: '{{merchant}} want {{amount}} from {{phone}} ({{network}})',
      pin: 'Your mobile money PIN',
      pinHint: 'Any 4 numbers go work for the simulator.',
      approve: 'Approve am',
      decline: 'Decline am',
      sending: 'E dey send…',
      testOutcomes: 'Test wetin go happen:',
      insufficientFunds: 'Money no reach',
      voucherText:
        'Telecel Cash voucher: first type am for Dwa, then approve for here with your PIN.',
      voucherWaiting: 'Di PIN question go show for here when Dwa don get di voucher.',
      answered: {
        approve: 'You don approve. Dwa go confirm the payment small time; you fit close dis tab.',
        decline: 'You don decline the payment.',
        insufficient_funds: 'You answer say money no reach for the wallet.',
      },
      status: {
        pending: 'We dey wait for answer.',
        success: 'Dis payment don complete.',
        failed: 'Dis payment no go through.',
        held: 'Dwa dey check dis payment.',
      },
      answerFailed: 'Dem no take the answer.',
      loadFailed: 'We no fit load dis payment.',
      notFound: 'No payment dey with dis reference.',
      retry: 'Try am again',
    },
  },
};

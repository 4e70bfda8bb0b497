// English texts of paying with mobile money (issue 15): the pay dialog (verification, Pro, boost
// credits), what a boost costs, the one list of Pro benefits, and the simulator's phone prompt
// (/pay/:reference). Part of `en`; the web adds them with the seller screens, the content pages
// (the Pro benefits) and the prompt page. The spec's toasts are kept as written.
export const enPayments = {
  payments: {
    /** Counts the texts below build on. */
    creditOne: '1 credit',
    creditMany: '{{count}} credits',
    dayOne: '1 day',
    dayMany: '{{count}} days',
    productOne: '1 product',
    productMany: '{{count}} products',
    dialog: {
      close: 'Close',
      verificationPrice: '{{price}} for {{days}} days',
      proPrice: '{{price}} for one month',
      verificationBenefitsTitle: 'What you get',
      packsLegend: 'Choose a pack',
      perCredit: '{{price}} per credit',
      network: 'Mobile money network',
      chooseNetwork: 'Choose the network',
      phone: 'Mobile money number',
      phoneHint: 'The payment prompt goes to this number.',
      pay: 'Pay {{price}}',
      starting: 'Starting the payment…',
      cancel: 'Cancel',
      startFailed: 'The payment could not start.',
      pendingTitle: 'Approve the payment prompt on your phone',
      pendingText:
        'Dwa asked {{phone}} ({{network}}) for {{price}}. Enter your mobile money PIN on the phone to approve it.',
      waiting: 'Waiting for your approval…',
      openPrompt: 'Open the payment prompt',
      simulatorNote:
        'Test mode: no real money moves. The payment prompt opens in a new tab in place of your phone.',
      voucherTitle: 'Enter your Telecel Cash voucher',
      voucherText:
        'Dial *110#, choose Make Payments, then Generate Voucher, and type the 6-digit voucher here.',
      voucher: 'Voucher',
      submitVoucher: 'Confirm voucher',
      submittingVoucher: 'Confirming…',
      voucherFailed: 'The voucher was not accepted.',
      checkFailed: 'We could not check the payment. Your connection may have dropped.',
      failedTitle: 'Payment failed',
      tryAgain: 'Try again',
      nothingCharged: 'Nothing was charged and nothing changed on your shop.',
    },
    failure: {
      declined: 'The payment was declined on the phone.',
      insufficient_funds: 'There is not enough money in the mobile money wallet.',
      timeout: 'Nobody approved the payment in time.',
      provider: 'The mobile money network could not complete the payment.',
    },
    toasts: {
      verification: 'Verification successful!',
      pro: 'Upgraded to Pro!',
      creditsOne: 'Payment received: 1 boost credit added.',
      creditsMany: 'Payment received: {{count}} boost credits added.',
      failed: 'Payment failed',
    },
    pro: {
      name: 'Dwa Pro',
      price: '{{price}} a month',
      benefitsTitle: 'What Pro gives you',
      benefits: {
        boosts: 'Unlimited boosts (fair use: up to {{limit}} products boosted at once)',
        analytics: 'Advanced analytics',
        featured: 'Featured shop placement',
        priority: 'Priority listing',
      },
    },
    credits: {
      title: 'Boost credits',
      balance: 'You have {{credits}} boost credits.',
      intro: 'Credits pay for boosts: the longer a boost lasts, the more credits it uses.',
      buy: 'Buy boost credits',
      packs: 'Packs from {{price}}.',
    },
    boost: {
      daysLegend: 'How long',
      cost: '{{cost}} a product',
      free: 'Free with Pro',
      cannotAfford: 'Not enough credits',
      summary: 'Boost {{products}} for {{length}}: uses {{cost}}.',
      summaryPro: 'Boost {{products}} for {{length}}: free with Pro.',
      rules:
        'A boost puts a product first in listings with a Boosted label until it ends. Credits cost {{price}} each, less in bigger packs.',
      proLimit: 'With Pro, up to {{limit}} products can be boosted at once.',
    },
    prompt: {
      title: 'Payment prompt',
      simulator:
        "Dwa's payment simulator: this page stands in for the mobile money prompt on the payer's phone. No real money moves.",
      asks: '{{merchant}} wants {{amount}} from {{phone}} ({{network}})',
      pin: 'Mobile money PIN',
      pinHint: 'Any 4 digits work in the simulator.',
      approve: 'Approve',
      decline: 'Decline',
      sending: 'Sending…',
      testOutcomes: 'Test outcomes:',
      insufficientFunds: 'Insufficient funds',
      voucherText: 'Telecel Cash voucher: type it into Dwa first, then approve here with your PIN.',
      answered: {
        approve: 'Approved. Dwa confirms the payment in a moment; you can close this tab.',
        decline: 'You declined the payment.',
        insufficient_funds: 'Answered as a wallet without enough money.',
      },
      status: {
        pending: 'Waiting for an answer.',
        success: 'This payment is complete.',
        failed: 'This payment did not go through.',
      },
      answerFailed: 'The answer was not taken.',
      loadFailed: 'We could not load this payment.',
      notFound: 'There is no payment with this reference.',
      retry: 'Try again',
    },
  },
} as const;

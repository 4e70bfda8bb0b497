// Asante Twi texts of the server (errors, WhatsApp). Brand names and numbers stay as they are.
import { twServerAdminAnalytics } from './admin-analytics/tw.ts';
import { twServerAdminModeration } from './admin-moderation/tw.ts';
import { twServerAdminRiders } from './admin-riders/tw.ts';
import { twServerAdminSettings } from './admin-settings/tw.ts';
import { twServerAdminWhatsApp } from './admin-whatsapp/tw.ts';
import type { ServerCatalog } from './en.ts';
import { twServerOrders } from './orders/tw.ts';

export const twServer: ServerCatalog = {
  seo: { shopDescription: 'Tɔ nneɛma wɔ Dwa so, na kasa kyerɛ adetɔnfoɔ no wɔ WhatsApp so.' },
  noscript: {
    needsJavaScript:
      'Krataafa yi hia JavaScript. Bue JavaScript wɔ wo browser no mu, anaa bue krataafa yi wɔ browser foforɔ mu.',
    signInNeedsJavaScript:
      'Sɛ wobɛwura mu a, ɛhia JavaScript. Bue JavaScript wɔ wo browser no mu, anaa bue krataafa yi wɔ browser foforɔ mu na woawura mu.',
    publicPages: 'Wobɛtumi akenkan nneɛma, nsotɔɔ ne mmoa nsɛm a JavaScript nni hɔ:',
    home: 'Kɔ Dwa fie krataafa no so',
  },
  errors: {
    /** What an admin's role may not do (decision 041). */
    admin: { roleForbidden: 'Wo admin dibea no mma wo kwan sɛ woyɛ yei.' },
    adminAnalytics: twServerAdminAnalytics,
    adminModeration: twServerAdminModeration,
    adminRiders: twServerAdminRiders,
    adminWhatsApp: twServerAdminWhatsApp,
    adminSettings: twServerAdminSettings,
    orders: twServerOrders.errors,
    codes: {
      bad_request: 'Yɛntumi nkenkan abisadeɛ no.',
      validation_failed: 'Nsɛm a wohyɛɛ mu no bi nteɛ.',
      unauthorized: 'Mesrɛ wo, kɔ mu kane.',
      forbidden: 'Wɔmma ho kwan.',
      not_found: 'Yɛanhunu.',
      conflict: 'Biribi asesa wɔ mu bere yi. San bue krataafa no na bɔ mmɔden bio.',
      unsupported_media_type: 'Yɛnnye saa nneɛma yi wɔ ha.',
      payload_too_large: 'Deɛ wode amena no so dodo.',
      rate_limited: 'Abisadeɛ no adɔɔso. Mesrɛ wo, akyire yi bɔ mmɔden bio.',
      invalid_credentials: 'Fon nɔma anaa password no nteɛ.',
      invalid_code: 'OTP no nteɛ',
      too_many_attempts: 'Woabɔ mmɔden mpɛn pii dodo. Akyire yi bɔ mmɔden bio.',
      locked: 'Mmɔden no adu ne awieeɛ. Yɛato akawnt no mu ama ahobanbɔ.',
      password_change_required: 'Sesa wo password ansa na woayɛ biribi foforɔ.',
      photo_too_large: 'Mfonini no so sen 10 MB.',
      not_an_image: 'Saa fael yi nyɛ mfonini a yɛbɛtumi akenkan.',
      photo_too_many_pixels: 'Mfonini no so dodo (ɛboro megapixel 40).',
      verification_required: 'Boost yɛ ma adetɔnfoɔ a wɔagye wɔn atom. Ma wɔnnye wo ntom kane.',
      not_enough_credits: 'Wonni boost credit a ɛdɔɔso.',
      account_suspended: 'Wɔato wo sotɔɔ no mu. Mesrɛ wo, frɛ Dwa mmoa.',
      service_unavailable: 'Saa adwuma yi nni hɔ seesei. Mesrɛ wo, ɛnkyɛ na bɔ mmɔden bio.',
      internal: 'Biribi asɛe wɔ yɛn fam.',
    },
    request: {
      malformedJson: 'JSON a wode mae no nteɛ.',
      emptyJson: 'Abisadeɛ no mu nni hwee.',
      badMultipart: 'Deɛ wode amena no antwa anaa ɛnteɛ. Mesrɛ wo, san fa bra bio.',
      uriTooLong: 'Address no ware dodo.',
      headersTooLarge: 'Abisadeɛ no headers so dodo.',
      crossSite: 'Yɛnnye abisadeɛ a ɛfiri wɛbsaet foforɔ so.',
      noApiRoute: 'API kwan a ɛte saa nni hɔ.',
      webNotBuilt: 'Wɔnnyɛɛ web app no nwieeɛ. Yɛ `npm run build`.',
      productForm: 'Fa adeɛ no mena sɛ multipart/form-data: field "product" ne fael "photos" no.',
      photoForm: 'Fa mfonini no mena sɛ multipart/form-data wɔ field "photo" mu.',
    },
    notFound: {
      product: 'Adeɛ a ɛte saa nni hɔ.',
      seller: 'Adetɔnfoɔ a ɔte saa nni hɔ.',
      shop: 'Sotɔɔ a ɛte saa nni hɔ.',
      upload: 'Upload a ɛte saa nni hɔ.',
      payment: 'Sika tua a ɛte saa nni hɔ.',
      receipt: 'Resiit a ɛte saa nni hɔ.',
      file: 'Fael a ɛte saa nni hɔ.',
      products: 'Yɛanhunu nneɛma no bi.',
    },
    limits: {
      signIn: 'Woabɔ mmɔden sɛ wobɛkɔ mu mpɛn pii dodo. Akyire yi bɔ mmɔden bio.',
      codes: 'Woabisa code pii dodo. Akyire yi bɔ mmɔden bio.',
      codeCooldown: 'Twɛn sɛkɛnse kakra ansa na woabisa code foforɔ.',
      deliveries: 'Woabisa akwantuo mpɛn pii dodo. Akyire yi bɔ mmɔden bio.',
      productSaves: 'Woakora nneɛma mpɛn pii dodo. Akyire yi bɔ mmɔden bio.',
      receipts: 'Woabisa resiit pii dodo. Akyire yi bɔ mmɔden bio.',
      contact: 'Nkrasɛm no adɔɔso. Akyire yi bɔ mmɔden bio.',
      photoSearches: 'Woahwehwɛ mfonini mpɛn pii dodo. Akyire yi bɔ mmɔden bio.',
    },
    accounts: {
      sellerPhoneTaken: 'Adetɔnfoɔ akawnt wɔ saa fon nɔma yi so dada. Kɔ mu mmom.',
      riderPhoneTaken: 'Rider akawnt wɔ saa WhatsApp nɔma yi so dada. Kɔ mu mmom.',
      invalidSellerLogin: 'Fon nɔma anaa password no nteɛ.',
      invalidAdminLogin: 'Nsɛm a wode kɔɔ mu no nteɛ',
      resetFailed: 'Yɛantumi ansesa. Hwɛ wo code no yie na bɔ mmɔden bio.',
      currentPasswordWrong: 'Password a wode di dwuma seesei no nteɛ.',
      passwordReused: 'Yi password a wonnyaa ndi dwuma wɔ ha da.',
      phoneInUse: 'Adetɔnfoɔ foforɔ de saa nɔma yi di dwuma dada.',
    },
    photos: {
      oneTooLarge: 'Mfonini baako so sen 10 MB.',
      notOfProduct: 'Mfonini baako nyɛ saa adeɛ yi dea.',
    },
    whatsapp: {
      verifyRefused: 'Token a ɛkyerɛ sɛ ɛyɛ yɛn dea no nhyia.',
      badSignature: 'WhatsApp nnyɛɛ saa abisadeɛ yi nsaano.',
    },
    fields: {
      controlCharacters: 'Nkyerɛwdeɛ bi a wɔmma ho kwan wɔ ha.',
    },
    boosts: {
      activeOnly: 'Nneɛma a ɛwɔ dwumadie mu nko ara na wɔtumi boost.',
      proLimit:
        'Pro tumi boost nneɛma pii bere koro mu, nanso eyi boro ano. Gyae boost baako kan, anaa boost kakra.',
    },
    payments: {
      alreadyPending: 'Sika tua a ɛfa eyi ho retwɛn sɛ wopene so wɔ wo fon so dedaw.',
      unknownReference: 'Sika tua a ɛte saa nni hɔ.',
      voucherInvalid: 'Voucher code no nyɛ papa. Hwɛ na san bɔ mmɔden.',
      notWaitingForVoucher: 'Sika tua yi ntwɛn voucher biara.',
      providerUnavailable:
        'Mobile money nnye so seesei. Wɔntwee sika biara; mesrɛ wo san bɔ mmɔden simma kakra akyi.',
      paymentsUnavailable:
        'Wontumi mfa mobile money ntua sika wɔ Dwa so seesei. Wɔntwee sika biara. Yɛaka akyerɛ yɛn adwumayɛfoɔ na wɔresiesie; mesrɛ wo, akyiri yi san bɔ mmɔden.',
      answered: 'Wɔama sika tua yi mmuae dedaw.',
      badSignature: 'Yentumi nhwɛ sika tua nkra no mu.',
    },
    payouts: {
      notFound: 'Sika tua a ɛte saa nni hɔ.',
      noWallet: 'Kora wo mobile money wallet ansa na woabisa sika tua.',
      decided: 'Wɔapene sika tua yi so anaa wɔapo dada.',
    },
    deliveries: {
      riderNotFound: 'Rider a ɔte saa nni hɔ.',
      notFound: 'Adwuma a ɛte saa nni hɔ.',
      alreadyTaken: 'Obi afa adwuma no dada',
      offline: 'Bue wo ho (online) ansa na woagye adwuma.',
      unverified: 'Wie wo nhwehwɛmu ansa na woagye adwuma.',
      outsideZone: 'Adwuma yi nni mantam a wowɔ mu.',
      moved: 'Adwuma yi atu mpɔn fi bere a wobuei. San bue hwɛ baabi a ɛduru.',
      codeLocked: 'Nɔma a ɛnyɛ no adɔɔso. Twa adeɛ no ne nea ɔgye no mfonini mmom.',
      photoNotAllowed:
        'Yɛgye mfonini sɛ adansedeɛ bere a nɔma a ɛnyɛ aba mprɛ 5 akyi nkutoo. Bisa nea ɔgye adeɛ no nɔma no.',
      cannotCancel: 'Sɛ rider no afa adeɛ no a, wontumi nnyae adwuma no.',
      productNotYours: 'Yi wo ankasa wo nneɛma no baako.',
    },
    riders: {
      photo: {
        tooLarge: 'Mfonini no so sene 10 MB.',
        notImage: 'Saa fael yi nyɛ mfonini. Yi JPEG, PNG, WebP anaa HEIC mfonini.',
        tooManyPixels: 'Mfonini no pixels dɔɔso (ɛboro megapixels 40). Yi deɛ ɛyɛ ketewa.',
        missing: 'Di kan yi mfonini.',
      },
    },
    uploads: {
      decided: 'Wɔde saa upload yi adi dwuma dada anaa wɔapo.',
    },
    receipts: {
      answered: 'Wɔagye saa resiti yi ato mu dada anaa wɔapo.',
    },
    notifications: {
      outsideWindow:
        'Saa nɔma yi nkyerɛwee Dwa nnɔnhwerew 24 a atwam yi mu, enti WhatsApp de templates a wɔapene so nko ara na ɛbɛma no. Bue WhatsApp link no na fi wo ankasa wo fon so kyerɛw no.',
      templateTitle: 'Ma template no din a ne nkyerɛwde dodoɔ yɛ 1 kosi 60.',
      templateMessage: 'Kyerɛw nkra a ne nkyerɛwde dodoɔ yɛ 1 kosi 1,024.',
      templatePlaceholder:
        'Fa placeholders a saa nkra yi wɔ no nko ara di dwuma, wɔ braces baako mu, te sɛ {seller_name}.',
      templateName:
        'WhatsApp template din wɔ nkyerɛwde nketewa, nɔma ne _ nko ara (anaa gyae no hɔ kwa).',
      noChange: 'Sesa biribi baako pɛ koraa.',
      manualMessage: 'Kyerɛw nkra a ne nkyerɛwde dodoɔ yɛ 1 kosi 4,096.',
      template: 'Template a ɛte saa nni hɔ.',
    },
  },
  whatsapp: {
    orders: twServerOrders.whatsapp,
    delivery: {
      riderNewJob:
        'Adwuma foforɔ bi bɛn wo: *#{{number}}* · {{zone}}\n{{pickup}} → {{dropoff}}\nWobɛnya {{earning}}\nSoma *accept {{number}}* na fa.',
      riderCancelled: 'Adetɔnfoɔ no agyae adwuma #{{number}}: {{reason}}. Ɛnhia sɛ wokɔfa.',
      riderCompleted:
        'Adwuma #{{number}} awie. {{amount}} wɔ wo Dwa wallet mu. Yɛbɛtua wo sika no nnansa yi ara.',
      recipientCancelled:
        'Wɔagyae wo Dwa adeɛ a efi {{shop}} no: rider biara mmɛba, na nɔma a wɔde maa wo no nni ho hia bio. Sɛ wowɔ asɛmmisa a, bisa {{shop}}.',
      recipientCode:
        "Wo Dwa adeɛ a efi {{shop}} reba. Sɛ adeɛ no du wo nkyɛn a, ma rider no nɔma yi: {{code}}. Di n'akyi wɔ ha: {{link}}",
    },
    bot: {
      ...twServerOrders.bot,
      helpSeller:
        'Akwaaba, {{name}}! Sɛ wopɛ sɛ wode adeɛ to dwa so a, fa ne mfonini ne ne din ne ne boɔ brɛ me, te sɛ: Kente ntoma yaad 6 GHS 450. Mɛkyerɛ wo deɛ makenkan ansa na ɛbɛda adi.\n\nNsɛm a wobɛtumi de ahyɛ: *my products* · *language* · *help*',
      helpBuyer:
        'Akwaaba wɔ Dwa! Ka deɛ wohwehwɛ kyerɛ me, te sɛ *kente* anaa *phone under 1500 in Kumasi*, anaa fa ne mfonini brɛ me, na mɛhwehwɛ ama wo wɔ Dwa so.\n\nWopɛ sɛ wotɔn? Kyerɛw *sell*. Sesa kasa: *language*.',
      helpRider:
        'Maakye {{name}}! Wobɛtumi ayɛ wo adwuma afi ha. Kyerɛw:\n*jobs* · adwuma foforɔ a ɛbɛn wo ne wo deɛ\n*accept 12* · fa adwuma 12\n*picked 12* · woafa adeɛ no\n*delivered 12 4821* · ka nea ɔgye adeɛ no nɔma ho\n*online* / *offline*\n*earnings* · ɛnnɛ sika ne wo wallet\n*language* · *help*\nWo rider dashboard: {{link}}',
      riderJobsTitle: 'Adwuma foforɔ a ɛbɛn wo:',
      riderJobItem: '*#{{number}}* · {{zone}}\n{{pickup}} → {{dropoff}}\nWobɛnya {{earning}}',
      riderJobsHint: 'Sɛ wopɛ baako a, kyerɛw *accept* ne ne nɔma, te sɛ *accept {{number}}*.',
      riderJobsMore: 'Adwuma foforɔ bi aka wɔ app no mu: {{link}}',
      riderJobsNone: 'Adwuma foforɔ biara nni wo mantam mu seesei. San kyerɛw *jobs* akyiri yi.',
      riderJobsOffline:
        'Woadum wo ho (offline), enti menkyerɛ adwuma foforɔ biara. Kyerɛw *online* na hwɛ adwuma a ɛbɛn wo.',
      riderActiveTitle: 'Wo adwuma:',
      riderActiveMore: 'Wo adwuma a aka no wɔ app no mu: {{link}}',
      riderActiveItem: '*#{{number}}* · {{status}}\n{{pickup}} → {{dropoff}}\n{{next}}',
      riderNextPickUp: 'Woafa adeɛ no? Kyerɛw *picked {{number}}*.',
      riderNextDeliver:
        'Sɛ woduru ɛpono ano a, kyerɛw *delivered {{number}}* ne nea ɔgye adeɛ no nɔma.',
      riderNextConfirm: 'Yɛretwɛn sɛ ɔtɔnfoɔ no bɛgye ato mu.',
      riderPlace: '{{place}} ({{landmark}})',
      riderAccepted:
        'Woagye adwuma no! #{{number}} yɛ wo deɛ.\nFa firi: {{pickup}}\nFa kɔ: {{dropoff}}\nNea ɔgye: {{recipient}} · {{phone}}\nSɛ wofa adeɛ no a, kyerɛw *picked {{number}}*.',
      riderNote: 'Nkaeɛ: {{note}}',
      riderPickedUp:
        'Woafa adeɛ no! Fa #{{number}} kɔ {{dropoff}}. Bisa {{recipient}} nɔma 4 no na kyerɛw no te sɛ *delivered {{number}} 1234*.',
      riderDelivered:
        'Wode adeɛ no akɔma! #{{number}} awie. Wobɛnya {{earning}} sɛ ɔtɔnfoɔ no gye to mu, anaa nnɔnhwerew 24 akyi.',
      riderOnline: 'Woabue wo ho (online). Kyerɛw *jobs* na hwɛ adwuma foforɔ a ɛbɛn wo.',
      riderOffline: 'Woadum wo ho (offline). Adwuma foforɔ biara mma kosi sɛ wobɛkyerɛw *online*.',
      riderEarnings:
        'Ɛnnɛ sika a wonyaeɛ: {{today}}\nWo wallet mu sika: {{balance}}\nWo rider dashboard: {{link}}',
      riderAskNumber: 'Adwuma bɛn? Kyerɛw ahyɛdeɛ no ne adwuma no nɔma, te sɛ *{{example}}*.',
      riderAskCode:
        'Kyerɛw nea ɔgye adeɛ no nɔma 4 no wɔ adwuma no nɔma akyi, te sɛ *delivered {{number}} 1234*.',
      riderGoOnline: 'Kyerɛw *online*, na san kyerɛw *accept {{number}}*.',
      riderVerify: 'Wo rider dashboard: {{link}}',
      riderCodeAgain:
        'Hwɛ nɔma a ɛwɔ nea ɔgye adeɛ no nkra mu, na san kyerɛw *delivered {{number}}* ne no.',
      riderCodeLocked:
        'Nɔma a ɛnyɛ no adɔɔso ama #{{number}}. Wie no wɔ app no mu: twa adeɛ no ne nea ɔgye no mfonini: {{link}}',
      riderMoved:
        'Adwuma #{{number}} nni saa anammɔn no so bio. Kyerɛw *jobs* na hwɛ baabi a wo adwuma duru.',
      summary:
        '{{title}}\nBoɔ: {{price}}\nMfonini: {{photos}}\nNkyekyɛmu: {{category}}{{delivery}}\n\nMemfa nto Dwa so?',
      summaryDelivery: '\nYɛde kɔma wo wɔ: {{areas}}',
      summaryDeliveryAnywhere: '\nYɛde kɔma wo: aane',
      summaryDeliveryFee: '\nKɔma ho ka: {{fee}}',
      summaryDeliveryFree: '\nKɔma ho ka: kwa',
      confirmPrice: '"{{title}}" boɔ yɛ {{price}}? Mia Aane, anaa fa ne boɔ pa brɛ me.',
      priceYes: 'Aane',
      priceNo: 'Daabi',
      untitled: '(ɛnni din biara)',
      askCaption:
        'Mannya mfonini {{photos}}. Afei fa adeɛ no din ne ne boɔ brɛ me, sɛ: Kente ntoma yaadi 6 GHS 450.',
      askPrice: '"{{title}}" yɛ sɛn? San kyerɛw ne boɔ, te sɛ 450 anaa GHS 1,200.',
      priceRange: 'Mesrɛ wo, fa boɔ baako brɛ me, ɛnyɛ mmienu, te sɛ 450.',
      priceUnreadable: 'Mantumi ankenkan saa boɔ no. Kyerɛw no te sɛ 450 anaa GHS 1,200.',
      tooManyPhotos: 'Adeɛ baako gye mfonini 8 pɛ: makora deɛ edi kan 8 no.',
      photoFailed:
        'Mantumi ammue saa mfonini no. Mesrɛ wo, san fa brɛ me sɛ mfonini (ɛnyɛ document).',
      published: 'Yɛde ato dwa so! "{{title}}" wɔ Dwa so seesei: {{link}}',
      cancelled: 'Yɛagyae: yɛamfa "{{title}}" anto dwa so.',
      editLink: 'Siesie "{{title}}" wɔ wɛbsaet no so, na fa to dwa so firi hɔ: {{link}}',
      decided: 'Wɔde saa adeɛ no ato dwa so dada anaa wɔagyae.',
      publish: 'Fa to dwa so',
      edit: 'Siesie wɔ web so',
      cancel: 'Gyae',
      myProductsTitle: 'Wo nneɛma a ɛyɛ foforɔ:',
      myProductsItem: '• {{title}} · {{price}}\n{{link}}',
      myProductsNone:
        'Wonni nneɛma biara wɔ dwa so. Fa mfonini ne din ne boɔ brɛ me na fa bi ka ho.',
      languageAsk: 'Yi wo kasa: kyerɛw *en* ma English, *tw* ma Twi anaa *pidgin* ma Pidgin.',
      languageSet: 'Yoo, mɛkyerɛw Twi akyerɛ wo.',
      resultsTitle: 'Deɛ mahunu ama "{{query}}":',
      photoResultsTitle: 'Nneɛma a ɛte sɛ wo mfonini no:',
      resultItem: '{{n}}. {{title}} · {{price}} · {{shop}}\n{{link}}',
      moreResults: 'Nea aka: {{link}}',
      noResults: 'Mennya hwee mmaa "{{query}}" ɛnnɛ. Sɔ nsɛmfua foforɔ hwɛ, anaa hwɛ Dwa: {{link}}',
      noPhotoResults:
        'Mennya biribi a ɛte sɛ wo mfonini no. Sɔ mfonini foforɔ anaa nsɛmfua kakra hwɛ.',
      sell: 'Tɔn wɔ Dwa so: bue wo sotɔɔ a wontua hwee wɔ ha {{link}}, na fa wo nneɛma mfonini brɛ me.',
      unsupported: 'Metumi akenkan nsɛm ne mfonini nko ara. Fa nsɛmfua kakra anaa mfonini brɛ me.',
      suspended: 'Yɛato wo sotɔɔ no mu, ɛno nti mentumi mfa nneɛma nto so. Mesrɛ wo, frɛ Dwa mmoa.',
      numberMove: {
        offer:
          'WhatsApp ka kyerɛɛ yɛn sɛ saa nɔma yi asi {{old}} ananmu, {{name}} nɔma wɔ Dwa so. Wopɛ sɛ yɛde akawnt no ba saa nɔma yi so? Mia *Fa bra ha* na mɛsoma code akɔ saa nɔma yi so de ahwɛ sɛ ɛyɛ wo: sɛ code no nni hɔ a, biribiara rentu. Ɛnyɛ wo dea? Mia *Ɛnyɛ me dea*.',
        moveButton: 'Fa bra ha',
        keepButton: 'Ɛnyɛ me dea',
        codeSent:
          'Masoma code a ɛwɔ nɔma 6 akɔ saa nɔma yi so. Fa brɛ me wɔ ha na yɛde akawnt no aba ha. Ne bere bɛsa simma {{minutes}} mu.',
        codeWrong:
          'Saa code no nteɛ. Hwɛ code nkrasɛm no na fa bio, anaa mia *Fa bra ha* na nya code foforɔ.',
        codeLocked: 'Code a ɛnteɛ dɔɔso dodo. Twɛn dɔnhwerew baako, na mia *Fa bra ha* bio.',
        codeWait: 'Mentumi nsoma code foforɔ seesei. Twɛn kakra, na mia *Fa bra ha* bio.',
        movedSeller:
          'Ayɛ! {{name}} de saa nɔma yi na ɛdi dwuma seesei. Fa saa nɔma yi ne wo password kɔ web so. Sɛ wo MoMo nɔma nso asesa a, sesa no wɔ Edit Shop mu.',
        movedRider:
          'Ayɛ! Wo rider akawnt de saa nɔma yi na ɛdi dwuma seesei: fi nnɛ fa yɛ sign in. Sɛ wo MoMo nɔma nso asesa a, sesa no wɔ wo rider profile mu.',
        kept: 'Yoo, biribiara antu. Saa nɔma yi ne {{name}} nni hwee yɛ.',
        closed:
          'Saa nsesaeɛ no mmue bio. Sɛ wopɛ sɛ wode akawnt bi kɔ nɔma foforɔ so a, mesrɛ wo, frɛ Dwa mmoa.',
        taken:
          'Dwa akawnt foforɔ de saa nɔma yi di dwuma dada, ɛno nti mentumi mfa {{name}} mmra ha. Mesrɛ wo, frɛ Dwa mmoa.',
      },
      outsideGhana:
        'Akwaaba! Dwa yɛ Ghana dwa, na saa WhatsApp nɔma yi som Ghana nɔma (+233) nko ara, ɛno nti mentumi mmoa wo wɔ ha. Wobɛtumi ahwɛ Dwa wɔ web so: {{link}}',
    },
    code: 'Wo Dwa code ne {{code}}. Ne bere bɛsa simma {{minutes}} mu. Mfa nkyerɛ obiara da.',
  },
};

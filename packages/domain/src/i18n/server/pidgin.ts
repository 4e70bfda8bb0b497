// Ghanaian Pidgin texts of the server (errors, WhatsApp).
import { pidginServerAdminAnalytics } from './admin-analytics/pidgin.ts';
import { pidginServerAdminModeration } from './admin-moderation/pidgin.ts';
import { pidginServerAdminRiders } from './admin-riders/pidgin.ts';
import { pidginServerAdminSettings } from './admin-settings/pidgin.ts';
import { pidginServerAdminWhatsApp } from './admin-whatsapp/pidgin.ts';
import type { ServerCatalog } from './en.ts';
import { pidginServerOrders } from './orders/pidgin.ts';

export const pidginServer: ServerCatalog = {
  seo: { shopDescription: 'Buy for Dwa and chat the seller for WhatsApp.' },
  noscript: {
    needsJavaScript:
      'Dis page need JavaScript. On JavaScript for your browser, or open di page for another browser.',
    signInNeedsJavaScript:
      'To sign in need JavaScript. On JavaScript for your browser, or open dis page for another browser make you sign in.',
    publicPages: 'You fit still read products, shops and help without am:',
    home: 'Go Dwa home page',
  },
  errors: {
    /** What an admin's role may not do (decision 041). */
    admin: { roleForbidden: 'Your admin role no fit do dis one.' },
    adminAnalytics: pidginServerAdminAnalytics,
    adminModeration: pidginServerAdminModeration,
    adminRiders: pidginServerAdminRiders,
    adminWhatsApp: pidginServerAdminWhatsApp,
    adminSettings: pidginServerAdminSettings,
    orders: pidginServerOrders.errors,
    codes: {
      bad_request: 'We no fit read wetin you send.',
      validation_failed: 'Some of the things you write no correct.',
      unauthorized: 'Abeg sign in first.',
      forbidden: 'You no get permission for dis one.',
      not_found: 'We no see am.',
      conflict: 'Something change for inside. Refresh the page make you try again.',
      unsupported_media_type: 'We no dey take dis kind thing for here.',
      payload_too_large: 'Wetin you send too big.',
      rate_limited: 'You don try too many times. Abeg try again later.',
      invalid_credentials: 'Phone number or password no correct.',
      invalid_code: 'OTP no correct',
      too_many_attempts: 'You don try too many times. Abeg try again later.',
      locked: 'You don reach the maximum tries. We lock the account for safety.',
      password_change_required: 'Change your password before you do anything.',
      photo_too_large: 'The photo pass 10 MB.',
      not_an_image: 'Dis file no be photo wey we fit read.',
      photo_too_many_pixels: 'Dis photo too big (e pass 40 megapixels).',
      verification_required: 'Na only verified sellers fit boost. Go get verified first.',
      not_enough_credits: 'Your boost credits no reach.',
      account_suspended: 'Dem don suspend your shop. Abeg call Dwa support.',
      service_unavailable: 'Dis service no dey work now. Abeg try again small time.',
      internal: 'Something spoil for our side.',
    },
    request: {
      malformedJson: 'The JSON wey you send no correct.',
      emptyJson: 'Nothing dey inside the request.',
      badMultipart: 'The upload cut or e no correct. Abeg send am again.',
      uriTooLong: 'The address too long.',
      headersTooLarge: 'The request headers too big.',
      crossSite: 'We no dey take request wey come from another website.',
      noApiRoute: 'Dis API route no dey.',
      webNotBuilt: 'Dem never build the web app. Run `npm run build`.',
      productForm:
        'Send the product as multipart/form-data: the field "product" plus the files "photos".',
      photoForm: 'Send the photo as multipart/form-data for the field "photo".',
    },
    notFound: {
      product: 'Dis product no dey.',
      seller: 'Dis seller no dey.',
      shop: 'Dis shop no dey.',
      upload: 'Dis upload no dey.',
      payment: 'Dis payment no dey.',
      receipt: 'Dis receipt no dey.',
      file: 'Dis file no dey.',
      products: 'We no see some of the products.',
    },
    limits: {
      signIn: 'You don try sign in too many times. Abeg try again later.',
      codes: 'You don ask for too many codes. Abeg try again later.',
      codeCooldown: 'Wait small before you ask for new code.',
      deliveries: 'You don request delivery too many times. Try again later.',
      productSaves: 'You don save products too many times. Try again later.',
      receipts: 'You don ask for too many receipts. Abeg try again later.',
      contact: 'You don send too many messages. Abeg try again later.',
      photoSearches: 'You don search with photo too many times. Abeg try again later.',
    },
    accounts: {
      sellerPhoneTaken: 'Dis phone number get seller account already. Sign in instead.',
      riderPhoneTaken: 'Dis WhatsApp number get rider account already. Sign in instead.',
      invalidSellerLogin: 'Phone number or password no correct.',
      invalidAdminLogin: 'Your login details no correct',
      resetFailed: 'Reset no work. Check your code make you try again.',
      currentPasswordWrong: 'The password wey you dey use now no correct.',
      passwordReused: 'Choose password wey you never use for here before.',
      phoneInUse: 'Another seller dey use dis number already.',
    },
    photos: {
      oneTooLarge: 'One photo pass 10 MB.',
      notOfProduct: 'One photo no be for dis product.',
    },
    whatsapp: {
      verifyRefused: 'The verification token no match.',
      badSignature: 'Na no WhatsApp sign dis request.',
    },
    fields: {
      controlCharacters: 'Some characters for here no dey allowed.',
    },
    boosts: {
      activeOnly: 'Na only active products you fit boost.',
      proLimit:
        'Pro fit boost plenty products at once, but dis one pass di limit. End one boost first, or boost small.',
    },
    payments: {
      alreadyPending: 'Payment for dis one dey wait for you to approve am for your phone already.',
      unknownReference: 'Dis payment no dey.',
      voucherInvalid: 'Dat voucher code no correct. Check am try again.',
      notWaitingForVoucher: 'Dis payment no dey wait for voucher.',
      providerUnavailable:
        'Mobile money no dey answer now. Nobody charge you; abeg try again small time.',
      paymentsUnavailable:
        'Mobile money payment no dey work for Dwa now. Nobody charge you. We don tell our team and dem dey fix am; abeg try again later.',
      answered: 'Dem don answer dis payment already.',
      badSignature: 'We no fit confirm dis payment message.',
    },
    payouts: {
      notFound: 'Dis payout no dey.',
      noWallet: 'Save your mobile money wallet before you ask for payout.',
      decided: 'Dem don already approve or reject dis payout.',
    },
    deliveries: {
      riderNotFound: 'Dis rider no dey.',
      notFound: 'Dis delivery job no dey.',
      alreadyTaken: 'Another rider don take the job',
      offline: 'Go online before you fit accept jobs.',
      unverified: 'Finish your verification before you fit accept jobs.',
      outsideZone: 'Dis job no dey inside your service zones.',
      moved: 'Dis job don move since you open am. Refresh make you see where e dey.',
      codeLocked: 'Wrong code too much. Snap the package with the person wey receive am instead.',
      photoNotAllowed:
        'We go take photo as proof only after 5 wrong codes. Ask the person for the code.',
      cannotCancel: 'You no fit cancel the job after the rider don pick the package.',
      productNotYours: 'Choose one of the products wey be your own.',
    },
    riders: {
      photo: {
        tooLarge: 'The photo big pass 10 MB.',
        notImage: 'Dis file no be photo. Choose JPEG, PNG, WebP or HEIC picture.',
        tooManyPixels: 'The photo get too many pixels (e pass 40 megapixels). Choose small one.',
        missing: 'Choose photo first.',
      },
    },
    uploads: {
      decided: 'Dem don publish or reject dis upload already.',
    },
    receipts: {
      answered: 'Dem don confirm or decline dis receipt already.',
    },
    notifications: {
      outsideWindow:
        'Dis number never write Dwa for the last 24 hours, so WhatsApp go only deliver approved templates give am. Open the WhatsApp link make you write from your own phone.',
      templateTitle: 'Give the template title wey get 1 reach 60 letters.',
      templateMessage: 'Write message wey get 1 reach 1,024 letters.',
      templatePlaceholder:
        'Use only the placeholders wey dis message get, for single braces, like {seller_name}.',
      templateName:
        'WhatsApp template name fit get only small letters, numbers and _ (or leave am empty).',
      noChange: 'Make you change at least one thing.',
      manualMessage: 'Write message wey get 1 reach 4,096 letters.',
      template: 'Dat template no dey.',
    },
  },
  whatsapp: {
    orders: pidginServerOrders.whatsapp,
    delivery: {
      riderNewJob:
        'New job dey near you: *#{{number}}* · {{zone}}\n{{pickup}} → {{dropoff}}\nYou go get {{earning}}\nSend *accept {{number}}* make you take am.',
      riderCancelled: 'The seller don cancel job #{{number}}: {{reason}}. You no need go pick am.',
      riderCompleted:
        'Job #{{number}} don finish. {{amount}} dey your Dwa wallet. We go process the payment soon.',
      recipientCancelled:
        'Dem don cancel your Dwa delivery from {{shop}}: no rider go come, and you no need the code wey dem send you again. Any question? Ask {{shop}}.',
      recipientCode:
        'Your Dwa delivery from {{shop}} dey come. Give the rider dis code when the package reach you: {{code}}. Follow am here: {{link}}',
    },
    bot: {
      ...pidginServerOrders.bot,
      helpSeller:
        'Akwaaba, {{name}}! To list product, send the photo plus the name and price, like: Kente cloth 6 yards GHS 450. I go show you wetin I read before anything go live.\n\nCommands: *my products* · *language* · *help*',
      helpBuyer:
        'Akwaaba to Dwa! Tell me wetin you dey find, like *kente* or *phone under 1500 in Kumasi*, or send the photo, I go find am for Dwa.\n\nYou dey sell? Send *sell*. Change language: *language*.',
      helpRider:
        'Hello {{name}}! You fit do your work from here. Send:\n*jobs* · new jobs wey dey near you plus your own\n*accept 12* · take job 12\n*picked 12* · you don collect the package\n*delivered 12 4821* · plus the receiver code\n*online* / *offline*\n*earnings* · today money plus your wallet\n*language* · *help*\nYour rider dashboard: {{link}}',
      riderJobsTitle: 'New jobs wey dey near you:',
      riderJobItem: '*#{{number}}* · {{zone}}\n{{pickup}} → {{dropoff}}\nYou go get {{earning}}',
      riderJobsHint: 'To take one, send *accept* plus the number, like *accept {{number}}*.',
      riderJobsMore: 'More new jobs dey for the app: {{link}}',
      riderJobsNone: 'No new job dey your zones now. Send *jobs* again small time.',
      riderJobsOffline:
        'You dey offline, so I no go show new jobs. Send *online* make you see the jobs wey dey near you.',
      riderActiveTitle: 'Na your jobs be dis:',
      riderActiveMore: 'The rest of your jobs dey for the app: {{link}}',
      riderActiveItem: '*#{{number}}* · {{status}}\n{{pickup}} → {{dropoff}}\n{{next}}',
      riderNextPickUp: 'You don collect the package? Send *picked {{number}}*.',
      riderNextDeliver:
        'When you reach the door, send *delivered {{number}}* plus the receiver code.',
      riderNextConfirm: 'We dey wait make the seller confirm.',
      riderPlace: '{{place}} ({{landmark}})',
      riderAccepted:
        'Job don enter! #{{number}} na your own.\nCollect am for: {{pickup}}\nCarry am go: {{dropoff}}\nReceiver: {{recipient}} · {{phone}}\nWhen you collect the package, send *picked {{number}}*.',
      riderNote: 'Note am: {{note}}',
      riderPickedUp:
        'You don collect the package! Carry #{{number}} go {{dropoff}}. Ask {{recipient}} for the 4-digit code, then send am like *delivered {{number}} 1234*.',
      riderDelivered:
        'Package don reach! #{{number}} don finish. You go get {{earning}} when the seller confirm, or 24 hours after.',
      riderOnline: 'You dey online now. Send *jobs* make you see new jobs wey dey near you.',
      riderOffline: 'You dey offline now. No new job go come until you send *online*.',
      riderEarnings:
        'Wetin you make today: {{today}}\nMoney for your wallet: {{balance}}\nYour rider dashboard: {{link}}',
      riderAskNumber: 'Which job? Send the command plus the job number, like *{{example}}*.',
      riderAskCode:
        'Send the receiver 4-digit code after the job number, like *delivered {{number}} 1234*.',
      riderGoOnline: 'Send *online* first, then send *accept {{number}}* again.',
      riderVerify: 'Your rider dashboard dey here: {{link}}',
      riderCodeAgain:
        'Check the code for the receiver message, then send *delivered {{number}}* plus am again.',
      riderCodeLocked:
        'Wrong code don too much for #{{number}}. Finish am for the app with photo of the package plus the receiver: {{link}}',
      riderMoved:
        'Job #{{number}} no dey that step again. Send *jobs* make you see where your jobs dey.',
      summary:
        '{{title}}\nHow much: {{price}}\nPhotos: {{photos}}\nCategory: {{category}}{{delivery}}\n\nMake I put am for Dwa?',
      summaryDelivery: '\nWe dey deliver go: {{areas}}',
      summaryDeliveryAnywhere: '\nWe dey deliver: yes',
      summaryDeliveryFee: '\nDelivery money: {{fee}}',
      summaryDeliveryFree: '\nDelivery money: free',
      confirmPrice: 'The price of "{{title}}" na {{price}}? Tap Na so, or send the correct price.',
      priceYes: 'Na so',
      priceNo: 'No be so',
      untitled: '(e never get name)',
      askCaption:
        'I don get {{photos}} photo. Now send the thing name and price, like: Kente cloth 6 yards GHS 450.',
      askPrice: 'How much be "{{title}}"? Reply with the price, like 450 or GHS 1,200.',
      priceRange: 'Abeg send one price, no be range, like 450.',
      priceUnreadable: 'I no fit read that price. Send am like 450 or GHS 1,200.',
      tooManyPhotos: 'One product fit take 8 photos only: I keep the first 8.',
      photoFailed: 'I no fit open that photo. Abeg send am again as photo (no be document).',
      published: 'E don enter! "{{title}}" dey Dwa now: {{link}}',
      cancelled: 'I don cancel am: "{{title}}" no go show for Dwa.',
      editLink: 'Arrange "{{title}}" for the web, then publish am from there: {{link}}',
      decided: 'Dem don publish or cancel that product already.',
      publish: 'Put am live',
      edit: 'Arrange for web',
      cancel: 'Leave am',
      myProductsTitle: 'Your latest goods:',
      myProductsItem: '• {{title}} · {{price}}\n{{link}}',
      myProductsNone:
        'You never get goods for Dwa. Send photo plus name and price make you add one.',
      languageAsk:
        'Which language you want? Reply *en* for English, *tw* for Twi or *pidgin* for Pidgin.',
      languageSet: 'No wahala, I go dey talk Pidgin with you.',
      resultsTitle: 'Wetin I see for "{{query}}":',
      photoResultsTitle: 'Goods wey resemble your photo:',
      resultItem: '{{n}}. {{title}} · {{price}} · {{shop}}\n{{link}}',
      moreResults: 'See more: {{link}}',
      noResults: 'I no see anything for "{{query}}" now. Try another words, or check Dwa: {{link}}',
      noPhotoResults:
        'I no see anything wey resemble your photo. Try another photo or send small words.',
      sell: 'Sell for Dwa: open your free shop for here {{link}}, then send me photos of your goods.',
      unsupported: 'Na only text and photo I fit read. Send small words or photo.',
      suspended: 'Dem don block your shop, so I no fit list goods for am. Abeg call Dwa support.',
      numberMove: {
        offer:
          'WhatsApp tell us say this number don take over from {{old}}, the number of {{name}} for Dwa. You want make we move the account come this number? Tap *Move am here* and I go send code to this number make you confirm: nothing go move without am. No be your own? Tap *No be my own*.',
        moveButton: 'Move am here',
        keepButton: 'No be my own',
        codeSent:
          'I don send 6-digit code to this number. Send am here make we move the account. E go expire for {{minutes}} minutes.',
        codeWrong:
          'That code no correct. Check the code message and send am again, or tap *Move am here* for new code.',
        codeLocked: 'Too many wrong codes. Wait one hour, then tap *Move am here* again.',
        codeWait: 'I no fit send another code now. Wait small, then tap *Move am here* again.',
        movedSeller:
          'E don do! {{name}} dey use this number now. Sign in for web with this number and your password. If your MoMo number change too, change am for Edit Shop.',
        movedRider:
          'E don do! Your rider account dey use this number now: na am you go take sign in from now. If your MoMo number change too, change am for your rider profile.',
        kept: 'No wahala, nothing move. This number no join {{name}}.',
        closed: 'That move no dey open again. If you need move account, abeg call Dwa support.',
        taken:
          'Another Dwa account dey use this number already, so I no fit move {{name}} come here. Abeg call Dwa support.',
      },
      outsideGhana:
        'Hello! Dwa na market for Ghana, and this WhatsApp line dey serve only Ghana numbers (+233), so I no fit help you for here. You fit still check Dwa for web: {{link}}',
    },
    code: 'Your Dwa code na {{code}}. E go expire for {{minutes}} minutes. No show anybody.',
  },
};

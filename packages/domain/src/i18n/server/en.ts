// What the server says to people: API error messages and WhatsApp texts. Never bundled into the
// web app (the web shows the server's message, already in the request's language). Exact texts
// from the spec are kept as written.
import { enServerAdminAnalytics } from './admin-analytics/en.ts';
import { enServerAdminModeration } from './admin-moderation/en.ts';
import { enServerAdminRiders } from './admin-riders/en.ts';
import { enServerAdminSettings } from './admin-settings/en.ts';
import { enServerAdminWhatsApp } from './admin-whatsapp/en.ts';
import { enServerOrders } from './orders/en.ts';

export const enServer = {
  /** Link previews and search results: a shop page's description when its seller wrote none. */
  seo: { shopDescription: 'Shop on Dwa and chat with the seller on WhatsApp.' },
  /** The <noscript> note of a page the browser renders (apps/server pages/page-document.ts). */
  noscript: {
    needsJavaScript:
      'This page needs JavaScript. Turn JavaScript on in your browser, or open the page in another browser.',
    signInNeedsJavaScript:
      'Signing in needs JavaScript. Turn JavaScript on in your browser, or open this page in another browser, to sign in.',
    publicPages: 'Products, shops and help read fine without it:',
    home: 'Go to the Dwa home page',
  },
  errors: {
    /** What an admin's role may not do (decision 041). */
    admin: { roleForbidden: 'Your admin role cannot do this.' },
    adminAnalytics: enServerAdminAnalytics,
    adminModeration: enServerAdminModeration,
    adminRiders: enServerAdminRiders,
    adminWhatsApp: enServerAdminWhatsApp,
    adminSettings: enServerAdminSettings,
    orders: enServerOrders.errors,
    /** The text of each error code when a throw site names nothing more precise. */
    codes: {
      bad_request: 'The request could not be read.',
      validation_failed: 'Some fields are not valid.',
      unauthorized: 'Please sign in.',
      forbidden: 'Not allowed.',
      not_found: 'Not found.',
      conflict: 'This changed in the meantime. Reload and try again.',
      unsupported_media_type: 'This kind of content is not accepted here.',
      payload_too_large: 'What you sent is too large.',
      rate_limited: 'Too many requests. Please try again later.',
      invalid_credentials: 'Invalid phone or password.',
      invalid_code: 'Invalid OTP',
      too_many_attempts: 'Too many attempts. Please try again later.',
      locked: 'Maximum attempts reached. Account locked for security.',
      password_change_required: 'Change your password before anything else.',
      photo_too_large: 'The photo is larger than 10 MB.',
      not_an_image: 'This file is not a photo we can read.',
      photo_too_many_pixels: 'This photo is too large (over 40 megapixels).',
      verification_required: 'Boosting is for verified sellers. Get verified first.',
      not_enough_credits: 'You do not have enough boost credits.',
      account_suspended: 'Your shop is suspended. Please contact Dwa support.',
      service_unavailable: 'This service is not available right now. Please try again soon.',
      internal: 'Something went wrong on our side.',
    },
    request: {
      malformedJson: 'Malformed JSON body.',
      emptyJson: 'The request body is empty.',
      badMultipart: 'The upload was cut off or is not valid. Please send it again.',
      uriTooLong: 'The address is too long.',
      headersTooLarge: 'The request headers are too large.',
      crossSite: 'Cross-site request refused.',
      noApiRoute: 'No such API route.',
      webNotBuilt: 'The web app is not built. Run `npm run build`.',
      productForm:
        'Send the product as multipart/form-data: the field "product" and the files "photos".',
      photoForm: 'Send the photo as multipart/form-data in the field "photo".',
    },
    notFound: {
      product: 'No such product.',
      seller: 'No such seller.',
      shop: 'No such shop.',
      upload: 'No such upload.',
      payment: 'No such payment.',
      receipt: 'No such receipt.',
      file: 'No such file.',
      products: 'Some products were not found.',
    },
    limits: {
      signIn: 'Too many sign-in attempts. Please try again later.',
      codes: 'Too many codes requested. Please try again later.',
      codeCooldown: 'Please wait a few seconds before asking for a new code.',
      deliveries: 'Too many delivery requests. Try again later.',
      productSaves: 'Too many product saves. Try again later.',
      receipts: 'Too many receipts requested. Please try again later.',
      contact: 'Too many messages. Please try again later.',
      photoSearches: 'Too many photo searches. Please try again later.',
    },
    accounts: {
      sellerPhoneTaken: 'This phone number already has a seller account. Sign in instead.',
      riderPhoneTaken: 'This WhatsApp number already has a rider account. Sign in instead.',
      invalidSellerLogin: 'Invalid phone or password.',
      invalidAdminLogin: 'Invalid credentials',
      resetFailed: 'Reset failed. Check your code and try again.',
      currentPasswordWrong: 'Current password is incorrect.',
      passwordReused: 'Choose a password you have not used here.',
      phoneInUse: 'Another seller already uses this number.',
    },
    photos: {
      oneTooLarge: 'A photo is larger than 10 MB.',
      notOfProduct: 'A photo is not one of this product.',
    },
    whatsapp: {
      verifyRefused: 'The verification token does not match.',
      badSignature: 'The request is not signed by WhatsApp.',
    },
    fields: {
      controlCharacters: 'This field holds characters that are not allowed.',
    },
    boosts: {
      activeOnly: 'Only active products can be boosted.',
      proLimit:
        'Pro boosts many products at once, within fair use, and this is over the limit. End a boost first, or boost fewer.',
    },
    payments: {
      alreadyPending: 'A payment for this is already waiting for your approval on your phone.',
      unknownReference: 'No such payment.',
      voucherInvalid: 'That voucher code is not right. Check it and try again.',
      notWaitingForVoucher: 'This payment is not waiting for a voucher.',
      providerUnavailable:
        'Mobile money is not answering right now. Nothing was charged; please try again in a few minutes.',
      paymentsUnavailable:
        'Mobile money payments are not available on Dwa right now. Nothing was charged. Our team has been told and is fixing it; please try again later.',
      answered: 'This payment was already answered.',
      badSignature: 'The payment notice could not be verified.',
    },
    payouts: {
      notFound: 'No such payout.',
      noWallet: 'Save your mobile money wallet before you ask for a payout.',
      decided: 'This payout was already approved or rejected.',
    },
    deliveries: {
      riderNotFound: 'No such rider.',
      notFound: 'No such delivery job.',
      alreadyTaken: 'Job already taken',
      offline: 'Go online to accept jobs.',
      unverified: 'Complete verification to accept jobs.',
      outsideZone: 'This job is outside your service zones.',
      moved: 'This job has moved on since you loaded it. Refresh to see where it is.',
      codeLocked: 'Too many wrong codes. Take a photo of the package with the recipient instead.',
      photoNotAllowed:
        'A photo is accepted as proof only after 5 wrong codes. Ask the recipient for the code.',
      cannotCancel: 'A job cannot be cancelled once the rider has picked the package up.',
      productNotYours: 'Choose one of your own products.',
    },
    riders: {
      photo: {
        tooLarge: 'The photo is larger than 10 MB.',
        notImage: 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.',
        tooManyPixels: 'The photo has too many pixels (over 40 megapixels). Choose a smaller one.',
        missing: 'Choose a photo first.',
      },
    },
    uploads: {
      decided: 'This upload was already published or rejected.',
    },
    receipts: {
      answered: 'This receipt was already confirmed or declined.',
    },
    notifications: {
      outsideWindow:
        'This number has not written to Dwa in the last 24 hours, so WhatsApp delivers only approved templates to it. Open the WhatsApp link to write from your own phone.',
      templateTitle: 'Give the template a title of 1 to 60 characters.',
      templateMessage: 'Write a message of 1 to 1,024 characters.',
      templatePlaceholder:
        'Use only the placeholders this message offers, in single braces, like {seller_name}.',
      templateName:
        'A WhatsApp template name has only lowercase letters, digits and _ (or leave it empty).',
      noChange: 'Change at least one thing.',
      manualMessage: 'Write a message of 1 to 4,096 characters.',
      template: 'No such template.',
    },
  },
  whatsapp: {
    orders: enServerOrders.whatsapp,
    delivery: {
      riderNewJob:
        'A new job near you: *#{{number}}* · {{zone}}\n{{pickup}} → {{dropoff}}\nYou earn {{earning}}\nSend *accept {{number}}* to take it.',
      riderCancelled:
        'Job #{{number}} was cancelled by the seller: {{reason}}. You do not need to pick it up.',
      riderCompleted:
        'Job #{{number}} is completed. {{amount}} is in your Dwa wallet. Payment will be processed shortly.',
      recipientCancelled:
        'Your Dwa delivery from {{shop}} was cancelled: no rider will come, and the code you were sent is no longer needed. Questions? Ask {{shop}}.',
      recipientCode:
        'Your Dwa delivery from {{shop}} is on its way. Give the rider this code when the package reaches you: {{code}}. Follow it here: {{link}}',
    },
    bot: {
      ...enServerOrders.bot,
      helpSeller:
        'Akwaaba, {{name}}! To list a product, send its photo with the name and price, like: Kente cloth 6 yards GHS 450. I will show you what I read before anything goes live.\n\nCommands: *my products* · *language* · *help*',
      helpBuyer:
        'Akwaaba to Dwa! Tell me what you are looking for, like *kente* or *phone under 1500 in Kumasi*, or send a photo of it, and I will find it on Dwa.\n\nSelling? Send *sell*. Change language: *language*.',
      helpRider:
        "Hello {{name}}! You can work from here. Send:\n*jobs* · new jobs near you and your own\n*accept 12* · take job 12\n*picked 12* · you have the package\n*delivered 12 4821* · with the recipient's code\n*online* / *offline*\n*earnings* · today and your wallet\n*language* · *help*\nYour rider dashboard: {{link}}",
      riderJobsTitle: 'New jobs near you:',
      riderJobItem: '*#{{number}}* · {{zone}}\n{{pickup}} → {{dropoff}}\nYou earn {{earning}}',
      riderJobsHint: 'To take one, send *accept* and its number, like *accept {{number}}*.',
      riderJobsMore: 'More new jobs in the app: {{link}}',
      riderJobsNone: 'No new jobs in your zones right now. Send *jobs* again in a while.',
      riderJobsOffline:
        'You are offline, so I show no new jobs. Send *online* to see the jobs near you.',
      riderActiveTitle: 'Your jobs:',
      riderActiveMore: 'The rest of your jobs are in the app: {{link}}',
      riderActiveItem: '*#{{number}}* · {{status}}\n{{pickup}} → {{dropoff}}\n{{next}}',
      riderNextPickUp: 'Got the package? Send *picked {{number}}*.',
      riderNextDeliver: "At the door, send *delivered {{number}}* and the recipient's code.",
      riderNextConfirm: 'Waiting for the seller to confirm.',
      riderPlace: '{{place}} ({{landmark}})',
      riderAccepted:
        'Job Accepted! #{{number}} is yours.\nPick up: {{pickup}}\nDeliver to: {{dropoff}}\nRecipient: {{recipient}} · {{phone}}\nWhen you have the package, send *picked {{number}}*.',
      riderNote: 'Note: {{note}}',
      riderPickedUp:
        'Package picked up! Take #{{number}} to {{dropoff}}. Ask {{recipient}} for the 4-digit code and send it like *delivered {{number}} 1234*.',
      riderDelivered:
        'Package delivered! #{{number}} is done. You earn {{earning}} when the seller confirms, or 24 hours after delivery.',
      riderOnline: 'You are online. Send *jobs* to see new jobs near you.',
      riderOffline: 'You are offline. No new jobs until you send *online*.',
      riderEarnings:
        "Today's earnings: {{today}}\nWallet balance: {{balance}}\nYour rider dashboard: {{link}}",
      riderAskNumber: 'Which job? Send the command with the job number, like *{{example}}*.',
      riderAskCode:
        "Send the recipient's 4-digit code after the job number, like *delivered {{number}} 1234*.",
      riderGoOnline: 'Send *online*, then *accept {{number}}* again.',
      riderVerify: 'Your rider dashboard: {{link}}',
      riderCodeAgain:
        "Check the code in the recipient's message and send *delivered {{number}}* with it again.",
      riderCodeLocked:
        'Too many wrong codes for #{{number}}. Finish it in the app with a photo of the package with the recipient: {{link}}',
      riderMoved:
        'Job #{{number}} is not at that step any more. Send *jobs* to see where your jobs stand.',
      summary:
        '{{title}}\nPrice: {{price}}\nPhotos: {{photos}}\nCategory: {{category}}{{delivery}}\n\nPublish it on Dwa?',
      summaryDelivery: '\nDelivery: {{areas}}',
      summaryDeliveryAnywhere: '\nDelivery: yes',
      summaryDeliveryFee: '\nDelivery fee: {{fee}}',
      summaryDeliveryFree: '\nDelivery fee: free',
      confirmPrice: 'Is the price of "{{title}}" {{price}}? Tap Yes, or send the right price.',
      priceYes: 'Yes',
      priceNo: 'No',
      untitled: '(no name yet)',
      askCaption:
        "Got {{photos}} photo(s). Now send the product's name and price, like: Kente cloth 6 yards GHS 450.",
      askPrice: 'How much is "{{title}}"? Reply with the price, like 450 or GHS 1,200.',
      priceRange: 'Please send one price, not a range, like 450.',
      priceUnreadable: 'I could not read that price. Send it like 450 or GHS 1,200.',
      tooManyPhotos: 'One product takes at most 8 photos: I kept the first 8.',
      photoFailed: 'I could not open that photo. Please send it again as a photo (not a document).',
      published: 'Published! "{{title}}" is live on Dwa: {{link}}',
      cancelled: 'Cancelled: "{{title}}" was not published.',
      editLink: 'Edit "{{title}}" on the web, then publish it there: {{link}}',
      decided: 'That product was already published or cancelled.',
      publish: 'Publish',
      edit: 'Edit on web',
      cancel: 'Cancel',
      myProductsTitle: 'Your latest products:',
      myProductsItem: '• {{title}} · {{price}}\n{{link}}',
      myProductsNone: 'You have no products yet. Send a photo with the name and price to add one.',
      languageAsk:
        'Choose your language: reply *en* for English, *tw* for Twi or *pidgin* for Pidgin.',
      languageSet: 'Okay, I will write to you in English.',
      resultsTitle: 'What I found for "{{query}}":',
      photoResultsTitle: 'Products that look like your photo:',
      resultItem: '{{n}}. {{title}} · {{price}} · {{shop}}\n{{link}}',
      moreResults: 'More results: {{link}}',
      noResults: 'I found nothing for "{{query}}" yet. Try other words, or browse Dwa: {{link}}',
      noPhotoResults:
        'I found nothing that looks like your photo. Try another photo or a few words.',
      sell: 'Sell on Dwa: open your free shop here {{link}}, then send me photos of your products.',
      unsupported: 'I can read text and photos only. Send a few words or a photo.',
      suspended:
        'Your shop is suspended, so I cannot list products for it. Please contact Dwa support.',
      numberMove: {
        offer:
          'WhatsApp told us this number took over from {{old}}, the number of {{name}} on Dwa. Move the account to this number? Tap *Move here* and I will send a code to this number to confirm: nothing moves without it. Not yours? Tap *Not mine*.',
        moveButton: 'Move here',
        keepButton: 'Not mine',
        codeSent:
          'I sent a 6-digit code to this number. Send it here to move the account. It expires in {{minutes}} minutes.',
        codeWrong:
          'That code is not right. Check the code message and send it again, or tap *Move here* for a new code.',
        codeLocked: 'Too many wrong codes. Wait an hour, then tap *Move here* again.',
        codeWait: 'I cannot send another code yet. Wait a little, then tap *Move here* again.',
        movedSeller:
          'Done! {{name}} now uses this number. Sign in on the web with this number and your password. If your MoMo number changed too, update it in Edit Shop.',
        movedRider:
          'Done! Your rider account now uses this number: sign in with it from now on. If your MoMo number changed too, update it in your rider profile.',
        kept: 'Okay, nothing moved. This number stays apart from {{name}}.',
        closed:
          'That move is no longer open. If you need to move an account, please contact Dwa support.',
        taken:
          'Another Dwa account already uses this number, so I cannot move {{name}} here. Please contact Dwa support.',
      },
      outsideGhana:
        'Hello! Dwa is a marketplace for Ghana, and this WhatsApp line serves Ghana numbers (+233) only, so I cannot help you here. You can still browse Dwa on the web: {{link}}',
    },
    code: 'Your Dwa code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  },
};

export type ServerCatalog = import('../types.ts').CatalogShape<typeof enServer>;

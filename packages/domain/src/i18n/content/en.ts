// English texts of the content area (see ../README.md for how area catalogs are split): the
// public pages /sell, /about, /terms, /privacy, /return-policy, /help, /contact, /how-it-works
// and /boost. Prices are placeholders ({{fee}}, {{price}}): the pages fill them from money.ts.
export const enContent = {
  contentPage: {
    updated: 'Last updated: 23 November 2026',
    questions: 'Questions? Visit the Help Center or contact us.',
    helpLink: 'Help Center',
    contactLink: 'Contact us',
  },
  sell: {
    title: 'Sell on Dwa',
    heading: 'Sell to buyers across Ghana, straight to your WhatsApp',
    intro:
      'Open your shop on Dwa in two minutes. Buyers find your products, tap Chat on WhatsApp and talk to you directly. You agree the price and delivery, and they pay you — Dwa takes no commission on your sales.',
    startSelling: 'Start Selling Now',
    createAccount: 'Create Seller Account',
    whyTitle: 'Why sell on Dwa',
    why: {
      reachTitle: 'Buyers in every region',
      reachText:
        'Shoppers in Accra, Kumasi, Tamale, Cape Coast and beyond search Dwa by text, voice and photo.',
      whatsappTitle: 'Chats come to your WhatsApp',
      whatsappText:
        'No new app to learn. Every enquiry opens a WhatsApp chat with you, with the product and price already written.',
      moneyTitle: 'You keep your money',
      moneyText:
        'Buyers pay you by mobile money or cash. Dwa never holds your customers’ money and takes nothing from your sales.',
      deliveryTitle: 'Riders for delivery',
      deliveryText: 'Offer delivery with your own rider or with Dwa riders who work in your zone.',
    },
    whatsappTitle: 'List products by WhatsApp',
    whatsappIntro: 'Too busy to fill in forms? Send your product to the Dwa WhatsApp number.',
    whatsappStep1: 'Send photos of the product to the Dwa bot on WhatsApp.',
    whatsappStep2: 'In the same message, write the name, the price and a short description.',
    whatsappStep3:
      'The upload waits in your dashboard. Check it and tap Publish — it is live on Dwa.',
    pricesTitle: 'What it costs',
    priceFree: 'Opening a shop and listing products: free.',
    priceVerification:
      'Verified badge: {{fee}} once. We check your identity and business, and verified shops rank higher in search.',
    pricePro: 'Dwa Pro: {{fee}} a month.',
    priceBoost:
      'Boost: from {{price}} a day at the top of listings; longer boosts use more credits.',
    boostLink: 'How boosting, verification and Pro work',
    readyTitle: 'Ready to start?',
    readyText: 'All you need is a phone number with WhatsApp and one product to sell.',
  },
  about: {
    title: 'About Dwa',
    heading: 'About Dwa',
    intro:
      'Dwa comes from dwadie, the Twi word for trade. We are building the easiest place for Ghanaians to buy from and sell to each other — on the phones and data plans people really use.',
    missionTitle: 'Our mission',
    missionText:
      'Help every trader in Ghana, from the Makola stall to the home kitchen in Tamale, reach buyers far beyond their street, without paying for a website or an expensive app.',
    howTitle: 'How Dwa is different',
    howText1:
      'Buyers and sellers talk on WhatsApp, where they already are. Dwa shows the products and opens the chat.',
    howText2:
      'Dwa does not take payment from buyers or hold their money. Buyers pay sellers directly, usually by mobile money.',
    howText3:
      'Pages are small and fast, work on slow data, and keep working for pages you have already opened when you lose signal.',
    trustTitle: 'Trust and safety',
    trustText:
      'Verified sellers have proven who they are. Every sale can have a receipt that anyone can check on Dwa, and our support team reads every report.',
    languagesTitle: 'Your language',
    languagesText: 'Use Dwa in English, Twi or Pidgin. Choose from the language menu at the top.',
  },
  terms: {
    title: 'Terms of use',
    heading: 'Terms of use',
    intro:
      'These terms apply to everyone who uses Dwa: buyers, sellers and riders. By using Dwa you agree to them.',
    roleTitle: '1. What Dwa does',
    roleText:
      'Dwa is a listing platform. It shows products from independent sellers and connects buyers with them on WhatsApp. The contract of sale is between buyer and seller; Dwa is not the seller and does not hold payments.',
    sellersTitle: '2. Sellers',
    sellersText:
      'Sellers must give true details, list only goods they have the right to sell, show the real price in cedis and answer buyers honestly. Fake, stolen, dangerous or illegal goods are forbidden and the shop will be closed.',
    buyersTitle: '3. Buyers',
    buyersText:
      'Check the product and the seller before paying. Where you can, pay on delivery or meet in a public place, and ask for a Dwa receipt.',
    ridersTitle: '4. Riders',
    ridersText:
      'Riders must hold the papers their vehicle needs, handle parcels with care and hand them only to the named recipient.',
    feesTitle: '5. Fees',
    feesText:
      'Listing is free. Verification, Pro and boosts are paid services at the prices shown on the Boost page. Paid services are not refundable once they have started.',
    accountsTitle: '6. Accounts',
    accountsText:
      'Keep your password and one-time codes secret. We may suspend accounts that break these terms or put other users at risk.',
    liabilityTitle: '7. Liability',
    liabilityText:
      'Dwa is not responsible for the quality, safety or delivery of goods sold by sellers, but we help resolve complaints and remove sellers who cheat.',
    lawTitle: '8. Law',
    lawText: 'These terms are governed by the laws of the Republic of Ghana.',
  },
  privacy: {
    title: 'Privacy policy',
    heading: 'Privacy policy',
    intro:
      'We collect as little as we can, and we never sell your personal data. This page explains what we keep and why, in line with Ghana’s Data Protection Act, 2012 (Act 843).',
    collectTitle: 'What we collect',
    collectText:
      'Sellers: business name, phone number, location and products. Riders: name, WhatsApp number, zones and vehicle. Buyers: nothing unless you request a receipt or write to us. We also count product views and WhatsApp taps without knowing who you are.',
    useTitle: 'How we use it',
    useText:
      'To show listings, send one-time codes and notices on WhatsApp, prevent fraud and answer your messages.',
    shareTitle: 'Who sees it',
    shareText:
      'Buyers see a seller’s shop name, location and WhatsApp number. A receipt shows the seller’s details but never the buyer’s phone number. We share data with authorities only when the law requires it.',
    storeTitle: 'How long we keep it',
    storeText:
      'As long as your account is open, and messages to support for two years. Close your account and we delete your details, except records the law makes us keep.',
    deviceTitle: 'On your phone',
    deviceText:
      'Dwa saves your language, theme and data-saver choices and copies of pages you opened, so they load offline. Clear them in your browser settings at any time.',
    rightsTitle: 'Your rights',
    rightsText:
      'You can ask to see, correct or delete your data. Write to us from the Contact page.',
  },
  returns: {
    title: 'Return policy',
    heading: 'Return policy',
    intro:
      'Buyers pay sellers directly, so returns are agreed with the seller. Dwa sets the rules every seller must follow and helps when things go wrong.',
    windowTitle: 'Seven days to report a problem',
    windowText:
      'If an item is not as described, damaged or not delivered, tell the seller on WhatsApp within 7 days of receiving it (or of the agreed delivery day).',
    conditionTitle: 'What can be returned',
    conditionText:
      'Items that are faulty, damaged or different from the listing, in their original packaging. Food, underwear, cosmetics that have been opened and items made to order cannot be returned unless they are faulty.',
    refundTitle: 'Refunds',
    refundText:
      'The seller refunds the way you paid, usually mobile money, within 5 days of getting the item back. Delivery costs are refunded when the seller was at fault.',
    helpTitle: 'If the seller does not answer',
    helpText:
      'Send us your Dwa receipt number and the WhatsApp chat from the Contact page. We contact the seller, and sellers who refuse fair returns lose their verified badge or their shop.',
  },
  help: {
    title: 'Help Center',
    heading: 'Help Center',
    intro: 'Answers to the questions buyers, sellers and riders ask most.',
    searchLabel: 'Search the questions',
    searchPlaceholder: 'For example: delivery, receipt, boost',
    noMatch: 'No matching question.',
    askUs: 'Ask us on the Contact page',
    results: '{{count}} questions',
    results_one: '{{count}} question',
    faq: {
      buyQ: 'How do I buy something on Dwa?',
      buyA: 'Open the product and tap Chat on WhatsApp. A chat with the seller opens with the product and price already written. Agree the price, delivery and payment with the seller.',
      payQ: 'Do I pay Dwa?',
      payA: 'No. You pay the seller directly, usually by mobile money or cash on delivery. Dwa never holds your money.',
      safeQ: 'How do I buy safely?',
      safeA:
        'Prefer verified sellers, pay on delivery when you can, never send money to a number different from the seller’s, and ask for a Dwa receipt.',
      receiptQ: 'How does a receipt work?',
      receiptA:
        'On the product page tap Request receipt and enter your phone and the amount. You get a receipt number and a link anyone can open to check it. The seller gets a message to confirm the amount; until then the receipt says it is not confirmed.',
      deliveryQ: 'Can my item be delivered?',
      deliveryA:
        'Products marked Delivery available show the cost and areas. Sellers deliver themselves or with a Dwa rider in their zone.',
      returnQ: 'What if the item is wrong or broken?',
      returnA:
        'Tell the seller within 7 days. If they do not help, contact us with your receipt number. See the Return policy.',
      sellQ: 'How do I start selling?',
      sellA:
        'Tap Start Selling, enter your business name, WhatsApp number, location and first product, and confirm your number with the code we send.',
      whatsappQ: 'Can I add products by WhatsApp?',
      whatsappA:
        'Yes. Send photos with the name and price to the Dwa bot. The upload waits in your dashboard until you publish it.',
      boostQ: 'What is a boost?',
      boostA:
        'A boost puts one product at the top of listings for a number of days. See the Boost page for the price.',
      verifyQ: 'How do I get the verified badge?',
      verifyA:
        'In your dashboard, open Edit Shop and tap Get Verified. We check your identity and business; verified shops rank higher.',
      riderQ: 'How do I become a rider?',
      riderA:
        'Tap Become a Rider, enter your name, WhatsApp number, base location, vehicle and zones, and confirm your number with a code.',
      offlineQ: 'Does Dwa work without data?',
      offlineA:
        'Pages you have already opened stay on your phone and open without network. Turn on Data saver to load smaller pictures.',
      languageQ: 'Can I use Dwa in Twi or Pidgin?',
      languageA:
        'Yes. Choose English, Twi or Pidgin from the language menu at the top of the page.',
    },
  },
  contact: {
    title: 'Contact us',
    heading: 'Contact us',
    intro:
      'Write to us and our support team answers within one working day. Give a phone number or an e-mail so we can reply.',
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail',
    phoneOrEmail: 'Phone or e-mail: at least one of them.',
    message: 'Message',
    send: 'Send message',
    sending: 'Sending…',
    sent: 'Thank you! Your message has reached us. We will answer soon.',
    sendAnother: 'Send another message',
    failed: 'Your message was not sent. Please try again.',
    otherWays: 'Other ways to reach us',
    whatsapp: 'Chat with support on WhatsApp',
    emailUs: 'E-mail {{email}}',
    notConfigured: 'Support WhatsApp and e-mail are not set up yet. Please use the form.',
  },
  howItWorks: {
    title: 'How Dwa works',
    heading: 'How Dwa works',
    intro: 'One marketplace, three ways to use it.',
    buyersTitle: 'For buyers',
    buyers1: 'Search by typing, by voice or with a photo, or browse the categories.',
    buyers2: 'Open a product and tap Chat on WhatsApp to talk to the seller.',
    buyers3: 'Agree price and delivery, pay the seller by mobile money or on delivery.',
    buyers4: 'Ask for a Dwa receipt so you can prove the purchase.',
    sellersTitle: 'For sellers',
    sellers1: 'Create your shop with your WhatsApp number. It is free.',
    sellers2: 'Add products on the website or by sending them to the Dwa bot on WhatsApp.',
    sellers3: 'Answer buyers on WhatsApp and get paid directly.',
    sellers4: 'Get verified, boost products or go Pro to sell more.',
    ridersTitle: 'For riders',
    riders1: 'Register with your WhatsApp number, vehicle and the zones you cover.',
    riders2: 'Go online in the rider dashboard to receive delivery jobs.',
    riders3: 'Accept a job, pick up the parcel, deliver it with proof.',
    riders4: 'Your earnings go to your wallet and are paid out by mobile money.',
    sellCta: 'Start selling',
    riderCta: 'Become a rider',
  },
  boostHelp: {
    title: 'Boost, verification and Pro',
    heading: 'Boost, verification and Pro',
    intro: 'Three ways to help buyers find and trust your shop. Prices are in Ghana cedis.',
    boostTitle: 'Boost a product',
    boostPrice: 'From {{price}} a day',
    boostText:
      'A boost puts one product at the top of the home page and search results, with a Boosted label, for 1, 3 or 7 days: the longer, the more credits it uses. When it ends the product goes back to its normal place; boost again any time.',
    verifyTitle: 'Get verified',
    verifyPrice: '{{fee}} once',
    verifyText:
      'We check your identity and your business. Your shop and products show the Verified badge and rank higher in search.',
    proTitle: 'Dwa Pro',
    proPrice: '{{fee}} a month',
    proText: 'Made for shops that sell every day.',
    howTitle: 'How to pay',
    howText:
      'Open your seller dashboard, choose Boost on a product or Get Verified / Upgrade to Pro in Edit Shop, and pay with mobile money (MTN, Telecel or AirtelTigo).',
    startCta: 'Open my seller dashboard',
  },
} as const;

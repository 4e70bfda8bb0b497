// Ghanaian Pidgin texts of the content area (the public pages); keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enContent } from './en.ts';

export const pidginContent: CatalogShape<typeof enContent> = {
  contentPage: {
    updated: 'Last time we change am: 23 November 2026',
    questions: 'You get question? Check Help Center or hola we.',
    helpLink: 'Help corner',
    contactLink: 'Hola we',
  },
  sell: {
    title: 'Sell for Dwa',
    heading: 'Sell give buyers for all Ghana, e go straight enter your WhatsApp',
    intro:
      'Open your shop for Dwa inside two minutes. Buyers go see your things, dem go press Chat on WhatsApp and yarn you direct. Una go agree the price and delivery, then dem pay you — Dwa no dey chop any commission from your sales.',
    startSelling: 'Start sell now now',
    createAccount: 'Make Seller Account',
    whyTitle: 'Why you go sell for Dwa',
    why: {
      reachTitle: 'Buyers for every region',
      reachText:
        'People for Accra, Kumasi, Tamale, Cape Coast and other places dey search Dwa with text, voice and picture.',
      whatsappTitle: 'Chats go come your WhatsApp',
      whatsappText:
        'No new app to learn. Every question go open WhatsApp chat with you, the product and price don already dey inside.',
      moneyTitle: 'Your money be your own',
      moneyText:
        'Buyers go pay you with mobile money or cash. Dwa no dey hold your customers dema money and e no dey take anything from your sales.',
      deliveryTitle: 'Riders go deliver',
      deliveryText:
        'Make your own rider or Dwa riders wey dey work for your area carry the things go give buyers.',
    },
    whatsappTitle: 'Put your things for Dwa through WhatsApp',
    whatsappIntro: 'You too busy to fill form? Send your product go the Dwa WhatsApp number.',
    whatsappStep1: 'Snap the product and send the pictures give Dwa bot for WhatsApp.',
    whatsappStep2: 'For the same message, write the name, the price and small talk about am.',
    whatsappStep3:
      'The upload go wait for your dashboard. Check am and press Publish — e don dey Dwa for everybody.',
    pricesTitle: 'How much e cost',
    priceFree: 'To open shop and put your things: free, you no go pay anything.',
    priceVerification:
      'Verified badge: {{fee}} one time. We go check who you be and your business, and verified shops dey show for top for search.',
    pricePro: 'Dwa Pro: {{fee}} every month.',
    priceBoost:
      'Boost: from {{price}} for one day for top of the list; longer boost go use more credits.',
    boostLink: 'How boost, verification and Pro dey work',
    readyTitle: 'You ready to start?',
    readyText: 'All wey you need na phone number wey get WhatsApp and one thing wey you wan sell.',
  },
  about: {
    title: 'Wetin be Dwa',
    heading: 'Wetin be Dwa',
    intro:
      'Dwa come from dwadie, the Twi word for trade. We dey build the easiest place for Ghana people to buy and sell give each other — for the phones and data wey people dey really use.',
    missionTitle: 'Wetin we wan do',
    missionText:
      'We wan help every trader for Ghana, from the Makola stall reach the house kitchen for Tamale, make dem find buyers far pass their street, without paying for website or expensive app.',
    howTitle: 'How Dwa no be like the others',
    howText1:
      'Buyers and sellers dey yarn for WhatsApp, where dem dey already. Dwa dey show the things and open the chat.',
    howText2:
      'Dwa no dey collect money from buyers or hold their money. Buyers dey pay sellers direct, most times with mobile money.',
    howText3:
      'Our pages small and dem dey fast, dem dey work for slow data, and pages wey you don open before go still open when network go off.',
    trustTitle: 'How we dey keep you safe',
    trustText:
      'Verified sellers don show say dem be who dem talk. Every sale fit get receipt wey anybody fit check for Dwa, and our support people dey read every report.',
    languagesTitle: 'The language wey you sabi',
    languagesText: 'Use Dwa for English, Twi or Pidgin. Choose am from the language menu for top.',
  },
  terms: {
    title: 'Rules for using Dwa',
    heading: 'Rules for using Dwa',
    intro:
      'These rules be for everybody wey dey use Dwa: buyers, sellers and riders. If you use Dwa, you don gree for them.',
    roleTitle: '1. Wetin Dwa dey do',
    roleText:
      'Dwa na place wey dey show things. E dey show products from sellers wey dey on their own and e dey connect buyers with them for WhatsApp. The deal na between buyer and seller; Dwa no be the seller and e no dey hold payment.',
    sellersTitle: '2. If you be seller',
    sellersText:
      'Sellers must give true details, sell only things wey dem get right to sell, show the real price for cedis and answer buyers with truth. Fake, stolen, dangerous or illegal things no dey allowed and we go close the shop.',
    buyersTitle: '3. If you be buyer',
    buyersText:
      'Check the product and the seller well before you pay. If you fit, pay when the thing reach your hand or meet for public place, and ask for Dwa receipt.',
    ridersTitle: '4. If you be rider',
    ridersText:
      'Riders must get the papers wey their motor need, handle parcels with care and give am only to the person wey we name.',
    feesTitle: '5. Money wey you go pay',
    feesText:
      'To put things for Dwa na free. Verification, Pro and boosts na paid services for the price wey dey the Boost page. Once e start, we no dey return the money.',
    accountsTitle: '6. Your account',
    accountsText:
      'Keep your password and one-time codes for yourself. We fit stop accounts wey break these rules or put other people for danger.',
    liabilityTitle: '7. Who go answer for wetin',
    liabilityText:
      'Dwa no dey answer for the quality, safety or delivery of things wey sellers sell, but we go help settle palava and remove sellers wey dey cheat.',
    lawTitle: '8. Which law we dey follow',
    lawText: 'Na the laws of the Republic of Ghana dey control these rules.',
  },
  privacy: {
    title: 'How we dey keep your info',
    heading: 'How we dey keep your info',
    intro:
      'We dey collect small info only, and we no dey sell your personal info ever. This page dey explain wetin we dey keep and why, as Ghana Data Protection Act, 2012 (Act 843) talk.',
    collectTitle: 'Wetin we dey collect',
    collectText:
      'Sellers: business name, phone number, location and products. Riders: name, WhatsApp number, areas and motor. Buyers: nothing, unless you ask for receipt or you write we. We dey count how people view products and press WhatsApp, but we no know who you be.',
    useTitle: 'How we dey use am',
    useText:
      'To show products, send one-time codes and messages for WhatsApp, stop 419 people and answer your messages.',
    shareTitle: 'Who dey see am',
    shareText:
      'Buyers dey see seller shop name, location and WhatsApp number. Receipt dey show seller details but e no dey show buyer phone number ever. We dey give info to government people only when law talk say make we do am.',
    storeTitle: 'How long we dey keep am',
    storeText:
      'As long as your account dey open, and messages wey you send support for two years. Close your account and we go delete your details, except the records wey law talk say make we keep.',
    deviceTitle: 'For your phone',
    deviceText:
      'Dwa dey keep your language, theme and data-saver choice plus copies of pages wey you open, so dem go open without network. You fit clear dem for your browser settings anytime.',
    rightsTitle: 'Wetin you fit ask',
    rightsText:
      'You fit ask make we show you, correct or delete your info. Write we from the Contact page.',
  },
  returns: {
    title: 'How to return things',
    heading: 'How to return things',
    intro:
      'Buyers dey pay sellers direct, so you and the seller go agree on returns. Dwa don set rules wey every seller must follow and we dey help when things scatter.',
    windowTitle: 'Seven days to report problem',
    windowText:
      'If the thing no be like how dem show am, e spoil or e no reach, tell the seller for WhatsApp inside 7 days after e reach you (or after the day wey una agree say e go come).',
    conditionTitle: 'Wetin you fit return',
    conditionText:
      'Things wey spoil, break or no be like the one for Dwa, inside their first packaging. Food, under wear, cosmetics wey dem don open and things wey dem make special for you, you no fit return dem unless dem spoil.',
    refundTitle: 'Refund',
    refundText:
      'The seller go return your money the way you pay, most times mobile money, inside 5 days after the thing come back to am. If na seller fault, e go return the delivery money too.',
    helpTitle: 'If the seller no answer',
    helpText:
      'Send we your Dwa receipt number and the WhatsApp chat from the Contact page. We go talk to the seller, and sellers wey refuse fair returns go lose their verified badge or their shop.',
  },
  help: {
    title: 'Help corner',
    heading: 'Help corner',
    intro: 'Answers for the questions wey buyers, sellers and riders dey ask pass.',
    searchLabel: 'Wetin you wan ask?',
    searchPlaceholder: 'Like: delivery, receipt, boost',
    noMatch: 'No question wey match.',
    askUs: 'Ask we for the Contact page',
    results: 'We see {{count}} questions',
    results_one: 'We see {{count}} question',
    faq: {
      buyQ: 'How I go take buy something for Dwa?',
      buyA: 'Open the product and press Chat on WhatsApp. Chat with the seller go open, the product and price don dey inside already. Agree the price, delivery and payment with the seller.',
      payQ: 'I go pay Dwa?',
      payA: 'No. You go pay the seller direct, most times with mobile money or cash when e reach you. Dwa no dey hold your money ever.',
      safeQ: 'How I go buy without wahala?',
      safeA:
        'Choose verified sellers, pay when the thing reach your hand if you fit, no send money give number wey no be the seller own, and ask for Dwa receipt.',
      receiptQ: 'How receipt dey work?',
      receiptA:
        'For the product page press Request receipt and put your phone and the amount. You go get receipt number and link wey anybody fit open check am. The seller go get message to confirm the amount; until then the receipt go talk say the seller never confirm am.',
      deliveryQ: 'Dem fit bring my thing come meet me?',
      deliveryA:
        'Products wey get Delivery available dey show the cost and the areas. Sellers dey deliver themselves or with Dwa rider for their area.',
      returnQ: 'If the thing no correct or e spoil nko?',
      returnA:
        'Tell the seller inside 7 days. If e no help you, hola we with your receipt number. Check the return rules.',
      sellQ: 'How I go start to sell?',
      sellA:
        'Press Start Selling, put your business name, WhatsApp number, location and your first product, then confirm your number with the code wey we go send.',
      whatsappQ: 'I fit add products through WhatsApp?',
      whatsappA:
        'Yes. Send pictures with the name and price give Dwa bot. E go wait for your dashboard till you publish am.',
      boostQ: 'Wetin be boost?',
      boostA:
        'Boost dey put one product for top of the list for some days. Check the Boost page for the price.',
      verifyQ: 'How I go get the verified badge?',
      verifyA:
        'For your dashboard, open Arrange Shop and press Get Verified. We go check who you be and your business; verified shops dey show for top.',
      riderQ: 'How I go become rider?',
      riderA:
        'Press Become a Rider, put your name, WhatsApp number, where you dey stay, your motor and the areas wey you dey cover, then confirm your number with code.',
      offlineQ: 'Dwa dey work without data?',
      offlineA:
        'Pages wey you don open before go stay for your phone and dem go open without network. On Data saver make small pictures only load.',
      languageQ: 'I fit use Dwa for Twi or Pidgin?',
      languageA: 'Yes. Choose English, Twi or Pidgin from the language menu for top of the page.',
    },
  },
  contact: {
    title: 'Hola we',
    heading: 'Hola we',
    intro:
      'Write we and our support people go answer you inside one working day. Give phone number or e-mail make we fit reply you.',
    name: 'Wetin dem dey call you',
    phone: 'Phone number',
    email: 'Your e-mail',
    phoneOrEmail: 'Phone or e-mail: at least one of dem.',
    message: 'Your message',
    send: 'Send the message',
    sending: 'E dey go…',
    sent: 'Thank you! Your message don reach we. We go answer you soon.',
    sendAnother: 'Send another one',
    failed: 'Your message no go. Abeg try again.',
    otherWays: 'Other ways to reach we',
    whatsapp: 'Chat support for WhatsApp',
    emailUs: 'Send e-mail go {{email}}',
    notConfigured: 'Support WhatsApp and e-mail no dey set yet. Abeg use the form.',
  },
  howItWorks: {
    title: 'How Dwa dey work',
    heading: 'How Dwa dey work',
    intro: 'One market, three ways to use am.',
    buyersTitle: 'If you be buyer',
    buyers1: 'Search with typing, with your voice or with picture, or check the categories.',
    buyers2: 'Open product and press Chat on WhatsApp to yarn the seller.',
    buyers3: 'Agree price and delivery, pay the seller with mobile money or when e reach you.',
    buyers4: 'Ask for Dwa receipt so you fit prove say you buy am.',
    sellersTitle: 'If you be seller',
    sellers1: 'Open your shop with your WhatsApp number. E free.',
    sellers2: 'Add products for the website or send dem give Dwa bot for WhatsApp.',
    sellers3: 'Answer buyers for WhatsApp and collect your money direct.',
    sellers4: 'Get verified, boost products or go Pro make you sell plenty.',
    ridersTitle: 'If you be rider',
    riders1: 'Register with your WhatsApp number, your motor and the areas wey you dey cover.',
    riders2: 'Go online for the rider dashboard make you receive delivery jobs.',
    riders3: 'Take job, pick the parcel, deliver am with proof.',
    riders4: 'Your pay go enter your wallet and we go pay you with mobile money.',
    sellCta: 'Start to sell',
    riderCta: 'Become rider',
  },
  boostHelp: {
    title: 'Boost, verification and Pro',
    heading: 'Boost, verification and Pro',
    intro:
      'Three ways to help buyers find your shop and trust you. The prices dey for Ghana cedis.',
    boostTitle: 'Boost one product',
    boostPrice: 'From {{price}} for one day',
    boostText:
      'Boost dey put one product for top of the home page and search, with Boosted label, for 1, 3 or 7 days: as e long reach, na so e go use more credits. When e finish e go back to where e dey before; you fit boost again anytime.',
    verifyTitle: 'Become verified',
    verifyPrice: '{{fee}} one time',
    verifyText:
      'We go check who you be and your business. Your shop and products go show Verified badge and dem go show for top for search.',
    proTitle: 'Dwa Pro',
    proPrice: '{{fee}} every month',
    proText: 'We make am for shops wey dey sell every day.',
    howTitle: 'How you go pay',
    howText:
      'Open your seller dashboard, choose Boost for one product or Get Verified / Go Pro inside Arrange Shop, and pay with mobile money (MTN, Telecel or AirtelTigo).',
    startCta: 'Go my seller dashboard',
  },
};

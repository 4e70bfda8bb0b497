// Twi texts of the content area (the public pages); keys match ./en.ts.
import type { CatalogShape } from '../types.ts';
import type { enContent } from './en.ts';

export const twContent: CatalogShape<typeof enContent> = {
  contentPage: {
    updated: 'Yɛsesaa no bere a ɛtwa toɔ: 23 Obubuo 2026',
    questions: 'Wowɔ nsɛmmisa? Kɔ Mmoa Fapem anaa kasa kyerɛ yɛn.',
    helpLink: 'Mmoa Fapem',
    contactLink: 'Kasa kyerɛ yɛn',
  },
  sell: {
    title: 'Tɔn wɔ Dwa so',
    heading: 'Tɔn ma atɔfoɔ wɔ Ghana nyinaa, tee kɔ wo WhatsApp so',
    intro:
      'Bue wo sotɔɔ wɔ Dwa so wɔ simma abien mu. Atɔfoɔ hu wo nneɛma, wɔmia Chat on WhatsApp na wɔne wo kasa tee. Mo na mobɔ boɔ no ne de-kɔ ho dwene, na wɔtua wo — Dwa nnye biribiara mfi wo nneɛma a wotɔn no mu.',
    startSelling: 'Fi ase tɔn seesei',
    createAccount: 'Yɛ Adetɔnfoɔ Akawnt',
    whyTitle: 'Deɛ enti a ɛsɛ sɛ wotɔn wɔ Dwa so',
    why: {
      reachTitle: 'Atɔfoɔ wɔ mantam biara mu',
      reachText:
        'Atɔfoɔ a wɔwɔ Nkran, Kumase, Tamale, Oguaa ne baabi foforɔ hwehwɛ nneɛma wɔ Dwa so de nsɛm, wɔn nne ne mfonini.',
      whatsappTitle: 'Nkɔmmɔ ba wo WhatsApp so',
      whatsappText:
        'Wonsua app foforɔ biara. Nsɛmmisa biara bue WhatsApp nkɔmmɔ wɔ wo nkyɛn, na adeɛ no ne ne boɔ akyerɛw wɔ mu dada.',
      moneyTitle: 'Wo sika yɛ wo dea',
      moneyText:
        'Atɔfoɔ tua wo wɔ mobile money so anaa sika ankasa. Dwa nkura wo adetɔfoɔ sika da, na ɛnnye hwee mfi wo adetɔn mu.',
      deliveryTitle: 'Ɔkɔfoɔ a wɔde nneɛma kɔ',
      deliveryText:
        'Fa wo ankasa wo ɔkɔfoɔ anaa Dwa akɔfoɔ a wɔyɛ adwuma wɔ wo mpɔtam no de nneɛma kɔma atɔfoɔ.',
    },
    whatsappTitle: 'Fa nneɛma to so wɔ WhatsApp so',
    whatsappIntro:
      'W’ani abere dodo a wuntumi nhyɛ krataa mu? Fa wo adeɛ no mena Dwa WhatsApp nɔma no.',
    whatsappStep1: 'Fa adeɛ no mfonini mena Dwa bot no wɔ WhatsApp so.',
    whatsappStep2: 'Wɔ nkra korɔ no ara mu, kyerɛw ne din, ne boɔ ne nkyerɛmu tiawa bi.',
    whatsappStep3:
      'Adeɛ no twɛn wɔ wo dashboard so. Hwɛ mu na mia Publish — afei ɛda Dwa so ama obiara ahu.',
    pricesTitle: 'Deɛ ɛbɛgye wo',
    priceFree: 'Sotɔɔ bue ne nneɛma a wode to so: kwa, wontua hwee.',
    priceVerification:
      'Verified agyiraeɛ: {{fee}} prɛko pɛ. Yɛhwɛ wo ho nsɛm ne wo adwuma, na sotɔɔ a yɛagye atom no di kan wɔ nhwehwɛmu mu.',
    pricePro: 'Dwa Pro: {{fee}} ɔsram biara.',
    priceBoost:
      'Boost: efi {{price}} da baako wɔ nneɛma no nyinaa so; boost a ɛkyɛ gye credits pii.',
    boostLink: 'Sɛdeɛ boost, verification ne Pro yɛ adwuma',
    readyTitle: 'Woasiesie wo ho sɛ wobɛfi ase?',
    readyText: 'Deɛ wohia ara ne fon nɔma a WhatsApp wɔ so ne adeɛ baako a wobɛtɔn.',
  },
  about: {
    title: 'Yɛn ho nsɛm',
    heading: 'Dwa ho nsɛm',
    intro:
      'Dwa fi Twi asɛmfua dwadie mu. Yɛresi baabi a ɛyɛ mmerɛw sen biara ma Ghanafoɔ sɛ wɔbɛtɔ na wɔatɔn akyerɛ wɔn ho wɔn ho — wɔ fon ne data a nkurɔfoɔ de di dwuma ankasa so.',
    missionTitle: 'Yɛn botaeɛ',
    missionText:
      'Yɛpɛ sɛ yɛboa dwadini biara wɔ Ghana, efi Makola pon so kɔsi fie gyaadeɛ wɔ Tamale, sɛ ɔnya atɔfoɔ a wɔwɔ akyirikyiri, a ɔntua website anaa app a ne boɔ yɛ den ho ka.',
    howTitle: 'Sɛdeɛ Dwa nte sɛ afoforɔ',
    howText1:
      'Atɔfoɔ ne adetɔnfoɔ kasa wɔ WhatsApp so, baabi a wɔwɔ dada. Dwa kyerɛ nneɛma no na ɛbue nkɔmmɔ no.',
    howText2:
      'Dwa nnye sika mfi atɔfoɔ hɔ na ɛnkura wɔn sika. Atɔfoɔ tua adetɔnfoɔ tee, mpɛn pii no wɔ mobile money so.',
    howText3:
      'Yɛn nkrataafa yɛ nketewa na ɛyɛ ntɛm, ɛyɛ adwuma wɔ data a ɛyɛ brɛoo so, na nkrataafa a woabue dada no bue bio sɛ network fi hɔ mpo a.',
    trustTitle: 'Ahotosoɔ ne banbɔ',
    trustText:
      'Adetɔnfoɔ a wɔayɛ verified no akyerɛ wɔn ho nokorɛ. Adetɔ biara tumi nya receipt a obiara tumi hwɛ wɔ Dwa so, na yɛn mmoa kuo no kenkan amanneɛbɔ biara.',
    languagesTitle: 'Wo kasa',
    languagesText:
      'Fa Dwa di dwuma wɔ Borɔfo, Twi anaa Pidgin mu. Yi fi kasa menu a ɛwɔ soro no so.',
  },
  terms: {
    title: 'Mmara a ɛfa dwumadie ho',
    heading: 'Mmara a ɛfa dwumadie ho',
    intro:
      'Mmara yi fa obiara a ɔde Dwa di dwuma ho: atɔfoɔ, adetɔnfoɔ ne akɔfoɔ. Sɛ wode Dwa di dwuma a, na wo ne mmara yi adi nhyia.',
    roleTitle: '1. Deɛ Dwa yɛ',
    roleText:
      'Dwa yɛ baabi a yɛkyerɛ nneɛma. Ɛkyerɛ nneɛma a adetɔnfoɔ a wɔde wɔn ho wɔ tɔn, na ɛde atɔfoɔ ne wɔn bɔ abusuabɔ wɔ WhatsApp so. Adetɔ apam no da atɔfoɔ ne adetɔnfoɔ ntam; ɛnyɛ Dwa na ɛtɔn adeɛ no, na ɛnkura sika biara.',
    sellersTitle: '2. Adetɔnfoɔ',
    sellersText:
      'Ɛsɛ sɛ adetɔnfoɔ de wɔn ho nsɛm a ɛyɛ nokorɛ ma, wɔtɔn nneɛma a wɔwɔ ho kwan nko ara, wɔkyerɛ boɔ ankasa wɔ sidi mu, na wɔbua atɔfoɔ nokorɛ mu. Nneɛma a ɛyɛ atorɔ, korɔno, asiane anaa ɛnni mmara mu nni ho kwan, na yɛbɛto sotɔɔ no mu.',
    buyersTitle: '3. Atɔfoɔ',
    buyersText:
      'Hwɛ adeɛ no ne adetɔnfoɔ no yie ansa na woatua ka. Sɛ wobɛtumi a, tua bere a adeɛ no adu wo nsa, anaa hyia wɔ baabi a nkurɔfoɔ wɔ, na bisa Dwa receipt.',
    ridersTitle: '4. Akɔfoɔ',
    ridersText:
      'Ɛsɛ sɛ akɔfoɔ kura nkrataa a wɔn kaa hia, wɔhwɛ nneɛma so yie, na wɔde ma onipa a yɛabɔ ne din no nko ara.',
    feesTitle: '5. Ka a wotua',
    feesText:
      'Nneɛma a wode to so yɛ kwa. Verification, Pro ne boost yɛ nnwuma a wotua ho ka wɔ boɔ a ɛwɔ Boost krataafa no so. Sɛ ɛfi ase a, yɛmmfa sika no nsan mma.',
    accountsTitle: '6. Akawnt',
    accountsText:
      'Kora wo password ne code a yɛde kɔma wo no so kokoam. Yɛbɛtumi atwa akawnt a ɛbu mmara yi so anaa ɛde afoforɔ to asiane mu no mu.',
    liabilityTitle: '7. Asodie',
    liabilityText:
      'Dwa nni asodie wɔ nneɛma a adetɔnfoɔ tɔn no papayɛ, ne banbɔ anaa ne de-kɔ ho, nanso yɛboa ma yɛsiesie anwiinwii na yɛyi adetɔnfoɔ a wɔdaadaa nkurɔfoɔ fi hɔ.',
    lawTitle: '8. Mmara',
    lawText: 'Ghana Ɔman mmara na ɛhwɛ mmara yi so.',
  },
  privacy: {
    title: 'Kokoam nsɛm ho nhyehyɛeɛ',
    heading: 'Kokoam nsɛm ho nhyehyɛeɛ',
    intro:
      'Yɛboaboa nsɛm kakra pɛ ano, na yɛntɔn wo ho nsɛm da. Krataafa yi kyerɛ deɛ yɛkora ne deɛ enti, sɛdeɛ Ghana Data Protection Act, 2012 (Act 843) kyerɛ no.',
    collectTitle: 'Deɛ yɛboaboa ano',
    collectText:
      'Adetɔnfoɔ: adwuma din, fon nɔma, beaeɛ ne nneɛma. Akɔfoɔ: din, WhatsApp nɔma, mpɔtam ne kaa. Atɔfoɔ: hwee, gye sɛ wobisa receipt anaa wokyerɛw kɔma yɛn. Yɛkan sɛdeɛ nkurɔfoɔ hwɛ adeɛ ne sɛdeɛ wɔmia WhatsApp a yɛnnim wɔn.',
    useTitle: 'Sɛdeɛ yɛde di dwuma',
    useText:
      'Yɛde kyerɛ nneɛma, yɛde code ne amanneɛbɔ mena wɔ WhatsApp so, yɛde siw nnaadaa ano, na yɛde bua wo nkra.',
    shareTitle: 'Wɔn na wɔhu',
    shareText:
      'Atɔfoɔ hu adetɔnfoɔ sotɔɔ din, ne beaeɛ ne ne WhatsApp nɔma. Receipt kyerɛ adetɔnfoɔ ho nsɛm nanso ɛnkyerɛ adetɔfoɔ fon nɔma da. Yɛkyɛ nsɛm ma aban mpanimfoɔ bere a mmara hwehwɛ nko ara.',
    storeTitle: 'Bere tenten a yɛkora',
    storeText:
      'Bere a wo akawnt bue wɔ hɔ, na nkra a wode kɔma mmoa kuo no mfeɛ abien. To wo akawnt mu na yɛpopa wo ho nsɛm, gye nkrataa a mmara ka sɛ yɛnkora.',
    deviceTitle: 'Wɔ wo fon so',
    deviceText:
      'Dwa kora wo kasa, wo theme ne data-saver ho nhyehyɛeɛ ne nkrataafa a woabue no bi, sɛdeɛ ɛbɛbue a network nni hɔ mpo. Wobɛtumi apopa wɔ wo browser settings mu bere biara.',
    rightsTitle: 'Wo hokwan',
    rightsText:
      'Wobɛtumi abisa sɛ wobɛhwɛ, wobɛsiesie anaa wobɛpopa wo ho nsɛm. Kyerɛw kɔma yɛn fi Contact krataafa no so.',
  },
  returns: {
    title: 'Nneɛma a wɔde san ba ho nhyehyɛeɛ',
    heading: 'Nneɛma a wɔde san ba ho nhyehyɛeɛ',
    intro:
      'Atɔfoɔ tua adetɔnfoɔ tee, enti wo ne adetɔnfoɔ no na mobɛdi nhyia wɔ adeɛ a wode bɛsan de ama ho. Dwa ahyɛ mmara a ɛsɛ sɛ adetɔnfoɔ biara di so, na yɛboa bere a biribi kɔ basaa.',
    windowTitle: 'Nna nson a wode bɛbɔ amanneɛ',
    windowText:
      'Sɛ adeɛ no nte sɛdeɛ wɔkyerɛɛ no, asɛe anaa ammɛduru a, ka kyerɛ adetɔnfoɔ no wɔ WhatsApp so nna 7 mu fi da a ɛduruu wo nsa (anaa da a mopenee so sɛ ɛbɛba).',
    conditionTitle: 'Deɛ wobɛtumi de asan aba',
    conditionText:
      'Nneɛma a asɛe, apirapira anaa ɛnte sɛ deɛ ɛwɔ Dwa so no, wɔ ne kotoku a ɛwɔ mfitiaseɛ mu. Aduane, ntadeɛ a ɛhyɛ mu, ahoɔfɛ nneɛma a wɔabue ne nneɛma a wɔyɛɛ maa wo titiriw no, wontumi mfa nsan mmra gye sɛ asɛe.',
    refundTitle: 'Sika a wɔde san ma',
    refundText:
      'Adetɔnfoɔ no de sika no san ma wo ɛkwan a wofaa so tuaeɛ no so, mpɛn pii no mobile money, nna 5 mu bere a adeɛ no asan aduru ne nsa. Sɛ adetɔnfoɔ no na ɔfom a, ɔde de-kɔ ka no nso san ma.',
    helpTitle: 'Sɛ adetɔnfoɔ no mmua a',
    helpText:
      'Fa wo Dwa receipt nɔma ne WhatsApp nkɔmmɔ no mena yɛn fi Contact krataafa no so. Yɛne adetɔnfoɔ no bɛkasa, na adetɔnfoɔ a wɔmpene sɛ wɔbɛgye adeɛ no asan no hwere wɔn verified agyiraeɛ anaa wɔn sotɔɔ.',
  },
  help: {
    title: 'Mmoa Fapem',
    heading: 'Mmoa Fapem',
    intro: 'Nsɛmmisa a atɔfoɔ, adetɔnfoɔ ne akɔfoɔ bisa kɛseɛ no ho mmuaeɛ.',
    searchLabel: 'Hwehwɛ nsɛmmisa no mu',
    searchPlaceholder: 'Sɛ nhwɛsoɔ: de-kɔ, receipt, boost',
    noMatch: 'Asɛmmisa biara nni hɔ a ɛne no hyia.',
    askUs: 'Bisa yɛn wɔ Contact krataafa no so',
    results: 'Nsɛmmisa {{count}}',
    results_one: 'Asɛmmisa {{count}}',
    faq: {
      buyQ: 'Ɛyɛ dɛn na metumi atɔ biribi wɔ Dwa so?',
      buyA: 'Bue adeɛ no na mia Chat on WhatsApp. Nkɔmmɔ ne adetɔnfoɔ no bɛbue a adeɛ no ne ne boɔ akyerɛw wɔ mu dada. Mo ne no nni boɔ, de-kɔ ne akatua ho nhyia.',
      payQ: 'Metua Dwa ka anaa?',
      payA: 'Daabi. Wotua adetɔnfoɔ no tee, mpɛn pii no wɔ mobile money so anaa sika ankasa bere a adeɛ no adu wo nsa. Dwa nkura wo sika da.',
      safeQ: 'Ɛyɛ dɛn na metumi atɔ a asiane biara nni mu?',
      safeA:
        'Pɛ adetɔnfoɔ a wɔayɛ verified, tua bere a adeɛ no adu wo nsa sɛ wobɛtumi a, mfa sika mmena nɔma foforɔ a ɛnyɛ adetɔnfoɔ no dea da, na bisa Dwa receipt.',
      receiptQ: 'Receipt yɛ adwuma sɛn?',
      receiptA:
        'Wɔ adeɛ no krataafa so, mia Request receipt na hyɛ wo fon nɔma ne sika dodoɔ no. Wobɛnya receipt nɔma ne link a obiara bɛtumi abue ahwɛ sɛ ɛyɛ nokorɛ. Adetɔnfoɔ no bɛnya nkra na wagye sika dodoɔ no ato mu; kɔsi saa no, resiti no ka sɛ adetɔnfoɔ no nnye ntoo mu.',
      deliveryQ: 'Wɔbɛtumi de me adeɛ abrɛ me anaa?',
      deliveryA:
        'Nneɛma a wɔatwerɛ Delivery available so no kyerɛ ne ka ne mpɔtam a wɔkɔ. Adetɔnfoɔ no ankasa de kɔ anaa ɔde Dwa ɔkɔfoɔ a ɔwɔ ne mpɔtam de kɔ.',
      returnQ: 'Sɛ adeɛ no nyɛ deɛ mepɛ anaa asɛe a, ɛdeɛn?',
      returnA:
        'Ka kyerɛ adetɔnfoɔ no nna 7 mu. Sɛ wamboa wo a, fa wo receipt nɔma bra yɛn nkyɛn. Hwɛ nneɛma a wɔde san ba ho nhyehyɛeɛ no.',
      sellQ: 'Ɛyɛ dɛn na mefi ase atɔn?',
      sellA:
        'Mia Start Selling, hyɛ wo adwuma din, WhatsApp nɔma, beaeɛ ne wo adeɛ a edi kan, na fa code a yɛde bɛmena wo no si wo nɔma so dua.',
      whatsappQ: 'Metumi de nneɛma ato so wɔ WhatsApp so anaa?',
      whatsappA:
        'Aane. Fa mfonini ne din ne boɔ mena Dwa bot no. Ɛtwɛn wɔ wo dashboard so kɔsi sɛ wobɛpublish.',
      boostQ: 'Boost yɛ deɛn?',
      boostA:
        'Boost de wo adeɛ baako si soro wɔ nneɛma no nyinaa so nna bi. Hwɛ Boost krataafa no so na hu ne boɔ.',
      verifyQ: 'Ɛyɛ dɛn na menya verified agyiraeɛ no?',
      verifyA:
        'Wɔ wo dashboard so, bue Edit Shop na mia Get Verified. Yɛhwɛ wo ho nsɛm ne wo adwuma; sotɔɔ a wɔayɛ verified di kan wɔ nhwehwɛmu mu.',
      riderQ: 'Ɛyɛ dɛn na mɛyɛ ɔkɔfoɔ?',
      riderA:
        'Mia Become a Rider, hyɛ wo din, WhatsApp nɔma, beaeɛ, wo kaa ne mpɔtam a wokɔ, na fa code si wo nɔma so dua.',
      offlineQ: 'Dwa yɛ adwuma a data nni hɔ anaa?',
      offlineA:
        'Nkrataafa a woabue dada no tena wo fon so na ɛbue a network nni hɔ mpo. Bue Data saver na mfonini nketewa nko ara na ɛbɛba.',
      languageQ: 'Metumi de Dwa adi dwuma wɔ Twi anaa Pidgin mu?',
      languageA: 'Aane. Yi Borɔfo, Twi anaa Pidgin fi kasa menu a ɛwɔ krataafa no soro no so.',
    },
  },
  contact: {
    title: 'Kasa kyerɛ yɛn',
    heading: 'Kasa kyerɛ yɛn',
    intro:
      'Kyerɛw kɔma yɛn na yɛn mmoa kuo no bɛbua wo adwuma da baako mu. Fa fon nɔma anaa e-mail ma sɛdeɛ yɛbɛtumi abua wo.',
    name: 'Wo din',
    phone: 'Fon nɔma',
    email: 'Wo e-mail',
    phoneOrEmail: 'Fon anaa e-mail: baako mpo ɛsɛ sɛ ɛwɔ hɔ.',
    message: 'Nkra',
    send: 'Mena nkra no',
    sending: 'Ɛrekɔ…',
    sent: 'Yɛda wo ase! Wo nkra no aduru yɛn nkyɛn. Yɛbɛbua wo ntɛm.',
    sendAnother: 'Mena nkra foforɔ',
    failed: 'Wo nkra no ankɔ. Yɛsrɛ wo, sɔ hwɛ bio.',
    otherWays: 'Akwan foforɔ a wobɛfa so anya yɛn',
    whatsapp: 'Ne mmoa kuo no nkɔmmɔ wɔ WhatsApp so',
    emailUs: 'Kyerɛw e-mail kɔ {{email}}',
    notConfigured: 'Yɛnnya nhyehyɛɛ mmoa WhatsApp ne e-mail. Yɛsrɛ wo, fa krataa yi so.',
  },
  howItWorks: {
    title: 'Sɛdeɛ Dwa yɛ adwuma',
    heading: 'Sɛdeɛ Dwa yɛ adwuma',
    intro: 'Dwa baako, akwan mmiɛnsa a wobɛfa so de adi dwuma.',
    buyersTitle: 'Ma atɔfoɔ',
    buyers1: 'Hwehwɛ de nsɛm, wo nne anaa mfonini, anaa fa nneɛma akuo no mu hwɛ.',
    buyers2: 'Bue adeɛ bi na mia Chat on WhatsApp na wo ne adetɔnfoɔ no nkasa.',
    buyers3:
      'Mo nni boɔ ne de-kɔ ho nhyia, na tua adetɔnfoɔ no wɔ mobile money so anaa bere a adeɛ no adu wo nsa.',
    buyers4: 'Bisa Dwa receipt sɛdeɛ wobɛtumi akyerɛ sɛ wotɔeɛ.',
    sellersTitle: 'Ma adetɔnfoɔ',
    sellers1: 'Fa wo WhatsApp nɔma bue wo sotɔɔ. Ɛyɛ kwa.',
    sellers2: 'Fa nneɛma to so wɔ website no so anaa mena Dwa bot no wɔ WhatsApp so.',
    sellers3: 'Bua atɔfoɔ wɔ WhatsApp so na wɔtua wo tee.',
    sellers4: 'Yɛ verified, boost wo nneɛma anaa kɔ Pro na tɔn pii.',
    ridersTitle: 'Ma akɔfoɔ',
    riders1: 'Fa wo WhatsApp nɔma, wo kaa ne mpɔtam a wokɔ kyerɛw wo din.',
    riders2: 'Kɔ online wɔ ɔkɔfoɔ dashboard so na nya de-kɔ adwuma.',
    riders3: 'Gye adwuma bi, kɔfa adeɛ no, na de kɔma a adanseɛ wɔ hɔ.',
    riders4: 'Wo akatua kɔ wo wallet mu na yɛde mobile money tua wo.',
    sellCta: 'Fi ase tɔn',
    riderCta: 'Bɛyɛ ɔkɔfoɔ',
  },
  boostHelp: {
    title: 'Boost, verification ne Pro',
    heading: 'Boost, verification ne Pro',
    intro:
      'Akwan mmiɛnsa a ɛboa atɔfoɔ ma wɔhu wo sotɔɔ na wɔde wɔn ho to wo so. Boɔ no wɔ Ghana sidi mu.',
    boostTitle: 'Boost adeɛ bi',
    boostPrice: 'Efi {{price}} da biara',
    boostText:
      'Boost de adeɛ baako si soro wɔ fie krataafa ne nhwehwɛmu mu, a Boosted agyiraeɛ wɔ so, da 1, nnafua 3 anaa nnafua 7: sɛ ɛkyɛ a, ɛgye credits pii. Sɛ ɛba awieeɛ a, ɛsan kɔ ne baabi; wobɛtumi aboost bio bere biara.',
    verifyTitle: 'Yɛ verified',
    verifyPrice: '{{fee}} prɛko pɛ',
    verifyText:
      'Yɛhwɛ wo ho nsɛm ne wo adwuma. Wo sotɔɔ ne wo nneɛma kyerɛ Verified agyiraeɛ na edi kan wɔ nhwehwɛmu mu.',
    proTitle: 'Dwa Pro',
    proPrice: '{{fee}} ɔsram biara',
    proText: 'Yɛyɛɛ ma sotɔɔ a wɔtɔn da biara.',
    howTitle: 'Sɛdeɛ wobɛtua',
    howText:
      'Bue wo adetɔnfoɔ dashboard, yi Boost wɔ adeɛ bi so anaa Get Verified / Upgrade to Pro wɔ Edit Shop mu, na tua wɔ mobile money so (MTN, Telecel anaa AirtelTigo).',
    startCta: 'Bue me adetɔnfoɔ dashboard',
  },
};

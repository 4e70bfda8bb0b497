// Notification templates for the six event types in English, Twi and Pidgin.
// {{business_name}}, {{product_title}}, {{days}} and {{date}} are filled in when sending.
import type { Language, NotificationEventType } from '@dwa/domain/enums';

type Text = { title: string; message: string };

export const DEMO_TEMPLATES: Record<NotificationEventType, Record<Language, Text>> = {
  welcome: {
    en: {
      title: 'Welcome to Dwa',
      message:
        'Welcome to Dwa, {{business_name}}! Send a photo of a product with its name and price to this number and we will list it for you.',
    },
    tw: {
      title: 'Akwaaba wɔ Dwa',
      message:
        'Akwaaba wɔ Dwa, {{business_name}}! Fa wo nneɛma no mfonini ne ne din ne ne boɔ brɛ yɛn wɔ saa nɔma yi so na yɛde bɛto dwa so ama wo.',
    },
    pidgin: {
      title: 'Welcome to Dwa',
      message:
        'Welcome to Dwa, {{business_name}}! Snap your product, send am with the name and price to this number, we go list am for you sharp sharp.',
    },
  },
  first_product: {
    en: {
      title: 'Your first product is live',
      message:
        'Congratulations {{business_name}}! "{{product_title}}" is now live on Dwa. Share your shop link on WhatsApp Status to get buyers.',
    },
    tw: {
      title: 'Wo nneɛma a edi kan no wɔ dwa so',
      message:
        'Ayekoo {{business_name}}! "{{product_title}}" wɔ Dwa so seesei. Fa wo dwam link no to WhatsApp Status so na atɔfoɔ bɛba.',
    },
    pidgin: {
      title: 'Your first product don enter',
      message:
        'Congrats {{business_name}}! "{{product_title}}" don dey Dwa now. Put your shop link for WhatsApp Status make buyers see am.',
    },
  },
  boost_active: {
    en: {
      title: 'Boost activated',
      message:
        'Your boost for "{{product_title}}" is active for {{days}} days. It now shows at the top of Dwa.',
    },
    tw: {
      title: 'Boost no ahyɛ aseɛ',
      message:
        'Boost a wode maa "{{product_title}}" no reyɛ adwuma nnansa {{days}}. Seesei ɛda Dwa atifi.',
    },
    pidgin: {
      title: 'Boost don start',
      message:
        'Your boost for "{{product_title}}" don start, e go run {{days}} days. E dey show for top of Dwa now.',
    },
  },
  boost_expiry_reminder: {
    en: {
      title: 'Boost ending soon',
      message:
        'Your boost for "{{product_title}}" ends on {{date}}. Boost again to stay at the top.',
    },
    tw: {
      title: 'Boost no reba awieɛ',
      message:
        'Boost a wode maa "{{product_title}}" no bɛba awieɛ {{date}}. San boost bio na wo nneɛma nkɔ so nna atifi.',
    },
    pidgin: {
      title: 'Boost go soon finish',
      message:
        'Your boost for "{{product_title}}" go finish {{date}}. Boost am again make e still dey top.',
    },
  },
  inactivity_reminder: {
    en: {
      title: 'Add new products',
      message:
        'Hi {{business_name}}, buyers are looking! You have not added a product in a while. Send a photo and price to this number to list one now.',
    },
    tw: {
      title: 'Fa nneɛma foforɔ ka ho',
      message:
        'Agoo {{business_name}}, atɔfoɔ rehwehwɛ! Wonnfaa nneɛma foforɔ mmaa nnansa yi. Fa mfonini ne boɔ brɛ yɛn na yɛde ato dwa so.',
    },
    pidgin: {
      title: 'Add new products',
      message:
        'Hello {{business_name}}, buyers dey find! You never add product for some time. Send photo and price for this number make we list am.',
    },
  },
  verification_expiry: {
    en: {
      title: 'Verification expiring',
      message:
        'Your Dwa verification expires on {{date}}. Renew to keep your Verified badge and higher ranking.',
    },
    tw: {
      title: 'Wo verification reba awieɛ',
      message:
        'Wo Dwa verification bɛba awieɛ {{date}}. Yɛ no foforɔ na wo Verified badge ne wo gyinabea a ɛkorɔn no nkɔ so.',
    },
    pidgin: {
      title: 'Verification go soon expire',
      message:
        'Your Dwa verification go expire {{date}}. Renew am make you keep your Verified badge and better ranking.',
    },
  },
};

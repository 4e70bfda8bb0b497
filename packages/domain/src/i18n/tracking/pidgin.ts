// Pidgin texts of the public tracking page.
import type { CatalogShape } from '../types.ts';
import type { enTracking } from './en.ts';

export const pidginTracking: CatalogShape<typeof enTracking> = {
  tracking: {
    title: 'Follow your delivery',
    heading: 'Delivery #{{number}} own',
    from: 'E come from {{shop}}',
    rider: 'Your rider na',
    noRider: 'Rider go accept am soon.',
    progress: 'Where e reach',
    steps: {
      requested: 'Dem call rider',
      accepted: 'Rider don gree',
      picked_up: 'Rider don pick am',
      delivered: 'E don reach',
      completed: 'E don finish',
      cancelled: 'Dem cancel am',
    },
    notYet: 'E never reach',
    current: 'Now now',
    codeHint: 'When the rider reach, give am the 4-digit code wey dey your WhatsApp message.',
    autoRefresh: 'This page dey update by itself.',
    updated: 'We update am {{time}}',
    cancelledText: 'The seller don cancel this delivery. Ask the seller if you get question.',
    doneText: 'The package don reach. Thank you say you use Dwa.',
    loading: 'We dey load the delivery…',
    loadError: 'We no fit load the delivery.',
    retry: 'Try am again',
    notFoundTitle: 'We no see the delivery',
    notFound: 'We no fit find this delivery. Check the link wey dey your WhatsApp message.',
    home: 'Go Dwa',
  },
};

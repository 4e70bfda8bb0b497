// English texts of the public tracking page /track/:id: what the recipient of a
// delivery sees from the link in their WhatsApp message. Part of `en`; loaded with that page.
export const enTracking = {
  tracking: {
    title: 'Track delivery',
    heading: 'Delivery #{{number}}',
    from: 'From {{shop}}',
    rider: 'Your rider',
    noRider: 'A rider will accept it soon.',
    progress: 'Progress',
    steps: {
      requested: 'Requested',
      accepted: 'Rider accepted',
      picked_up: 'Picked up',
      delivered: 'Delivered',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    notYet: 'Not yet',
    current: 'Now',
    codeHint: 'When the rider arrives, give them the 4-digit code from your WhatsApp message.',
    autoRefresh: 'This page updates by itself.',
    updated: 'Updated {{time}}',
    cancelledText: 'The seller cancelled this delivery. Ask the seller if you have questions.',
    doneText: 'The package was delivered. Thank you for using Dwa.',
    loading: 'Loading the delivery…',
    loadError: 'Failed to load the delivery.',
    retry: 'Try again',
    notFoundTitle: 'Delivery not found',
    notFound: 'We could not find this delivery. Check the link in your WhatsApp message.',
    home: 'Go to Dwa',
  },
} as const;

// Failed status receipts as Meta posts them. `experimentFailure` is pywa's test fixture
// (github.com/david-lev/pywa, tests/data/updates/message_status.json, "failed"), as written;
// the others take its shape with the codes of Meta's error-code reference and the titles and
// details Meta uses for them (131047's as Meta's status webhook shows it).

export const experimentFailure = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '5467539754836534',
      changes: [
        {
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '972123456789', phone_number_id: '1122334455667' },
            statuses: [
              {
                id: 'wamid.xyzxyz',
                status: 'failed',
                timestamp: '1689380458',
                recipient_id: '972987654321',
                errors: [
                  {
                    code: 130472,
                    title: "User's number is part of an experiment",
                    message: "User's number is part of an experiment",
                    error_data: {
                      details:
                        "Failed to send message because this user's phone number is part of an experiment",
                    },
                    href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
                  },
                ],
              },
            ],
          },
          field: 'messages',
        },
      ],
    },
  ],
};

const ERRORS = {
  131047: {
    title: 'Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  131026: {
    title: 'Message undeliverable',
    details:
      'Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number.',
  },
  131049: {
    title: 'This message was not delivered to maintain healthy ecosystem engagement.',
    details:
      'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.',
  },
} as const;

/** The fixture's envelope with one failed receipt of `wamid` to `digits`, for `code`. */
export function failedReceipt(wamid: string, digits: string, code: keyof typeof ERRORS | 130472) {
  const body = structuredClone(experimentFailure);
  const status = body.entry[0]!.changes[0]!.value.statuses[0]!;
  status.id = wamid;
  status.recipient_id = digits;
  status.timestamp = String(Math.floor(Date.now() / 1000));
  if (code !== 130472) {
    const { title, details } = ERRORS[code];
    status.errors = [
      { code, title, message: title, error_data: { details }, href: status.errors[0]!.href },
    ];
  }
  return JSON.stringify(body);
}

// What the server says to people: API error messages and WhatsApp texts. Never bundled into the
// web app (the web shows the server's message, already in the request's language). Exact texts
// from the spec are kept as written.
export const enServer = {
  errors: {
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
      receipt: 'No such receipt.',
      file: 'No such file.',
      products: 'Some products were not found.',
    },
    limits: {
      signIn: 'Too many sign-in attempts. Please try again later.',
      codes: 'Too many codes requested. Please try again later.',
      codeCooldown: 'Please wait a few seconds before asking for a new code.',
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
    fields: {
      controlCharacters: 'This field holds characters that are not allowed.',
    },
    boosts: {
      activeOnly: 'Only active products can be boosted.',
    },
    uploads: {
      decided: 'This upload was already published or rejected.',
    },
  },
  whatsapp: {
    code: 'Your Dwa code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  },
};

export type ServerCatalog = import('../types.ts').CatalogShape<typeof enServer>;

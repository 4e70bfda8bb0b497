// The words around a number that make it a price, or make it part of the product. Patterns run
// on text folded by foldForMatching (lower case, ɛ→e, ɔ→o, "y3"→"ye") except the currency ones,
// which also see the symbols. Every "before" pattern is anchored at the end of the text before
// the number, every "after" pattern at the start of the text after it.

const CURRENCY_WORD = String.raw`gh\s?[₵¢]|ghs|ghc|gh|[₵¢]|cedis|cedi|sidi|sedi`;

/** "GHS ", "GH₵", "gh¢ ", "₵", "sidi ", "ghs" glued to the number, "GHS: ". */
export const CURRENCY_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])((?:${CURRENCY_WORD})\.?\s*[:=\-]?\s*)$`,
  'iu',
);

/** "cedis", "cedi", "sidi", "ghc", "gh", "c" or "₵" after the number (glued or spaced). */
export const CURRENCY_AFTER = new RegExp(
  String.raw`^(\s*-?\s*(?:ghana\s+cedis|${CURRENCY_WORD}|c)\.?)(?![\p{L}\p{N}])`,
  'iu',
);

/** A currency written before amounts, then a number: "… 20 GHS 60", "size 38-41 GH₵ 85". A
 * number before it does not own it. */
export const PREFIX_CURRENCY_THEN_NUMBER =
  /^\s*-?\s*(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢]|sidi|sedi)\.?\s*[:=-]?\s*\d/iu;

/** A lower-case "c" written before the amount with a space, "c 150", as the cedi sign is
 * typed; not a type C port ("type c 50") or a capital letter of a name. */
export const C_BEFORE = /(?:^|[^\p{L}\p{N}])(?<![Tt]ype[\s-]?)(c\s+)$/u;

/** "wholesale 40", "wholesale price: GHS 40": the price for many, not for one. */
export const WHOLESALE_BEFORE =
  /(?:^|[^\p{L}])(wholesale(?:\s+price)?\s*[:=-]?\s*(?:(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢]|sidi)\s*)?)$/iu;

/** Letters of a currency glued to the number after them: "GHS1 200". */
export const GLUED_CURRENCY = /(?:^|[^\p{L}])(?:ghs|ghc|gh|sidi|cedis?)$/iu;

/** "50 pesewas", "50p": an amount in pesewas, not cedis. */
export const PESEWAS_AFTER = /^(\s*(?:pesewas?|p))(?![\p{L}\p{N}])/iu;

/** Words that introduce a price: English, Pidgin ("na", "e be", "going for") and Twi ("ne boɔ
 * yɛ", "boc y3", "ɛbo yɛ", "3y3"). */
export const CUE_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])((?:${[
    String.raw`price(?:\s+(?:na|is|be|now))?`,
    'prices?',
    'na',
    String.raw`(?:e\s+)?(?:dey\s+)?go(?:ing|es)?\s+for`,
    'going',
    String.raw`sell(?:ing)?\s+(?:for|at|@)`,
    String.raw`asking(?:\s+price)?`,
    String.raw`last(?:\s+price)?`,
    String.raw`fixed(?:\s+price)?`,
    String.raw`(?:for\s+)?just`,
    'now',
    // Twi "seesei" (now), after an old price: "ne bo kane yɛ 60 nanso seesei 50".
    'seesei',
    // Pidgin "make you pay 650", "you go pay 650", "pay 650".
    String.raw`(?:(?:make\s+)?(?:you|u)\s+(?:go\s+)?)?pay`,
    String.raw`(?:down|reduced|slashed)\s+to`,
    'costs?',
    String.raw`e\s+be`,
    String.raw`(?:ne\s+)?(?:e?boo?|boc|bo)(?:\s+no)?(?:\s+ye)?`,
    'e?ye',
    // Twi "sika" (money): "ne sika yɛ 800", "sika: 30".
    String.raw`(?:ne\s+)?sika(?:\s+no)?(?:\s+e?ye)?`,
    // "wholesale 40 retail 55": the retail price is the price of one.
    String.raw`retail(?:\s+price)?`,
    String.raw`each(?:\s+(?:na|one|is))?`,
    String.raw`per\s+one`,
    'between',
    'from',
    'only',
  ].join('|')})\s*[:=\-@]?\s*|[@=]\s*)$`,
  'iu',
);

/** "2 for 100", "3 pairs for 250", Twi "3 yɛ sidi 20" (folded): the count a bundle's price is
 * for. */
export const BUNDLE_BEFORE =
  /(?:^|[^\p{L}\p{N}.,])((?:x\s*)?\d{1,3}\s+(?:(?!(?:going|goes|go|selling|sell|sold|dey|is|na|e)\s)\p{L}+\s+)?(?:for|ye)\s+)$/u;

/** A cue that makes the amount a price for one of something. */
export const PER_UNIT = /(?:^|[^\p{L}])(?:each|per|piece|apiece)(?![\p{L}])/iu;

/** Words after a price that keep it one: "450 only", "300 each", "50 per kg", "600 last",
 * "2,800 final", "250 (negotiable)", "250 a pair", "250 free delivery", "250 no story". */
export const CUE_AFTER =
  /^(\s*[,.]?\s*(?:only|each|per\s+[\p{L}]+|per|last(?:\s+price)?|final(?:\s+price)?|\(\s*(?:negotiable|nego|neg|fixed|final|firm)\s*\)|(?:slightly\s+)?negotiable|nego|neg|fixed|fix|firm|biara|for\s+(?:all|both|one|the\s+\p{L}+)|no\s+(?:story|long\s+talk|wahala)|a\s+(?:piece|pair|set)|apiece|flat|ono|o\.n\.o|or\s+(?:nearest|near|best|any)\s+offer|no\s+(?:nego|negotiation)|non[-\s]?negotiable|straight|sharp|p[ɛe3]|nkoaa|nko(?:\s+ara)?|(?:\+|plus|excluding|excl\.?|without|including|incl\.?|with)\s*delivery|(?:with\s+)?free\s+delivery|delivery\s+(?:inclusive|included|free))\.?)(?![\p{L}\p{N}])/iu;

/** A number right after these is part of the product: "size 42", "no. 10", "x 50", "set of 10",
 * "ages 3-6", "waist 30". */
export const PRODUCT_BEFORE =
  /(?:^|[^\p{L}])(?:size|sizes|sz|no|nr|number|num|model|age|ages|waist|x|by|of|version|ver|gen|generation|core|grade|class|form|level|vol|volume|part|chapter|page|pages|room|rooms|bedroom|plot|plots|year|years|season|series|jhs|shs|basic|primary|stage|gear|seater|door|top|top\s+up|wɔ|wo|me\s+wo|get|have|i\s+have|we\s+have)\s*[:.#-]?\s*$/iu;

/** Names of model lines: a number after one is the model's ("Camon 20", "Latitude 7490"). */
export const MODEL_LINE = new RegExp(
  `^(?:${[
    'camon|spark|pova|phantom|pop|hot|note|smart|zero|galaxy|iphone|ipad|redmi|poco|pixel',
    'nokia|itel|latitude|elitebook|probook|thinkpad|ideapad|inspiron|pavilion|vostro|macbook',
    'corolla|camry|yaris|vitz|civic|accord|elantra|sonata|jordan|playstation',
  ].join('|')})$`,
  'iu',
);

/** A container and how many it holds: "pack 12", "crate 30", "carton 24", "box 50". */
export const COUNT_OF_CONTAINER =
  /(?:^|[^\p{L}])(?:pack|packs|crate|crates|carton|cartons|box|boxes|dozen|bundle|bundles)\s*(?:of\s+)?$/iu;

/** Units and counted things: a number followed by one is a quantity, never the price. */
export const UNIT_AFTER = new RegExp(
  String.raw`^\s*-?\s*(?:${[
    'kg|kgs|g|grams?|kilos?|gb|tb|mb|mah|inch(?:es)?|in|"|yards?|yds?|m|cm|mm|ft|feet|foot',
    'litres?|liters?|ltrs?|l|ml|cl|oz|lbs?|w|watts?|v|volts?|hp|kw|kva|ah|mp|mpx|hz|ghz',
    'pcs|pieces?|pc|seater|burners?|doors?|months?|years?|yrs?|weeks?|days?|hours?|hrs?',
    'mins?|minutes?|am|pm|bedrooms?|rooms?|plots?|acres?|packs?|bags?|sets?|pairs?|dozens?',
    'crates?|box(?:es)?|tubers?|bunch(?:es)?|bottles?|tins?|cartons?|plates?|people|persons?',
    'x|by|percent|%|units?|chairs?|balls?|olonka|kɔtoku|kotoku|gallons?|galon|subjects?',
  ].join('|')})(?![\p{L}\p{N}])`,
  'iu',
);

/** "4K smart TV" is a screen, not GH₵ 4,000. */
export const SCREEN_AFTER_K =
  /^\s*(?:tv|tvs|uhd|hd|hdr|smart|display|monitor|screen|video|camera|resolution|ultra|led|oled|qled)(?![\p{L}])/iu;

/** Before an old price: "was GHS 900", "original price 500", Pidgin "bought am 900", Twi "ne bo
 * kane yɛ 60" (its first price was). */
const OLD_PRICE = String.raw`(?:^|[^\p{L}])(?:was|before|(?:bo\s+)?kane(?:\s+ye)?|old\s+price|original(?:\s+price)?|formerly|normally|initially|instead\s+of|(?:i\s+)?(?:bought|buy)(?:\s+(?:am|it))?(?:\s+(?:for|at))?)\s*[:=-]?\s*(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢])?\s*`;

/** A number right after these is an old price, even with no currency. */
export const OLD_PRICE_BEFORE = new RegExp(`${OLD_PRICE}$`, 'iu');

/** A currency-marked number in these clauses is another amount: a delivery fee, an old price. */
export const OTHER_AMOUNT_BEFORE = new RegExp(
  String.raw`(?:(?:^|[^\p{L}])(?:delivery|deliver|delivering|transport|transportation|shipping|courier|dropping|lorry\s+fare)(?![\p{L}])[^,;.!?\n]*|${OLD_PRICE})$`,
  'iu',
);

/** After a fee: "20gh delivery fee", "15 cedis for delivery" (not "300 delivery to Tema", where
 * the number is the price, nor "300 delivery fee 20", where the 20 is the fee). */
export const FEE_AFTER =
  /^\s*(?:(?:for|as)\s+(?:the\s+)?deliver(?:y|ies)(?:\s+(?:fee|charge|cost)s?)?|deliver(?:y|ies)\s+(?:fee|charge|cost)s?)(?![\p{L}])(?!\s*[:=-]?\s*(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢])?\s*\d)/iu;

/** What joins the two ends of a range: "500-700", "500 to 700", "150 kɔsi 170", "10 and 20". */
export const RANGE_BETWEEN = new RegExp(
  String.raw`^\s*(?:cedis|cedi|sidi|ghc|gh)?\s*(?:\([\p{L}\s]{1,20}\)\s*)?(?:-|–|—|~|to|kosi|kɔsi|and|or)\s*(?:${CURRENCY_WORD})?\.?\s*$`,
  'iu',
);

/** After an old price, the new one: "from 200 down to 150", "500, now 450", Twi "60 nanso seesei
 * (ɛyɛ) 50". The number before these is the old price. */
export const NEW_PRICE_AFTER =
  /^\s*(?:cedis|cedi|ghs|ghc|gh)?\s*[,.]?\s*(?:(?:but|nanso)\s+)?(?:(?:down|reduced|slashed)\s+to|now|seesei)\s*(?:[eɛ3]?y[eɛ3]\s*)?(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢]|sidi)?\s*\d/iu;

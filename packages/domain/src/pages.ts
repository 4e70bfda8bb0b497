// Every page path the web app has, in one place: the web router declares its routes from these
// patterns and the server answers a path that matches none with HTTP 404 (the 404 screen), not
// 200. Patterns use React Router's syntax; a `:name` segment matches one non-empty segment.

export const PAGE_PATHS = {
  home: '/',
  search: '/search',
  serverError: '/500',
  product: '/products/:id',
  shop: '/shops/:id',
  receipt: '/receipts/:number',
  /** The payment simulator's phone prompt; client-rendered. */
  pay: '/pay/:reference',
  /** A delivery's public tracking page: the link the recipient gets on WhatsApp;
   * client-rendered (nothing here is for search engines). */
  track: '/track/:id',
  /** A Buy safely order's page: the link its buyer gets on WhatsApp (decision 066);
   * client-rendered, and never indexed. */
  order: '/orders/:token',
  login: '/login',
  // public content
  sell: '/sell',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  returnPolicy: '/return-policy',
  returns: '/returns',
  help: '/help',
  helpBoost: '/help/boost',
  boost: '/boost',
  contact: '/contact',
  howItWorks: '/how-it-works',
  // seller
  sellerLogin: '/seller/login',
  sellerResetPassword: '/seller/reset-password',
  sellerOnboarding: '/seller/onboarding',
  sellerDashboard: '/seller',
  sellerProducts: '/seller/products',
  sellerProductNew: '/seller/products/new',
  sellerUploads: '/seller/products/uploads',
  sellerProductEdit: '/seller/products/:id/edit',
  sellerProfile: '/seller/profile',
  sellerReceipts: '/seller/receipts',
  sellerDeliveries: '/seller/deliveries',
  sellerDeliveryNew: '/seller/deliveries/new',
  sellerOrders: '/seller/orders',
  // rider
  riderLogin: '/rider/login',
  riderRegister: '/rider/register',
  riderHome: '/rider',
  riderJobs: '/rider/jobs',
  riderProfile: '/rider/profile',
  // admin
  adminLogin: '/admin/login',
  adminChangePassword: '/admin/change-password',
  adminHome: '/admin',
  adminOutbox: '/admin/outbox',
  adminWhatsAppSimulator: '/admin/whatsapp/simulator',
  adminAnalytics: '/admin/analytics',
  adminWhatsApp: '/admin/whatsapp',
  adminRiders: '/admin/riders',
  adminMoney: '/admin/money',
  adminOrders: '/admin/orders',
  adminNotifications: '/admin/notifications',
  adminSettings: '/admin/settings',
  adminSellers: '/admin/sellers',
  adminProducts: '/admin/products',
  adminMessages: '/admin/messages',
  adminAudit: '/admin/audit',
  adminPrelaunch: '/admin/prelaunch',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** Paths the spec links to that are no page of their own but lead to one: '/dashboard' is the
 * seller's dashboard. The server answers them with a redirect (302: where they lead depends on
 * who asks, so nothing may cache it) before any page or 404 is made, so they work without
 * JavaScript; the web router sends a link followed inside the app to the same page. */
export const PAGE_REDIRECTS: Readonly<Record<string, { to: PageName; signIn: PageName }>> = {
  '/dashboard': { to: 'sellerDashboard', signIn: 'sellerLogin' },
};

/** Where a redirecting path (no query string; a trailing slash is the same path) leads: the
 * page itself for a visitor with a session, else its sign-in page, which returns there after
 * (`?redirect=`, as the web's route guards write it). Null for any other path. */
export function redirectFor(path: string, hasSession: boolean): string | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const redirect = Object.hasOwn(PAGE_REDIRECTS, trimmed) ? PAGE_REDIRECTS[trimmed] : undefined;
  if (!redirect) return null;
  const target = PAGE_PATHS[redirect.to];
  if (hasSession) return target;
  return `${PAGE_PATHS[redirect.signIn]}?${new URLSearchParams({ redirect: target })}`;
}

export interface PageMatch {
  page: PageName;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

const PATTERNS = (Object.entries(PAGE_PATHS) as [PageName, string][]).map(([page, pattern]) => ({
  page,
  parts: segments(pattern),
}));

/** The page a path (no query string) shows, or null when it is no page of the app. A trailing
 * slash is the same page (the router treats it so); a static segment wins over a parameter
 * (`/seller/products/new` is not an edit page). */
export function matchPagePath(path: string): PageMatch | null {
  const parts = segments(path);
  let best: (PageMatch & { statics: number }) | null = null;
  for (const { page, parts: pattern } of PATTERNS) {
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    const fits = pattern.every((p, i) => {
      const part = parts[i]!;
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(part);
        return true;
      }
      statics++;
      return p === part;
    });
    if (fits && (!best || statics > best.statics)) best = { page, params, statics };
  }
  return best && { page: best.page, params: best.params };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A concrete path for a page: `pagePath('product', { id })` → `/products/<id>`. */
export function pagePath(page: PageName, params: Record<string, string> = {}): string {
  return PAGE_PATHS[page].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The pages of the development stand-ins and the stand-in each belongs to: the server answers
 * them with 404 wherever that stand-in is not mounted (production, unless a staging copy runs
 * it: decision 043). */
export const STAND_IN_PAGES = {
  pay: 'payments',
  adminWhatsAppSimulator: 'whatsapp',
} as const satisfies Partial<Record<PageName, 'payments' | 'whatsapp'>>;

/** Pages the server renders to HTML with their content (public reading); the others (accounts,
 * seller, rider and admin areas) arrive as the app's shell and render in the browser. A path no
 * page matches is rendered too: the 404 page. */
export const SERVER_RENDERED_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'home',
  'search',
  'serverError',
  'product',
  'shop',
  'receipt',
  'sell',
  'about',
  'terms',
  'privacy',
  'returnPolicy',
  'returns',
  'help',
  'helpBoost',
  'boost',
  'contact',
  'howItWorks',
]);

// /products/:id — everything a buyer needs to decide and contact the seller: photos, price,
// facts, seller, 'Chat on WhatsApp', 'Request receipt' and related products. An unknown product
// shows the 404 page (the server already answered the URL itself with HTTP 404).

import { formatGhs } from '@dwa/domain/money';
import type { ProductDetail } from '@dwa/domain/products';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { CardGrid } from '../../components/product-cards.tsx';
import { ProductFacts } from '../../features/products/product-facts.tsx';
import { ProductGallery } from '../../features/products/product-gallery.tsx';
import { ProductSkeleton } from '../../features/products/product-skeleton.tsx';
import { SellerLine } from '../../features/products/seller-line.tsx';
import { useProduct } from '../../features/products/use-product.ts';
import { useRecordView } from '../../features/products/use-record-view.ts';
import { WhatsAppButton } from '../../features/whatsapp-chat/whatsapp-button.tsx';
import { isNotFound } from '../../lib/api-error.ts';
import { Deferred, Static } from '../../lib/deferred-hydration.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { textsReady, useTranslation } from '../../lib/i18n.ts';
import { NotFoundPage } from './not-found-page.tsx';

const ReceiptDialog = lazy(() => import('../../features/receipts/receipt-dialog.tsx'));
// Buy safely: the order form and its texts come only when a buyer opens it (decision 066).
const BuySafelyDialog = lazy(() =>
  Promise.all([
    import('../../features/orders/buy-safely-dialog.tsx'),
    import('../../lib/order-texts.ts').then(textsReady),
  ]).then(([module]) => module),
);
// Report listing: the dialog and its texts (in the language shown) come only when a buyer opens it.
const ReportDialog = lazy(() =>
  Promise.all([
    import('../../features/product-report/report-dialog.tsx'),
    import('../../lib/product-report-texts.ts').then(textsReady),
  ]).then(([module]) => module),
);

export function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useProduct(id);
  useRecordView(id, query.isSuccess);

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <LoadError
        text={t('productPage.loadError')}
        retryLabel={t('productPage.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Keyed: a related product opens with its own first photo and a closed dialog.
  return <ProductView key={query.data.id} product={query.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  useDocumentTitle(product.title);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [buyOpen, setBuyOpen] = useState(false);
  return (
    <article className="flex flex-col gap-10">
      <div className="grid gap-6 lg:grid-cols-2">
        <Deferred>
          <ProductGallery photos={product.photos} title={product.title} />
        </Deferred>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            {product.isBoosted && (
              <span className="self-start rounded-full bg-gold px-2 py-0.5 font-semibold text-white text-xs dark:text-black">
                {t('product.boosted')}
              </span>
            )}
            <h1 className="font-bold text-2xl sm:text-3xl">{product.title}</h1>
            <p data-testid="product-price" className="font-bold text-2xl text-brand">
              {formatGhs(product.pricePesewas)}
            </p>
          </div>
          <div>
            <h2 className="text-sm text-subtle">{t('productPage.seller')}</h2>
            <Static watch={product.id}>
              <SellerLine seller={product.seller} />
            </Static>
          </div>
          <Deferred>
            <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
              <WhatsAppButton product={product} />
              {product.buySafely && (
                <button
                  type="button"
                  className="btn-primary no-js:hidden"
                  data-testid="buy-safely"
                  title={t('productPage.buySafelyHint')}
                  onClick={() => setBuyOpen(true)}
                >
                  {t('productPage.buySafely')}
                </button>
              )}
              {/* The receipt dialog needs JavaScript: hidden without it. */}
              <button
                type="button"
                className="btn-outline no-js:hidden"
                data-testid="request-receipt"
                onClick={() => setReceiptOpen(true)}
              >
                {t('receipt.request')}
              </button>
            </div>
          </Deferred>
          <Static watch={product.id}>
            <ProductFacts product={product} />
          </Static>
          {product.description && (
            <div>
              <h2 className="mb-1 font-semibold">{t('productPage.description')}</h2>
              <p className="whitespace-pre-line text-ink">{product.description}</p>
            </div>
          )}
          <Deferred>
            {/* The report dialog needs JavaScript: hidden without it. */}
            <button
              type="button"
              className="btn-ghost self-start text-sm text-subtle no-js:hidden"
              data-testid="report-listing"
              onClick={() => setReportOpen(true)}
            >
              {t('productPage.report')}
            </button>
          </Deferred>
        </div>
      </div>
      {product.related.length > 0 && (
        <Static watch={product.id}>
          <section aria-labelledby="related-heading">
            <h2 id="related-heading" className="mb-3 font-bold text-xl">
              {t('productPage.related')}
            </h2>
            <CardGrid products={product.related} lazy />
          </section>
        </Static>
      )}
      {receiptOpen && (
        <Suspense fallback={null}>
          <ReceiptDialog product={product} onClose={() => setReceiptOpen(false)} />
        </Suspense>
      )}
      {buyOpen && (
        <Suspense fallback={null}>
          <BuySafelyDialog product={product} onClose={() => setBuyOpen(false)} />
        </Suspense>
      )}
      {reportOpen && (
        <Suspense fallback={null}>
          <ReportDialog productId={product.id} onClose={() => setReportOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}

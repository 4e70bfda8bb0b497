// A small catalogue for tests of the public reads: a verified Kumasi shop with a listed kente
// stole (delivery offered) and a smock, a hidden product, and other shops' products.
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import type { TestApp } from './test-app.ts';

export async function buildKenteShop(t: TestApp) {
  const shop = await buildSeller(t.db, {
    businessName: 'Ama Fabrics',
    isVerified: true,
    locationSlug: 'kumasi',
  });
  const kente = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Kente stole',
    category: 'fashion',
    pricePesewas: 45_000,
    deliveryAvailable: true,
    deliveryCostPesewas: 1_500,
    deliveryAreas: ['Adum', 'Bantama'],
  });
  await buildProduct(t.db, { sellerId: shop.id, title: 'Batakari smock', category: 'fashion' });
  await buildProduct(t.db, { title: 'Other shop dress', category: 'fashion' });
  await buildProduct(t.db, { title: 'A radio', category: 'electronics' });
  const hidden = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Hidden',
    status: 'hidden',
    category: 'fashion',
  });
  return { shop, kente, hidden };
}

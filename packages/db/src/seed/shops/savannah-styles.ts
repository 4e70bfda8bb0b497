import { type DemoShopDefinition, item } from './define.ts';

export const savannahStyles: DemoShopDefinition = {
  businessName: 'Savannah Styles',
  locationSlug: 'tamale',
  description: 'Dresses, wax prints and beads, sewn and sold in Tamale.',
  categories: ['fashion'],
  kinds: ['dress', 'fabric', 'beads', 'bag', 'sandals'],
  products: [
    item(
      'dress',
      'Ankara wrap dress',
      280,
      'Made-to-measure Ankara wrap dress, vibrant wax print, sizes 8–20.',
      { photos: 3, look: 'wax' },
    ),
    item(
      'dress',
      'Kaba and slit, ready to wear',
      380,
      'Wax print kaba and slit, sizes 10–18. Sewing to measure in five days.',
      { look: 'wax' },
    ),
    item(
      'fabric',
      'Wax print fabric, 6 yards',
      240,
      'Quality wax print, full piece of six yards. Many designs available.',
      { photos: 2 },
    ),
    item(
      'fabric',
      'GTP Nustyle, 6 yards',
      420,
      'Original GTP wax, made in Ghana. Colours stay after washing.',
    ),
    item('fabric', 'Woodin fabric, 6 yards', 380, 'Bright Woodin print, soft cotton.'),
    item(
      'fabric',
      'Vlisco Hollandais wax, 6 yards',
      1250,
      'Original Vlisco with the label on the selvedge.',
    ),
    item(
      'beads',
      'Beaded waist and wrist set',
      85,
      'Krobo glass beads, handmade. Colours to match your outfit.',
    ),
    item(
      'beads',
      'Krobo bead necklace, bridal set',
      240,
      'Necklace, earrings and bracelet in Krobo glass beads for engagements.',
    ),
    item(
      'bag',
      "Ladies' handbag, leather",
      350,
      'Genuine leather handbag with inner zip pockets. Brown and black.',
      { look: 'plain' },
    ),
    item(
      'sandals',
      "Ladies' beaded sandals",
      160,
      'Flat leather sandals with beadwork, sizes 37–42.',
    ),
  ],
};

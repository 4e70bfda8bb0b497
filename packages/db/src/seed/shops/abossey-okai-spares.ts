import { type DemoShopDefinition, item } from './define.ts';

export const abosseyOkaiSpares: DemoShopDefinition = {
  businessName: 'Abossey Okai Spares',
  locationSlug: 'accra',
  description: 'Genuine car parts and accessories from Abossey Okai. We deliver nationwide.',
  categories: ['automotive'],
  kinds: ['tyre', 'battery', 'engine-oil', 'brake-pad', 'headlight'],
  products: [
    item(
      'brake-pad',
      'Toyota Corolla brake pads (front)',
      260,
      'Quality front brake pads for Corolla 2009–2018. Fitting available at Abossey Okai.',
      { photos: 2 },
    ),
    item(
      'brake-pad',
      'Honda Civic rear brake pads',
      220,
      'Rear pads for Civic 2012–2016, with wear sensor clips.',
    ),
    item(
      'battery',
      'Car battery 75Ah',
      1250,
      'Maintenance-free battery, 12 months warranty. Free installation at our shop.',
    ),
    item(
      'battery',
      'Solite 60Ah',
      980,
      'Korean-made Solite for saloon cars. Tested before you pay.',
    ),
    item(
      'engine-oil',
      'Engine oil 5W-30 (4 litres)',
      340,
      'Fully synthetic engine oil for petrol engines. Original, not fake.',
    ),
    item(
      'engine-oil',
      'Total Quartz 7000 10W-40, 4L',
      290,
      'Semi-synthetic oil for petrol and diesel engines.',
    ),
    item(
      'tyre',
      'Tyre 195/65 R15',
      950,
      'New tyre, good grip for the rainy season. Fitting and balancing included.',
      { photos: 2 },
    ),
    item(
      'tyre',
      'Michelin Energy XM2 185/65 R14',
      1100,
      'Michelin for Corolla, Yaris and Elantra. Long life, quiet on the road.',
    ),
    item(
      'headlight',
      'Toyota Camry headlight (2012–2014), left',
      1400,
      'Complete headlamp assembly, clear lens, bulbs included.',
    ),
    item(
      'headlight',
      'Hyundai Elantra headlamp, right side',
      1300,
      'Home-used headlamp in good condition, no cracks.',
    ),
  ],
};

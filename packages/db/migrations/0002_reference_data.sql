-- Reference rows every installation needs (demo data or not): the registration locations and
-- the product categories in display order (spec section 9).
INSERT INTO "locations" ("slug", "name") VALUES
  ('accra', 'Accra'),
  ('kumasi', 'Kumasi'),
  ('tamale', 'Tamale'),
  ('cape-coast', 'Cape Coast')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "categories" ("slug", "position") VALUES
  ('electronics', 1),
  ('fashion', 2),
  ('home', 3),
  ('automotive', 4),
  ('food', 5),
  ('sports', 6),
  ('books', 7),
  ('general', 8)
ON CONFLICT ("slug") DO NOTHING;

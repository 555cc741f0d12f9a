-- The three sponsorship packages of the expo (client specification, sections 3 and 9).
INSERT INTO "sponsorship_packages" (
  "id", "title", "rank", "amount", "advert_expo_program", "booth_space", "vip_passes",
  "branding_presentation", "premium_booth_location", "logo_on_stage_backdrops", "speaking_slot_at_opening",
  "vip_networking_access", "logo_on_delegate_items", "logo_on_banners_website_social",
  "recognition_during_sessions", "networking_lounge_access", "press_release_mention"
) VALUES
  ('platinum', 'PLATINUM', 1, '50,000', 'Full page', 'Largest', '5+', true, true, true, true, true, true, true, true, true, true),
  ('gold', 'GOLD', 2, '20,000 - 40,000', 'Half page', 'Large', '4', true, true, true, false, true, false, true, true, true, true),
  ('silver', 'SILVER', 3, '10,000 - 15,000', 'Quarter page', 'Standard', '2-3', false, false, false, false, false, false, true, true, true, false)
ON CONFLICT ("id") DO NOTHING;

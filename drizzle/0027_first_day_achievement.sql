-- The first-day checklist's achievement (lib/systems/game/onboarding), for worlds seeded before it existed;
-- a new world's seed writes the same row from achievements.json and skips it here.
INSERT INTO "achievement_definitions" ("id", "name", "description", "icon", "category", "is_hidden", "sort_order")
VALUES ('first_day', 'First Day Done', 'Complete the first-day checklist', NULL, 'career', false, 30)
ON CONFLICT ("id") DO NOTHING;

CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
-- The CSP reads the settings on every response through the response cache; an area with a version row is checked at
-- most once per poll interval, one without a row on every call (cache.ts), so the row exists from the start.
INSERT INTO `content_versions` (`area`, `version`) VALUES ('settings', 1) ON CONFLICT(`area`) DO NOTHING;

ALTER TABLE `galleries` DROP COLUMN `title`;--> statement-breakpoint
ALTER TABLE `quality_certs` DROP COLUMN `name`;--> statement-breakpoint
ALTER TABLE `agreements` DROP COLUMN `description`;--> statement-breakpoint
ALTER TABLE `service_tool_versions` DROP COLUMN `release_notes`;--> statement-breakpoint
ALTER TABLE `service_tools` DROP COLUMN `description`;
CREATE INDEX `leads_status_created_idx` ON `leads` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_country_created_idx` ON `leads` (`country_id`,`created_at`);
CREATE TABLE `serial_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`company_id` integer,
	`end_customer` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`purchase_date` text,
	`claimant_name` text DEFAULT '' NOT NULL,
	`claimant_email` text DEFAULT '' NOT NULL,
	`claimant_company` text DEFAULT '' NOT NULL,
	`claimant_address` text DEFAULT '' NOT NULL,
	`claimant_ip` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `serial_claims_serial_idx` ON `serial_claims` (`serial_id`,`status`);--> statement-breakpoint
CREATE INDEX `serial_claims_company_idx` ON `serial_claims` (`company_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `serial_claims_user_idx` ON `serial_claims` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `serial_claims_pending_idx` ON `serial_claims` (`serial_id`,`user_id`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `registrations` ADD `basis` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `claimant_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `claimant_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `claimant_company` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `claimant_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `claimant_ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `confirmed_by` text REFERENCES users(id) ON DELETE set null;
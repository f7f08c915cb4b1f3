CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial_id` integer NOT NULL,
	`user_id` text,
	`purchase_date` text,
	`registered_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `registrations_serial_idx` ON `registrations` (`serial_id`);--> statement-breakpoint
CREATE INDEX `registrations_user_idx` ON `registrations` (`user_id`);--> statement-breakpoint
CREATE TABLE `serial_checksums` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`pattern` text NOT NULL,
	`algorithm` text DEFAULT 'luhn' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `serial_checksums_product_id_unique` ON `serial_checksums` (`product_id`);--> statement-breakpoint
CREATE TABLE `serials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`number_key` text NOT NULL,
	`product_id` integer NOT NULL,
	`option_id` integer,
	`build_date` text NOT NULL,
	`status` text DEFAULT 'built' NOT NULL,
	`company_id` integer,
	`sold_on` text,
	`sold_to` text DEFAULT '' NOT NULL,
	`owner_id` text,
	`registered_at` integer,
	`purchase_date` text,
	`last_calibrated_on` text,
	`next_due_on` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`option_id`) REFERENCES `product_options`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `serials_key_product_option` ON `serials` (`number_key`,`product_id`,coalesce("option_id", 0));--> statement-breakpoint
CREATE INDEX `serials_owner_idx` ON `serials` (`owner_id`,`next_due_on`);--> statement-breakpoint
CREATE INDEX `serials_company_idx` ON `serials` (`company_id`,`number_key`);--> statement-breakpoint
CREATE INDEX `serials_product_idx` ON `serials` (`product_id`,`number_key`);--> statement-breakpoint
CREATE INDEX `serials_due_idx` ON `serials` (`next_due_on`);--> statement-breakpoint
CREATE INDEX `serials_status_idx` ON `serials` (`status`,`number_key`);--> statement-breakpoint
CREATE TABLE `service_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial_id` integer NOT NULL,
	`kind` text NOT NULL,
	`performed_on` text NOT NULL,
	`performed_by` text NOT NULL,
	`company_id` integer,
	`procedure` text DEFAULT '' NOT NULL,
	`temperature_c` text DEFAULT '' NOT NULL,
	`humidity_pct` text DEFAULT '' NOT NULL,
	`references` text DEFAULT '[]' NOT NULL,
	`results` text DEFAULT '[]' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`next_due_on` text,
	`return_id` integer,
	`recorded_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_records_serial_idx` ON `service_records` (`serial_id`,`performed_on`);--> statement-breakpoint
CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`holder_id` text,
	`serial_id` integer,
	`service_record_id` integer,
	`course_id` integer,
	`locale` text DEFAULT 'en' NOT NULL,
	`issued_on` text NOT NULL,
	`expires_on` text,
	`content` text NOT NULL,
	`revoked_at` integer,
	`revoked_reason` text DEFAULT '' NOT NULL,
	`superseded_by_id` integer,
	`issued_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`holder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_record_id`) REFERENCES `service_records`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`superseded_by_id`) REFERENCES `certificates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_number_unique` ON `certificates` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code_unique` ON `certificates` (`code`);--> statement-breakpoint
CREATE INDEX `certificates_holder_idx` ON `certificates` (`holder_id`,`issued_on`);--> statement-breakpoint
CREATE INDEX `certificates_serial_idx` ON `certificates` (`serial_id`,`issued_on`);--> statement-breakpoint
CREATE INDEX `certificates_issued_idx` ON `certificates` (`issued_on`,`id`);--> statement-breakpoint
CREATE TABLE `return_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`status` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`by_user_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `return_events_return_idx` ON `return_events` (`return_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `return_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`product_id` integer,
	`option_id` integer,
	`item_name` text NOT NULL,
	`part` text NOT NULL,
	`part_name` text DEFAULT '' NOT NULL,
	`serial_number` text DEFAULT '' NOT NULL,
	`serial_id` integer,
	`order_number` text DEFAULT '' NOT NULL,
	`value_pence` integer NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`option_id`) REFERENCES `product_options`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `return_lines_return_idx` ON `return_lines` (`return_id`);--> statement-breakpoint
CREATE INDEX `return_lines_serial_idx` ON `return_lines` (`serial_id`);--> statement-breakpoint
CREATE TABLE `returns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rma_number` text NOT NULL,
	`user_id` text,
	`company_id` integer,
	`booking_type` text NOT NULL,
	`repair_centre_id` integer,
	`status` text DEFAULT 'submitted' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`vat_confirmed_at` integer NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`cost_pence` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`repair_centre_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `returns_rma_number_unique` ON `returns` (`rma_number`);--> statement-breakpoint
CREATE INDEX `returns_user_idx` ON `returns` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `returns_company_idx` ON `returns` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `returns_status_idx` ON `returns` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `returns_created_idx` ON `returns` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`company_email` text DEFAULT '' NOT NULL,
	`company_telephone` text DEFAULT '' NOT NULL,
	`company_vat_number` text DEFAULT '' NOT NULL,
	`industry_sector` text DEFAULT '' NOT NULL,
	`address1` text DEFAULT '' NOT NULL,
	`address2` text DEFAULT '' NOT NULL,
	`address3` text DEFAULT '' NOT NULL,
	`town` text DEFAULT '' NOT NULL,
	`county` text DEFAULT '' NOT NULL,
	`postcode` text DEFAULT '' NOT NULL,
	`country_id` integer,
	`return_address` text DEFAULT '' NOT NULL,
	`please_call` integer DEFAULT false NOT NULL,
	`contact_by_email` integer DEFAULT true NOT NULL,
	`contact_by_phone` integer DEFAULT false NOT NULL,
	`contact_by_post` integer DEFAULT false NOT NULL,
	`service_reminders` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `calibration_reminders` (
	`serial_id` integer NOT NULL,
	`due_on` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`serial_id`, `due_on`, `kind`),
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calibration_reminders_sent_idx` ON `calibration_reminders` (`created_at`);--> statement-breakpoint
CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);

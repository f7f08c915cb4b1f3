CREATE TABLE `company_areas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`country_id` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_areas_pair_idx` ON `company_areas` (`company_id`,`country_id`);--> statement-breakpoint
CREATE INDEX `company_areas_country_idx` ON `company_areas` (`country_id`);--> statement-breakpoint
CREATE TABLE `agreement_acceptances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`accepted_at` integer NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `agreement_versions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreement_acceptances_once_idx` ON `agreement_acceptances` (`version_id`,`company_id`);--> statement-breakpoint
CREATE INDEX `agreement_acceptances_company_idx` ON `agreement_acceptances` (`company_id`);--> statement-breakpoint
CREATE TABLE `agreement_companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agreement_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`emailed_version_id` integer,
	FOREIGN KEY (`agreement_id`) REFERENCES `agreements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreement_companies_pair_idx` ON `agreement_companies` (`agreement_id`,`company_id`);--> statement-breakpoint
CREATE INDEX `agreement_companies_company_idx` ON `agreement_companies` (`company_id`);--> statement-breakpoint
CREATE TABLE `agreement_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`body_DE` text DEFAULT '' NOT NULL,
	`body_EN` text DEFAULT '' NOT NULL,
	`body_ES` text DEFAULT '' NOT NULL,
	`body_FR` text DEFAULT '' NOT NULL,
	`body_NL` text DEFAULT '' NOT NULL,
	`body_PT` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `agreement_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agreement_pages_version_idx` ON `agreement_pages` (`version_id`,`sort`);--> statement-breakpoint
CREATE TABLE `agreement_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agreement_id` integer NOT NULL,
	`version` integer NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`agreement_id`) REFERENCES `agreements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreement_versions_number_idx` ON `agreement_versions` (`agreement_id`,`version`);--> statement-breakpoint
CREATE TABLE `agreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `announcement_reads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`announcement_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `announcement_reads_pair_idx` ON `announcement_reads` (`user_id`,`announcement_id`);--> statement-breakpoint
CREATE TABLE `announcements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`body_DE` text DEFAULT '' NOT NULL,
	`body_EN` text DEFAULT '' NOT NULL,
	`body_ES` text DEFAULT '' NOT NULL,
	`body_FR` text DEFAULT '' NOT NULL,
	`body_NL` text DEFAULT '' NOT NULL,
	`body_PT` text DEFAULT '' NOT NULL,
	`roles` text DEFAULT '[]' NOT NULL,
	`company_id` integer,
	`country_id` integer,
	`publish_from` integer NOT NULL,
	`publish_until` integer,
	`emailed` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `announcements_publish_idx` ON `announcements` (`publish_from`);--> statement-breakpoint
CREATE TABLE `lead_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`company_id` integer,
	`actor_id` text,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_events_lead_idx` ON `lead_events` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer,
	`status` text DEFAULT 'unassigned' NOT NULL,
	`source` text NOT NULL,
	`enquiry_id` integer,
	`prospect_company` text NOT NULL,
	`contact_name` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`country_id` integer,
	`product_id` integer,
	`message` text DEFAULT '' NOT NULL,
	`prospect_key` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`deadline_at` integer,
	`conflict_lead_id` integer,
	`registered_by_company_id` integer,
	`closed_at` integer,
	`outcome_reason` text DEFAULT '' NOT NULL,
	`deadline_reminder_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`registered_by_company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `leads_company_status_idx` ON `leads` (`company_id`,`status`,`deadline_at`);--> statement-breakpoint
CREATE INDEX `leads_company_created_idx` ON `leads` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_company_prospect_idx` ON `leads` (`company_id`,`prospect_key`);--> statement-breakpoint
CREATE INDEX `leads_prospect_idx` ON `leads` (`prospect_key`);--> statement-breakpoint
CREATE INDEX `leads_status_deadline_idx` ON `leads` (`status`,`deadline_at`);--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE TABLE `message_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`author_id` text,
	`from_voltara` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_posts_thread_idx` ON `message_posts` (`thread_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `message_reads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`read_at` integer NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_reads_pair_idx` ON `message_reads` (`user_id`,`thread_id`);--> statement-breakpoint
CREATE TABLE `message_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`subject` text NOT NULL,
	`created_by` text,
	`last_post_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_threads_company_idx` ON `message_threads` (`company_id`,`last_post_at`);--> statement-breakpoint
CREATE INDEX `message_threads_last_idx` ON `message_threads` (`last_post_at`);--> statement-breakpoint
CREATE TABLE `partner_audit_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`audit_id` integer NOT NULL,
	`description` text NOT NULL,
	`owner` text DEFAULT '' NOT NULL,
	`due_on` text,
	`done_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`audit_id`) REFERENCES `partner_audits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `partner_audit_actions_audit_idx` ON `partner_audit_actions` (`audit_id`);--> statement-breakpoint
CREATE INDEX `partner_audit_actions_due_idx` ON `partner_audit_actions` (`due_on`);--> statement-breakpoint
CREATE TABLE `partner_audit_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`audit_id` integer NOT NULL,
	`question_id` integer,
	`question` text NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`rating` text NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`audit_id`) REFERENCES `partner_audits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `audit_questions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_audit_answers_pair_idx` ON `partner_audit_answers` (`audit_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `partner_audits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`audited_on` text NOT NULL,
	`auditor_name` text DEFAULT '' NOT NULL,
	`score` integer,
	`summary` text DEFAULT '' NOT NULL,
	`created_by` text,
	`submitted_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `partner_audits_company_idx` ON `partner_audits` (`company_id`,`audited_on`);--> statement-breakpoint
CREATE TABLE `portal_download_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tool_version_id` integer,
	`file_id` integer,
	`user_id` text,
	`company_id` integer,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`tool_version_id`) REFERENCES `service_tool_versions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `portal_download_log_company_idx` ON `portal_download_log` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `portal_download_log_tool_idx` ON `portal_download_log` (`tool_version_id`);--> statement-breakpoint
CREATE TABLE `pricelist_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pricelist_id` integer NOT NULL,
	`product_id` integer,
	`model_code` text NOT NULL,
	`model_key` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tier` text NOT NULL,
	`min_quantity` integer DEFAULT 1 NOT NULL,
	`unit_price` integer NOT NULL,
	FOREIGN KEY (`pricelist_id`) REFERENCES `pricelists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pricelist_prices_break_idx` ON `pricelist_prices` (`pricelist_id`,`model_key`,`tier`,`min_quantity`);--> statement-breakpoint
CREATE INDEX `pricelist_prices_list_idx` ON `pricelist_prices` (`pricelist_id`,`tier`,`model_code`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`serial_id` integer,
	`serial_number` text DEFAULT '' NOT NULL,
	`product_id` integer,
	`model_code` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_key` text NOT NULL,
	`customer_country_id` integer,
	`sold_on` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_price` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`reference` text DEFAULT '' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sales_company_sold_idx` ON `sales` (`company_id`,`sold_on`,`id`);--> statement-breakpoint
CREATE INDEX `sales_company_customer_idx` ON `sales` (`company_id`,`customer_key`);--> statement-breakpoint
CREATE INDEX `sales_company_model_idx` ON `sales` (`company_id`,`model_code`);--> statement-breakpoint
CREATE INDEX `sales_company_serial_idx` ON `sales` (`company_id`,`serial_number`);--> statement-breakpoint
CREATE TABLE `service_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`serial_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`received_on` text NOT NULL,
	`completed_at` integer,
	`service_record_id` integer,
	`certificate_id` integer,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`serial_id`) REFERENCES `serials`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`service_record_id`) REFERENCES `service_records`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`certificate_id`) REFERENCES `certificates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_jobs_company_idx` ON `service_jobs` (`company_id`,`status`,`received_on`);--> statement-breakpoint
CREATE TABLE `service_tool_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tool_id` integer NOT NULL,
	`version` text NOT NULL,
	`file_id` integer NOT NULL,
	`release_notes` text DEFAULT '' NOT NULL,
	`released_on` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`tool_id`) REFERENCES `service_tools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_tool_versions_number_idx` ON `service_tool_versions` (`tool_id`,`version`);--> statement-breakpoint
CREATE INDEX `service_tool_versions_released_idx` ON `service_tool_versions` (`tool_id`,`released_on`);--> statement-breakpoint
CREATE TABLE `service_tools` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer,
	`description` text DEFAULT '' NOT NULL,
	`roles` text DEFAULT '[]' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_tools_sort_idx` ON `service_tools` (`sort`,`id`);--> statement-breakpoint
CREATE TABLE `stock_levels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`product_id` integer,
	`model_code` text NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`threshold` integer DEFAULT 0 NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_levels_company_model_idx` ON `stock_levels` (`company_id`,`model_code`);--> statement-breakpoint
ALTER TABLE `companies` ADD `email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `telephone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `tier` text DEFAULT 'bronze' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `pricelist_id` integer REFERENCES pricelists(id);--> statement-breakpoint
ALTER TABLE `companies` ADD `sales` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `training` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `repairs` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `service` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `next_audit_on` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `disabled` integer DEFAULT false NOT NULL;
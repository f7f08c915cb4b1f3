CREATE TABLE `product_applications` (
	`product_id` integer NOT NULL,
	`application_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `application_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_applications_target_idx` ON `product_applications` (`application_id`);--> statement-breakpoint
CREATE TABLE `product_case_studies` (
	`product_id` integer NOT NULL,
	`case_study_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `case_study_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`case_study_id`) REFERENCES `case_studies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_case_studies_target_idx` ON `product_case_studies` (`case_study_id`);--> statement-breakpoint
CREATE TABLE `product_downloads` (
	`product_id` integer NOT NULL,
	`download_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `download_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`download_id`) REFERENCES `downloads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_downloads_target_idx` ON `product_downloads` (`download_id`);--> statement-breakpoint
CREATE TABLE `product_faqs` (
	`product_id` integer NOT NULL,
	`faq_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `faq_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`faq_id`) REFERENCES `faqs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_faqs_target_idx` ON `product_faqs` (`faq_id`);--> statement-breakpoint
CREATE TABLE `product_features` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`text_DE` text DEFAULT '' NOT NULL,
	`text_EN` text DEFAULT '' NOT NULL,
	`text_ES` text DEFAULT '' NOT NULL,
	`text_FR` text DEFAULT '' NOT NULL,
	`text_NL` text DEFAULT '' NOT NULL,
	`text_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_features_product_idx` ON `product_features` (`product_id`,`sort`);--> statement-breakpoint
CREATE TABLE `product_guides` (
	`product_id` integer NOT NULL,
	`document_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `document_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_guides_target_idx` ON `product_guides` (`document_id`);--> statement-breakpoint
CREATE TABLE `product_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`option_id` integer,
	`url` text NOT NULL,
	`alt_DE` text DEFAULT '' NOT NULL,
	`alt_EN` text DEFAULT '' NOT NULL,
	`alt_ES` text DEFAULT '' NOT NULL,
	`alt_FR` text DEFAULT '' NOT NULL,
	`alt_NL` text DEFAULT '' NOT NULL,
	`alt_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `product_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_images_product_idx` ON `product_images` (`product_id`,`sort`);--> statement-breakpoint
CREATE TABLE `product_kit_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`option_id` integer,
	`quantity` integer DEFAULT 1 NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `product_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_kit_items_product_idx` ON `product_kit_items` (`product_id`,`sort`);--> statement-breakpoint
CREATE TABLE `product_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`slug` text NOT NULL,
	`model_code` text DEFAULT '' NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`summary_DE` text DEFAULT '' NOT NULL,
	`summary_EN` text DEFAULT '' NOT NULL,
	`summary_ES` text DEFAULT '' NOT NULL,
	`summary_FR` text DEFAULT '' NOT NULL,
	`summary_NL` text DEFAULT '' NOT NULL,
	`summary_PT` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_options_product_slug` ON `product_options` (`product_id`,`slug`);--> statement-breakpoint
CREATE INDEX `product_options_sort_idx` ON `product_options` (`product_id`,`sort`);--> statement-breakpoint
CREATE TABLE `product_relations` (
	`product_id` integer NOT NULL,
	`related_id` integer NOT NULL,
	`kind` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `kind`, `related_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`related_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_relations_related_idx` ON `product_relations` (`related_id`);--> statement-breakpoint
CREATE TABLE `product_specs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`option_id` integer,
	`key` text NOT NULL,
	`group_DE` text DEFAULT '' NOT NULL,
	`group_EN` text DEFAULT '' NOT NULL,
	`group_ES` text DEFAULT '' NOT NULL,
	`group_FR` text DEFAULT '' NOT NULL,
	`group_NL` text DEFAULT '' NOT NULL,
	`group_PT` text DEFAULT '' NOT NULL,
	`label_DE` text DEFAULT '' NOT NULL,
	`label_EN` text DEFAULT '' NOT NULL,
	`label_ES` text DEFAULT '' NOT NULL,
	`label_FR` text DEFAULT '' NOT NULL,
	`label_NL` text DEFAULT '' NOT NULL,
	`label_PT` text DEFAULT '' NOT NULL,
	`value_DE` text DEFAULT '' NOT NULL,
	`value_EN` text DEFAULT '' NOT NULL,
	`value_ES` text DEFAULT '' NOT NULL,
	`value_FR` text DEFAULT '' NOT NULL,
	`value_NL` text DEFAULT '' NOT NULL,
	`value_PT` text DEFAULT '' NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	`is_key` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `product_options`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_specs_product_idx` ON `product_specs` (`product_id`,`option_id`,`sort`);--> statement-breakpoint
CREATE TABLE `product_standards` (
	`product_id` integer NOT NULL,
	`standard_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `standard_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`standard_id`) REFERENCES `standards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_standards_target_idx` ON `product_standards` (`standard_id`);--> statement-breakpoint
CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`product_id` integer,
	`option_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`user_id` text,
	`assigned_to` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`option_id`) REFERENCES `product_options`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assigned_to`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_kind_status_idx` ON `enquiries` (`kind`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_email_idx` ON `enquiries` (`email`);--> statement-breakpoint
ALTER TABLE `applications` ADD `description_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `description_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `description_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `description_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `description_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `description_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `applications` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `model_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `description_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `description_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `description_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `description_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `description_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `description_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `description_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `tags` ADD `updated_at` integer DEFAULT 0 NOT NULL;
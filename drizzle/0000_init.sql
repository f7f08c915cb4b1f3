CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounts_user_idx` ON `accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	`password_confirmed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_unique` ON `sessions` (`token`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `two_factors` (
	`id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`backup_codes` text NOT NULL,
	`user_id` text NOT NULL,
	`verified` integer DEFAULT true NOT NULL,
	`failed_verification_count` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `two_factors_user_idx` ON `two_factors` (`user_id`);--> statement-breakpoint
CREATE INDEX `two_factors_secret_idx` ON `two_factors` (`secret`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`two_factor_enabled` integer DEFAULT false NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`company_id` integer,
	`disabled` integer DEFAULT false NOT NULL,
	`terms_accepted_at` integer,
	`dealer_sharing_consent_at` integer,
	`marketing_consent_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `verifications_identifier_idx` ON `verifications` (`identifier`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`country_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_name_unique` ON `companies` (`name`);--> statement-breakpoint
CREATE TABLE `countries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`is_eu` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `countries_name_unique` ON `countries` (`name`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_slug_unique` ON `applications` (`slug`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer,
	`slug` text NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_parent_idx` ON `categories` (`parent_id`,`sort`);--> statement-breakpoint
CREATE TABLE `galleries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`title` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `gallery_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gallery_id` integer NOT NULL,
	`image_url` text NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`caption_DE` text DEFAULT '' NOT NULL,
	`caption_EN` text DEFAULT '' NOT NULL,
	`caption_ES` text DEFAULT '' NOT NULL,
	`caption_FR` text DEFAULT '' NOT NULL,
	`caption_NL` text DEFAULT '' NOT NULL,
	`caption_PT` text DEFAULT '' NOT NULL,
	`caption_sub_DE` text DEFAULT '' NOT NULL,
	`caption_sub_EN` text DEFAULT '' NOT NULL,
	`caption_sub_ES` text DEFAULT '' NOT NULL,
	`caption_sub_FR` text DEFAULT '' NOT NULL,
	`caption_sub_NL` text DEFAULT '' NOT NULL,
	`caption_sub_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`gallery_id`) REFERENCES `galleries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gallery_images_gallery_idx` ON `gallery_images` (`gallery_id`,`sort`);--> statement-breakpoint
CREATE TABLE `landing_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
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
	`published` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landing_pages_slug_unique` ON `landing_pages` (`slug`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`token_hash` text,
	`consent_at` integer NOT NULL,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`summary_DE` text DEFAULT '' NOT NULL,
	`summary_EN` text DEFAULT '' NOT NULL,
	`summary_ES` text DEFAULT '' NOT NULL,
	`summary_FR` text DEFAULT '' NOT NULL,
	`summary_NL` text DEFAULT '' NOT NULL,
	`summary_PT` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_slug_unique` ON `offers` (`slug`);--> statement-breakpoint
CREATE INDEX `offers_window_idx` ON `offers` (`starts_at`,`ends_at`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`slug` text NOT NULL,
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
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug_unique` ON `products` (`slug`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category_id`,`sort`);--> statement-breakpoint
CREATE TABLE `tag_menu_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`menu_id` integer NOT NULL,
	`column` integer DEFAULT 0 NOT NULL,
	`url` text NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`menu_id`) REFERENCES `tag_menus`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tag_menu_items_menu_idx` ON `tag_menu_items` (`menu_id`,`column`,`sort`);--> statement-breakpoint
CREATE TABLE `tag_menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tag_id` integer NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`viewall` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tag_menus_tag_idx` ON `tag_menus` (`tag_id`,`sort`);--> statement-breakpoint
CREATE TABLE `tag_products` (
	`tag_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	PRIMARY KEY(`tag_id`, `product_id`),
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`col_count` integer DEFAULT 4 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_slug_unique` ON `tags` (`slug`);--> statement-breakpoint
CREATE TABLE `widget_languages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`widget_id` integer NOT NULL,
	`locale` text NOT NULL,
	`html` text DEFAULT '' NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`widget_id`) REFERENCES `widgets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `widget_languages_widget_locale` ON `widget_languages` (`widget_id`,`locale`);--> statement-breakpoint
CREATE TABLE `widgets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`classes` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `widgets_name_unique` ON `widgets` (`name`);--> statement-breakpoint
CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`given` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `consents_user_idx` ON `consents` (`user_id`);--> statement-breakpoint
CREATE TABLE `content_versions` (
	`area` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);

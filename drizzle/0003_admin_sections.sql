CREATE TABLE `audit_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`question_DE` text DEFAULT '' NOT NULL,
	`question_EN` text DEFAULT '' NOT NULL,
	`question_ES` text DEFAULT '' NOT NULL,
	`question_FR` text DEFAULT '' NOT NULL,
	`question_NL` text DEFAULT '' NOT NULL,
	`question_PT` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `comm_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `comm_codes_code_unique` ON `comm_codes` (`code`);--> statement-breakpoint
CREATE TABLE `industry_sectors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_DE` text DEFAULT '' NOT NULL,
	`name_EN` text DEFAULT '' NOT NULL,
	`name_ES` text DEFAULT '' NOT NULL,
	`name_FR` text DEFAULT '' NOT NULL,
	`name_NL` text DEFAULT '' NOT NULL,
	`name_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `languages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`native_name` text DEFAULT '' NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `languages_code_unique` ON `languages` (`code`);--> statement-breakpoint
CREATE TABLE `pricelists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`valid_from` integer,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pricelists_name_unique` ON `pricelists` (`name`);--> statement-breakpoint
CREATE TABLE `questionnaire_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`questionnaire_id` integer NOT NULL,
	`question_DE` text DEFAULT '' NOT NULL,
	`question_EN` text DEFAULT '' NOT NULL,
	`question_ES` text DEFAULT '' NOT NULL,
	`question_FR` text DEFAULT '' NOT NULL,
	`question_NL` text DEFAULT '' NOT NULL,
	`question_PT` text DEFAULT '' NOT NULL,
	`kind` text DEFAULT 'text' NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`questionnaire_id`) REFERENCES `questionnaires`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questionnaire_questions_parent_idx` ON `questionnaire_questions` (`questionnaire_id`,`sort`);--> statement-breakpoint
CREATE TABLE `questionnaires` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `standards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`url` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `standards_code_unique` ON `standards` (`code`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
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
	`body_DE` text DEFAULT '' NOT NULL,
	`body_EN` text DEFAULT '' NOT NULL,
	`body_ES` text DEFAULT '' NOT NULL,
	`body_FR` text DEFAULT '' NOT NULL,
	`body_NL` text DEFAULT '' NOT NULL,
	`body_PT` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`published_at` integer,
	`published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published_at`,`id`);--> statement-breakpoint
CREATE INDEX `blog_posts_title_en_idx` ON `blog_posts` (`title_EN`);--> statement-breakpoint
CREATE TABLE `case_studies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`application_id` integer,
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
	`body_DE` text DEFAULT '' NOT NULL,
	`body_EN` text DEFAULT '' NOT NULL,
	`body_ES` text DEFAULT '' NOT NULL,
	`body_FR` text DEFAULT '' NOT NULL,
	`body_NL` text DEFAULT '' NOT NULL,
	`body_PT` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_studies_slug_unique` ON `case_studies` (`slug`);--> statement-breakpoint
CREATE TABLE `document_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
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
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `document_pages_document_idx` ON `document_pages` (`document_id`,`sort`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_slug_unique` ON `documents` (`slug`);--> statement-breakpoint
CREATE TABLE `events` (
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
	`location` text DEFAULT '' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`image_url` text DEFAULT '' NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_starts_idx` ON `events` (`starts_at`);--> statement-breakpoint
CREATE TABLE `experts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`job_title_DE` text DEFAULT '' NOT NULL,
	`job_title_EN` text DEFAULT '' NOT NULL,
	`job_title_ES` text DEFAULT '' NOT NULL,
	`job_title_FR` text DEFAULT '' NOT NULL,
	`job_title_NL` text DEFAULT '' NOT NULL,
	`job_title_PT` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`country_id` integer,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category` text DEFAULT 'general' NOT NULL,
	`question_DE` text DEFAULT '' NOT NULL,
	`question_EN` text DEFAULT '' NOT NULL,
	`question_ES` text DEFAULT '' NOT NULL,
	`question_FR` text DEFAULT '' NOT NULL,
	`question_NL` text DEFAULT '' NOT NULL,
	`question_PT` text DEFAULT '' NOT NULL,
	`answer_DE` text DEFAULT '' NOT NULL,
	`answer_EN` text DEFAULT '' NOT NULL,
	`answer_ES` text DEFAULT '' NOT NULL,
	`answer_FR` text DEFAULT '' NOT NULL,
	`answer_NL` text DEFAULT '' NOT NULL,
	`answer_PT` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `faqs_sort_idx` ON `faqs` (`sort`,`id`);--> statement-breakpoint
CREATE INDEX `faqs_question_en_idx` ON `faqs` (`question_EN`);--> statement-breakpoint
CREATE TABLE `help_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category` text DEFAULT '' NOT NULL,
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
	`sort` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `help_articles_sort_idx` ON `help_articles` (`sort`,`id`);--> statement-breakpoint
CREATE TABLE `quality_certs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description_DE` text DEFAULT '' NOT NULL,
	`description_EN` text DEFAULT '' NOT NULL,
	`description_ES` text DEFAULT '' NOT NULL,
	`description_FR` text DEFAULT '' NOT NULL,
	`description_NL` text DEFAULT '' NOT NULL,
	`description_PT` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`file_url` text DEFAULT '' NOT NULL,
	`issued_at` integer,
	`expires_at` integer,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`quote_DE` text DEFAULT '' NOT NULL,
	`quote_EN` text DEFAULT '' NOT NULL,
	`quote_ES` text DEFAULT '' NOT NULL,
	`quote_FR` text DEFAULT '' NOT NULL,
	`quote_NL` text DEFAULT '' NOT NULL,
	`quote_PT` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `troubleshooting_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer,
	`problem_DE` text DEFAULT '' NOT NULL,
	`problem_EN` text DEFAULT '' NOT NULL,
	`problem_ES` text DEFAULT '' NOT NULL,
	`problem_FR` text DEFAULT '' NOT NULL,
	`problem_NL` text DEFAULT '' NOT NULL,
	`problem_PT` text DEFAULT '' NOT NULL,
	`solution_DE` text DEFAULT '' NOT NULL,
	`solution_EN` text DEFAULT '' NOT NULL,
	`solution_ES` text DEFAULT '' NOT NULL,
	`solution_FR` text DEFAULT '' NOT NULL,
	`solution_NL` text DEFAULT '' NOT NULL,
	`solution_PT` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `troubleshooting_product_idx` ON `troubleshooting_entries` (`product_id`,`sort`);--> statement-breakpoint
CREATE TABLE `download_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`download_id` integer,
	`user_id` text,
	`email` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`download_id`) REFERENCES `downloads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `download_log_created_idx` ON `download_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `downloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`category` text DEFAULT 'other' NOT NULL,
	`audience` text DEFAULT 'public' NOT NULL,
	`file_id` integer NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `downloads_audience_idx` ON `downloads` (`audience`,`sort`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`storage_key` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`variants` text DEFAULT '[]' NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_storage_key_unique` ON `files` (`storage_key`);--> statement-breakpoint
CREATE INDEX `files_created_idx` ON `files` (`created_at`);--> statement-breakpoint
CREATE TABLE `gdpr_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`actor_email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `gdpr_log_created_idx` ON `gdpr_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `website_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `website_log_created_idx` ON `website_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `website_log_kind_created_idx` ON `website_log` (`kind`,`created_at`);
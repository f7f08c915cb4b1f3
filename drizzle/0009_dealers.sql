CREATE TABLE `dealer_countries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dealer_id` integer NOT NULL,
	`country_id` integer NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dealer_countries_pair_idx` ON `dealer_countries` (`dealer_id`,`country_id`);--> statement-breakpoint
CREATE INDEX `dealer_countries_country_idx` ON `dealer_countries` (`country_id`);--> statement-breakpoint
CREATE TABLE `dealers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`company_id` integer,
	`country_id` integer NOT NULL,
	`address1` text DEFAULT '' NOT NULL,
	`address2` text DEFAULT '' NOT NULL,
	`town` text DEFAULT '' NOT NULL,
	`region` text DEFAULT '' NOT NULL,
	`postcode` text DEFAULT '' NOT NULL,
	`telephone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`sales` integer DEFAULT false NOT NULL,
	`training` integer DEFAULT false NOT NULL,
	`repairs` integer DEFAULT false NOT NULL,
	`service` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `dealers_country_idx` ON `dealers` (`country_id`,`sort`);--> statement-breakpoint
CREATE INDEX `dealers_sort_idx` ON `dealers` (`sort`,`id`);--> statement-breakpoint
CREATE INDEX `dealers_name_idx` ON `dealers` (`name`,`id`);
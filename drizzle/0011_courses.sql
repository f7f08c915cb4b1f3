CREATE TABLE `course_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`text_DE` text DEFAULT '' NOT NULL,
	`text_EN` text DEFAULT '' NOT NULL,
	`text_ES` text DEFAULT '' NOT NULL,
	`text_FR` text DEFAULT '' NOT NULL,
	`text_NL` text DEFAULT '' NOT NULL,
	`text_PT` text DEFAULT '' NOT NULL,
	`correct` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `course_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_answers_question_idx` ON `course_answers` (`question_id`,`sort`);--> statement-breakpoint
CREATE TABLE `course_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enrolment_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`course_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`drawn` text NOT NULL,
	`answers` text,
	`submitted_at` integer,
	`abandoned_at` integer,
	`score` integer,
	`passed` integer,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_attempts_enrolment_idx` ON `course_attempts` (`enrolment_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `course_attempts_course_idx` ON `course_attempts` (`course_id`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `course_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`file_id` integer NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `course_documents_course_idx` ON `course_documents` (`course_id`,`sort`);--> statement-breakpoint
CREATE TABLE `course_enrolments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`enrolled_by` text,
	`company_id` integer,
	`started_at` integer,
	`last_score` integer,
	`last_attempt_at` integer,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`passed_at` integer,
	`certificate_id` integer,
	`limit_reset_at` integer,
	`reminder_sent_for` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrolled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`certificate_id`) REFERENCES `certificates`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_enrolments_course_user_idx` ON `course_enrolments` (`course_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `course_enrolments_user_idx` ON `course_enrolments` (`user_id`);--> statement-breakpoint
CREATE INDEX `course_enrolments_company_idx` ON `course_enrolments` (`company_id`,`course_id`);--> statement-breakpoint
CREATE TABLE `course_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`text_DE` text DEFAULT '' NOT NULL,
	`text_EN` text DEFAULT '' NOT NULL,
	`text_ES` text DEFAULT '' NOT NULL,
	`text_FR` text DEFAULT '' NOT NULL,
	`text_NL` text DEFAULT '' NOT NULL,
	`text_PT` text DEFAULT '' NOT NULL,
	`explanation_DE` text DEFAULT '' NOT NULL,
	`explanation_EN` text DEFAULT '' NOT NULL,
	`explanation_ES` text DEFAULT '' NOT NULL,
	`explanation_FR` text DEFAULT '' NOT NULL,
	`explanation_NL` text DEFAULT '' NOT NULL,
	`explanation_PT` text DEFAULT '' NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_questions_course_idx` ON `course_questions` (`course_id`,`sort`);--> statement-breakpoint
CREATE TABLE `course_video_captions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`video_id` integer NOT NULL,
	`locale` text NOT NULL,
	`file_id` integer NOT NULL,
	FOREIGN KEY (`video_id`) REFERENCES `course_videos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_video_captions_video_locale_idx` ON `course_video_captions` (`video_id`,`locale`);--> statement-breakpoint
CREATE TABLE `course_video_progress` (
	`enrolment_id` integer NOT NULL,
	`video_id` integer NOT NULL,
	`position_seconds` integer DEFAULT 0 NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`enrolment_id`) REFERENCES `course_enrolments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`video_id`) REFERENCES `course_videos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_video_progress_idx` ON `course_video_progress` (`enrolment_id`,`video_id`);--> statement-breakpoint
CREATE TABLE `course_videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`file_id` integer NOT NULL,
	`poster_file_id` integer,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`duration_seconds` integer DEFAULT 0 NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`poster_file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `course_videos_course_idx` ON `course_videos` (`course_id`,`sort`);--> statement-breakpoint
CREATE TABLE `courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_DE` text DEFAULT '' NOT NULL,
	`title_EN` text DEFAULT '' NOT NULL,
	`title_ES` text DEFAULT '' NOT NULL,
	`title_FR` text DEFAULT '' NOT NULL,
	`title_NL` text DEFAULT '' NOT NULL,
	`title_PT` text DEFAULT '' NOT NULL,
	`description_DE` text DEFAULT '' NOT NULL,
	`description_EN` text DEFAULT '' NOT NULL,
	`description_ES` text DEFAULT '' NOT NULL,
	`description_FR` text DEFAULT '' NOT NULL,
	`description_NL` text DEFAULT '' NOT NULL,
	`description_PT` text DEFAULT '' NOT NULL,
	`hours` text DEFAULT '' NOT NULL,
	`passing_score` integer DEFAULT 80 NOT NULL,
	`attempts_per_day` integer DEFAULT 3 NOT NULL,
	`questions_per_attempt` integer,
	`validity_months` integer DEFAULT 24 NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `courses_sort_idx` ON `courses` (`published`,`sort`);
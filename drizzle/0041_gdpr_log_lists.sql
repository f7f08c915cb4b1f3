CREATE INDEX `consents_created_idx` ON `consents` (`created_at`);--> statement-breakpoint
CREATE INDEX `consents_kind_created_idx` ON `consents` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `consents_given_created_idx` ON `consents` (`given`,`created_at`);--> statement-breakpoint
CREATE INDEX `gdpr_log_kind_created_idx` ON `gdpr_log` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `gdpr_log_actor_idx` ON `gdpr_log` (`actor_email`);--> statement-breakpoint
CREATE INDEX `gdpr_log_subject_idx` ON `gdpr_log` (`subject_id`);
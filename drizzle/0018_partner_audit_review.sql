ALTER TABLE `partner_audits` ADD `review_score` integer;--> statement-breakpoint
ALTER TABLE `partner_audits` ADD `review_notes` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `partner_audits` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `partner_audits` ADD `reviewed_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `partner_audits` ADD `next_audit_on` text;
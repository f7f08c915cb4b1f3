-- The end customers lists (/portal/customers, /admin/distributors/customers; decision 0080) read each customer's
-- instruments and soonest calibration due from one kept row per (owner, selling company) and one per owner over every
-- company (company_id 0), instead of counting and taking a minimum over the serials per customer: the triggers below
-- keep the rows whatever writes a serial (the portal, the admin, imports, registrations, calibrations, a company's
-- removal setting its serials' seller to null, a script). A row goes when its last serial goes. `name` is the owner's
-- name for the name order (kept by the trigger on users). Without a rowid: the rows are read by their key or an index.
CREATE TABLE `end_customer_stats` (
	`user_id` text NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`instruments` integer NOT NULL,
	`next_due_on` text,
	PRIMARY KEY(`user_id`, `company_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `end_customer_stats_name_idx` ON `end_customer_stats` (`company_id`,"name" collate nocase,`user_id`);--> statement-breakpoint
CREATE INDEX `end_customer_stats_due_idx` ON `end_customer_stats` (`company_id`,"next_due_on" IS NULL,`next_due_on`,`user_id`);--> statement-breakpoint
CREATE INDEX `end_customer_stats_due_desc_idx` ON `end_customer_stats` (`company_id`,`next_due_on`,`user_id`);--> statement-breakpoint
INSERT INTO `end_customer_stats` (`user_id`, `company_id`, `name`, `instruments`, `next_due_on`)
SELECT s.`owner_id`, s.`company_id`, u.`name`, count(*), min(s.`next_due_on`)
FROM `serials` s JOIN `users` u ON u.`id` = s.`owner_id` WHERE s.`company_id` IS NOT NULL
GROUP BY s.`owner_id`, s.`company_id`;
--> statement-breakpoint
INSERT INTO `end_customer_stats` (`user_id`, `company_id`, `name`, `instruments`, `next_due_on`)
SELECT s.`owner_id`, 0, u.`name`, count(*), min(s.`next_due_on`)
FROM `serials` s JOIN `users` u ON u.`id` = s.`owner_id` WHERE s.`company_id` IS NOT NULL
GROUP BY s.`owner_id`;
--> statement-breakpoint
-- A sold serial with an owner counts once in its company's row and once in the owner's row over every company; the
-- soonest due is the earlier of the kept one and the serial's (an undated serial changes nothing).
CREATE TRIGGER `serials_end_customer_insert` AFTER INSERT ON `serials`
WHEN new.`owner_id` IS NOT NULL AND new.`company_id` IS NOT NULL BEGIN
  INSERT INTO `end_customer_stats` (`user_id`, `company_id`, `name`, `instruments`, `next_due_on`)
  SELECT new.`owner_id`, c.`id`, u.`name`, 1, new.`next_due_on`
  FROM `users` u, (SELECT new.`company_id` AS `id` UNION ALL SELECT 0) c WHERE u.`id` = new.`owner_id`
  ON CONFLICT (`user_id`, `company_id`) DO UPDATE SET `instruments` = `instruments` + 1,
    `next_due_on` = CASE WHEN `next_due_on` IS NULL OR excluded.`next_due_on` < `next_due_on` THEN excluded.`next_due_on` ELSE `next_due_on` END;
END;
--> statement-breakpoint
-- A serial gone: one fewer, and the soonest due read again from what is left (one step of the owner's indexes).
CREATE TRIGGER `serials_end_customer_delete` AFTER DELETE ON `serials`
WHEN old.`owner_id` IS NOT NULL AND old.`company_id` IS NOT NULL BEGIN
  UPDATE `end_customer_stats` SET `instruments` = `instruments` - 1, `next_due_on` = CASE `company_id`
      WHEN 0 THEN (SELECT min(s.`next_due_on`) FROM `serials` s WHERE s.`owner_id` = old.`owner_id` AND s.`company_id` IS NOT NULL)
      ELSE (SELECT min(s.`next_due_on`) FROM `serials` s WHERE s.`company_id` = old.`company_id` AND s.`owner_id` = old.`owner_id`) END
  WHERE `user_id` = old.`owner_id` AND `company_id` IN (old.`company_id`, 0);
  DELETE FROM `end_customer_stats` WHERE `user_id` = old.`owner_id` AND `company_id` IN (old.`company_id`, 0) AND `instruments` <= 0;
END;
--> statement-breakpoint
-- A new owner, seller or due date: the serial counted as it is now (as inserted), then no longer as it was (as deleted,
-- the soonest due read again from the serials as they are now). In this order a row that both touch never empties.
CREATE TRIGGER `serials_end_customer_update` AFTER UPDATE OF `owner_id`, `company_id`, `next_due_on` ON `serials`
WHEN old.`owner_id` IS NOT new.`owner_id` OR old.`company_id` IS NOT new.`company_id` OR old.`next_due_on` IS NOT new.`next_due_on` BEGIN
  INSERT INTO `end_customer_stats` (`user_id`, `company_id`, `name`, `instruments`, `next_due_on`)
  SELECT new.`owner_id`, c.`id`, u.`name`, 1, new.`next_due_on`
  FROM `users` u, (SELECT new.`company_id` AS `id` UNION ALL SELECT 0) c WHERE u.`id` = new.`owner_id` AND new.`company_id` IS NOT NULL
  ON CONFLICT (`user_id`, `company_id`) DO UPDATE SET `instruments` = `instruments` + 1,
    `next_due_on` = CASE WHEN `next_due_on` IS NULL OR excluded.`next_due_on` < `next_due_on` THEN excluded.`next_due_on` ELSE `next_due_on` END;
  UPDATE `end_customer_stats` SET `instruments` = `instruments` - 1, `next_due_on` = CASE `company_id`
      WHEN 0 THEN (SELECT min(s.`next_due_on`) FROM `serials` s WHERE s.`owner_id` = old.`owner_id` AND s.`company_id` IS NOT NULL)
      ELSE (SELECT min(s.`next_due_on`) FROM `serials` s WHERE s.`company_id` = old.`company_id` AND s.`owner_id` = old.`owner_id`) END
  WHERE old.`company_id` IS NOT NULL AND `user_id` = old.`owner_id` AND `company_id` IN (old.`company_id`, 0);
  DELETE FROM `end_customer_stats`
  WHERE old.`company_id` IS NOT NULL AND `user_id` = old.`owner_id` AND `company_id` IN (old.`company_id`, 0) AND `instruments` <= 0;
END;
--> statement-breakpoint
-- The name order follows a renamed account.
CREATE TRIGGER `users_end_customer_name` AFTER UPDATE OF `name` ON `users` WHEN old.`name` IS NOT new.`name` BEGIN
  UPDATE `end_customer_stats` SET `name` = new.`name` WHERE `user_id` = new.`id`;
END;

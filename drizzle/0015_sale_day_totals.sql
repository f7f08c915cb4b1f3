-- The totals of /portal/sales by month, quarter or year (issue 12) read one row per company, day and currency instead of
-- every sale: the triggers below keep the sums whatever writes a sale (the portal, its CSV import, the admin, a script).
-- A day whose last sale goes is removed, so the table holds only days with sales.
CREATE TABLE `sale_day_totals` (
	`company_id` integer NOT NULL,
	`sold_on` text NOT NULL,
	`currency` text NOT NULL,
	`sales` integer DEFAULT 0 NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `sold_on`, `currency`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
DROP INDEX `sales_company_totals_idx`;
--> statement-breakpoint
INSERT INTO `sale_day_totals` (`company_id`, `sold_on`, `currency`, `sales`, `quantity`, `revenue`)
SELECT `company_id`, `sold_on`, `currency`, count(*), sum(`quantity`), sum(`quantity` * `unit_price`) FROM `sales`
GROUP BY `company_id`, `sold_on`, `currency`;
--> statement-breakpoint
CREATE TRIGGER `sales_day_totals_insert` AFTER INSERT ON `sales` BEGIN
  INSERT INTO `sale_day_totals` (`company_id`, `sold_on`, `currency`, `sales`, `quantity`, `revenue`)
  VALUES (new.`company_id`, new.`sold_on`, new.`currency`, 1, new.`quantity`, new.`quantity` * new.`unit_price`)
  ON CONFLICT (`company_id`, `sold_on`, `currency`) DO UPDATE SET
    `sales` = `sales` + 1, `quantity` = `quantity` + excluded.`quantity`, `revenue` = `revenue` + excluded.`revenue`;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_day_totals_delete` AFTER DELETE ON `sales` BEGIN
  UPDATE `sale_day_totals` SET `sales` = `sales` - 1, `quantity` = `quantity` - old.`quantity`, `revenue` = `revenue` - old.`quantity` * old.`unit_price`
  WHERE `company_id` = old.`company_id` AND `sold_on` = old.`sold_on` AND `currency` = old.`currency`;
  DELETE FROM `sale_day_totals` WHERE `company_id` = old.`company_id` AND `sold_on` = old.`sold_on` AND `currency` = old.`currency` AND `sales` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `sales_day_totals_update` AFTER UPDATE OF `company_id`, `sold_on`, `currency`, `quantity`, `unit_price` ON `sales` BEGIN
  UPDATE `sale_day_totals` SET `sales` = `sales` - 1, `quantity` = `quantity` - old.`quantity`, `revenue` = `revenue` - old.`quantity` * old.`unit_price`
  WHERE `company_id` = old.`company_id` AND `sold_on` = old.`sold_on` AND `currency` = old.`currency`;
  DELETE FROM `sale_day_totals` WHERE `company_id` = old.`company_id` AND `sold_on` = old.`sold_on` AND `currency` = old.`currency` AND `sales` <= 0;
  INSERT INTO `sale_day_totals` (`company_id`, `sold_on`, `currency`, `sales`, `quantity`, `revenue`)
  VALUES (new.`company_id`, new.`sold_on`, new.`currency`, 1, new.`quantity`, new.`quantity` * new.`unit_price`)
  ON CONFLICT (`company_id`, `sold_on`, `currency`) DO UPDATE SET
    `sales` = `sales` + 1, `quantity` = `quantity` + excluded.`quantity`, `revenue` = `revenue` + excluded.`revenue`;
END;

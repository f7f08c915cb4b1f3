-- Catalogue search (issue 8): one FTS5 row per published product or option and language. The rowid says which:
-- rowid = id * 16 + kind * 8 + lang, kind 0 product / 1 option, lang 0..5 = DE EN ES FR NL PT (LOCALE_CODES order),
-- so a row is found, replaced and filtered by language without extra columns. Columns: name, model (the code as written
-- plus its compacted form, "VH-15 vh15"), purpose (summary), body (description without HTML, specification labels,
-- values and units). Kept current by the triggers below; unpublished items have no rows. Triggers delete a row set
-- with rowid IN (...): FTS5 answers rowid equality directly, a BETWEEN range about ten times slower.
CREATE VIRTUAL TABLE `catalog_search` USING fts5(name, model, purpose, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIEW `catalog_search_langs` AS SELECT 0 AS lang UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5;
--> statement-breakpoint
-- What the index holds for each published product and language (looked up by item_id in the triggers).
CREATE VIEW `catalog_search_product_rows` AS
SELECT
  p.id * 16 + l.lang AS search_rowid,
  p.id AS item_id,
  CASE l.lang WHEN 0 THEN p.name_DE WHEN 1 THEN p.name_EN WHEN 2 THEN p.name_ES WHEN 3 THEN p.name_FR WHEN 4 THEN p.name_NL WHEN 5 THEN p.name_PT END AS name,
  p.model_code || ' ' || lower(replace(replace(replace(replace(replace(replace(replace(p.model_code, '-', ''), ' ', ''), '.', ''), '/', ''), '_', ''), '+', ''), ',', '')) AS model,
  CASE l.lang WHEN 0 THEN p.summary_DE WHEN 1 THEN p.summary_EN WHEN 2 THEN p.summary_ES WHEN 3 THEN p.summary_FR WHEN 4 THEN p.summary_NL WHEN 5 THEN p.summary_PT END AS purpose,
  coalesce(replace(replace(replace(replace(replace(replace((SELECT group_concat(value, ' ') FROM json_each(CASE WHEN json_valid('[' || replace(replace(json_quote(CASE l.lang WHEN 0 THEN p.description_DE WHEN 1 THEN p.description_EN WHEN 2 THEN p.description_ES WHEN 3 THEN p.description_FR WHEN 4 THEN p.description_NL WHEN 5 THEN p.description_PT END), '<', '","<'), '>', '>","') || ']') THEN '[' || replace(replace(json_quote(CASE l.lang WHEN 0 THEN p.description_DE WHEN 1 THEN p.description_EN WHEN 2 THEN p.description_ES WHEN 3 THEN p.description_FR WHEN 4 THEN p.description_NL WHEN 5 THEN p.description_PT END), '<', '","<'), '>', '>","') || ']' ELSE json_array(CASE l.lang WHEN 0 THEN p.description_DE WHEN 1 THEN p.description_EN WHEN 2 THEN p.description_ES WHEN 3 THEN p.description_FR WHEN 4 THEN p.description_NL WHEN 5 THEN p.description_PT END) END) WHERE value NOT LIKE '<%'), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'), '') || ' ' || coalesce((SELECT group_concat(CASE l.lang WHEN 0 THEN s.label_DE || ' ' || s.value_DE WHEN 1 THEN s.label_EN || ' ' || s.value_EN WHEN 2 THEN s.label_ES || ' ' || s.value_ES WHEN 3 THEN s.label_FR || ' ' || s.value_FR WHEN 4 THEN s.label_NL || ' ' || s.value_NL WHEN 5 THEN s.label_PT || ' ' || s.value_PT END || ' ' || s.unit, ' ') FROM product_specs s WHERE s.product_id = p.id AND s.option_id IS NULL), '') AS body
FROM products p, catalog_search_langs l
WHERE p.published = 1;
--> statement-breakpoint
-- Options: their own name, code, summary and specification rows (looked up through product_specs' index on
-- product_id, option_id); published only under a published product.
CREATE VIEW `catalog_search_option_rows` AS
SELECT
  o.id * 16 + 8 + l.lang AS search_rowid,
  o.id AS item_id,
  o.product_id AS product_id,
  CASE l.lang WHEN 0 THEN o.name_DE WHEN 1 THEN o.name_EN WHEN 2 THEN o.name_ES WHEN 3 THEN o.name_FR WHEN 4 THEN o.name_NL WHEN 5 THEN o.name_PT END AS name,
  o.model_code || ' ' || lower(replace(replace(replace(replace(replace(replace(replace(o.model_code, '-', ''), ' ', ''), '.', ''), '/', ''), '_', ''), '+', ''), ',', '')) AS model,
  CASE l.lang WHEN 0 THEN o.summary_DE WHEN 1 THEN o.summary_EN WHEN 2 THEN o.summary_ES WHEN 3 THEN o.summary_FR WHEN 4 THEN o.summary_NL WHEN 5 THEN o.summary_PT END AS purpose,
  coalesce((SELECT group_concat(CASE l.lang WHEN 0 THEN s.label_DE || ' ' || s.value_DE WHEN 1 THEN s.label_EN || ' ' || s.value_EN WHEN 2 THEN s.label_ES || ' ' || s.value_ES WHEN 3 THEN s.label_FR || ' ' || s.value_FR WHEN 4 THEN s.label_NL || ' ' || s.value_NL WHEN 5 THEN s.label_PT || ' ' || s.value_PT END || ' ' || s.unit, ' ') FROM product_specs s WHERE s.product_id = o.product_id AND s.option_id = o.id), '') AS body
FROM product_options o JOIN products p ON p.id = o.product_id, catalog_search_langs l
WHERE o.published = 1 AND p.published = 1;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_ai` AFTER INSERT ON `products` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (new.id * 16 + 0, new.id * 16 + 1, new.id * 16 + 2, new.id * 16 + 3, new.id * 16 + 4, new.id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_au` AFTER UPDATE ON `products` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 0, old.id * 16 + 1, old.id * 16 + 2, old.id * 16 + 3, old.id * 16 + 4, old.id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_ad` AFTER DELETE ON `products` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 0, old.id * 16 + 1, old.id * 16 + 2, old.id * 16 + 3, old.id * 16 + 4, old.id * 16 + 5);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_publish` AFTER UPDATE OF `published` ON `products` WHEN old.published IS NOT new.published BEGIN
  -- The options follow their product in and out of the results.
  DELETE FROM catalog_search WHERE rowid IN (SELECT o.id * 16 + 8 + l.lang FROM product_options o, catalog_search_langs l WHERE o.product_id = new.id);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE product_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_options_ai` AFTER INSERT ON `product_options` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (new.id * 16 + 8 + 0, new.id * 16 + 8 + 1, new.id * 16 + 8 + 2, new.id * 16 + 8 + 3, new.id * 16 + 8 + 4, new.id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_options_au` AFTER UPDATE ON `product_options` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 8 + 0, old.id * 16 + 8 + 1, old.id * 16 + 8 + 2, old.id * 16 + 8 + 3, old.id * 16 + 8 + 4, old.id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_options_ad` AFTER DELETE ON `product_options` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 8 + 0, old.id * 16 + 8 + 1, old.id * 16 + 8 + 2, old.id * 16 + 8 + 3, old.id * 16 + 8 + 4, old.id * 16 + 8 + 5);
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_specs_ai` AFTER INSERT ON `product_specs` BEGIN
  DELETE FROM catalog_search WHERE new.option_id IS NULL AND rowid IN (new.product_id * 16 + 0, new.product_id * 16 + 1, new.product_id * 16 + 2, new.product_id * 16 + 3, new.product_id * 16 + 4, new.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE new.option_id IS NULL AND item_id = new.product_id;
  DELETE FROM catalog_search WHERE rowid IN (new.option_id * 16 + 8 + 0, new.option_id * 16 + 8 + 1, new.option_id * 16 + 8 + 2, new.option_id * 16 + 8 + 3, new.option_id * 16 + 8 + 4, new.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.option_id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_specs_au` AFTER UPDATE ON `product_specs` BEGIN
  DELETE FROM catalog_search WHERE old.option_id IS NULL AND rowid IN (old.product_id * 16 + 0, old.product_id * 16 + 1, old.product_id * 16 + 2, old.product_id * 16 + 3, old.product_id * 16 + 4, old.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE old.option_id IS NULL AND item_id = old.product_id;
  DELETE FROM catalog_search WHERE rowid IN (old.option_id * 16 + 8 + 0, old.option_id * 16 + 8 + 1, old.option_id * 16 + 8 + 2, old.option_id * 16 + 8 + 3, old.option_id * 16 + 8 + 4, old.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = old.option_id;
  DELETE FROM catalog_search WHERE new.option_id IS NULL AND rowid IN (new.product_id * 16 + 0, new.product_id * 16 + 1, new.product_id * 16 + 2, new.product_id * 16 + 3, new.product_id * 16 + 4, new.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE new.option_id IS NULL AND item_id = new.product_id;
  DELETE FROM catalog_search WHERE rowid IN (new.option_id * 16 + 8 + 0, new.option_id * 16 + 8 + 1, new.option_id * 16 + 8 + 2, new.option_id * 16 + 8 + 3, new.option_id * 16 + 8 + 4, new.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.option_id;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_specs_ad` AFTER DELETE ON `product_specs` BEGIN
  DELETE FROM catalog_search WHERE old.option_id IS NULL AND rowid IN (old.product_id * 16 + 0, old.product_id * 16 + 1, old.product_id * 16 + 2, old.product_id * 16 + 3, old.product_id * 16 + 4, old.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE old.option_id IS NULL AND item_id = old.product_id;
  DELETE FROM catalog_search WHERE rowid IN (old.option_id * 16 + 8 + 0, old.option_id * 16 + 8 + 1, old.option_id * 16 + 8 + 2, old.option_id * 16 + 8 + 3, old.option_id * 16 + 8 + 4, old.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = old.option_id;
END;
--> statement-breakpoint
-- Rows for what is already in the catalogue when this migration runs.
INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows;
--> statement-breakpoint
INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows;

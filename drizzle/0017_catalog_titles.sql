-- Catalogue search, second index (issue 8, decision 0029). What ranks first is what an item is called: its name, model code
-- and one-line purpose. Ranking those in the full index read the long doclists of description and specification words
-- (bm25 counts every row of every query word), so they get an index of their own with the same rowids and tokenizer:
-- catalog_titles, kept by the same triggers from the rows just written to catalog_search.
-- catalog_search_state.generation goes up with every write to the index, so a process that keeps the index's list of
-- terms in memory (search-terms.ts, for prefix words) knows when the list is out of date; catalog_search_terms is that
-- list (fts5vocab).
CREATE VIRTUAL TABLE `catalog_titles` USING fts5(name, model, purpose, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
CREATE VIRTUAL TABLE `catalog_search_terms` USING fts5vocab(catalog_search, 'row');
--> statement-breakpoint
CREATE TABLE `catalog_search_state` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`generation` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalog_search_state` (`id`, `generation`) VALUES (1, 0);
--> statement-breakpoint
DROP TRIGGER `catalog_search_products_ai`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_products_au`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_products_ad`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_products_publish`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_options_ai`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_options_au`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_options_ad`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_specs_ai`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_specs_au`;
--> statement-breakpoint
DROP TRIGGER `catalog_search_specs_ad`;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_ai` AFTER INSERT ON `products` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (new.id * 16 + 0, new.id * 16 + 1, new.id * 16 + 2, new.id * 16 + 3, new.id * 16 + 4, new.id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE item_id = new.id;
  DELETE FROM catalog_titles WHERE rowid IN (new.id * 16 + 0, new.id * 16 + 1, new.id * 16 + 2, new.id * 16 + 3, new.id * 16 + 4, new.id * 16 + 5);
  INSERT INTO catalog_titles(rowid, name, model, purpose) SELECT rowid, name, model, purpose FROM catalog_search WHERE rowid IN (new.id * 16 + 0, new.id * 16 + 1, new.id * 16 + 2, new.id * 16 + 3, new.id * 16 + 4, new.id * 16 + 5);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_au` AFTER UPDATE ON `products` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 0, old.id * 16 + 1, old.id * 16 + 2, old.id * 16 + 3, old.id * 16 + 4, old.id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE item_id = new.id;
  DELETE FROM catalog_titles WHERE rowid IN (old.id * 16 + 0, old.id * 16 + 1, old.id * 16 + 2, old.id * 16 + 3, old.id * 16 + 4, old.id * 16 + 5);
  INSERT INTO catalog_titles(rowid, name, model, purpose) SELECT rowid, name, model, purpose FROM catalog_search WHERE rowid IN (new.id * 16 + 0, new.id * 16 + 1, new.id * 16 + 2, new.id * 16 + 3, new.id * 16 + 4, new.id * 16 + 5);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_ad` AFTER DELETE ON `products` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 0, old.id * 16 + 1, old.id * 16 + 2, old.id * 16 + 3, old.id * 16 + 4, old.id * 16 + 5);
  DELETE FROM catalog_titles WHERE rowid IN (old.id * 16 + 0, old.id * 16 + 1, old.id * 16 + 2, old.id * 16 + 3, old.id * 16 + 4, old.id * 16 + 5);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_products_publish` AFTER UPDATE OF `published` ON `products` WHEN old.published IS NOT new.published BEGIN
  -- The options follow their product in and out of the results.
  DELETE FROM catalog_search WHERE rowid IN (SELECT o.id * 16 + 8 + l.lang FROM product_options o, catalog_search_langs l WHERE o.product_id = new.id);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE product_id = new.id;
  DELETE FROM catalog_titles WHERE rowid IN (SELECT o.id * 16 + 8 + l.lang FROM product_options o, catalog_search_langs l WHERE o.product_id = new.id);
  INSERT INTO catalog_titles(rowid, name, model, purpose) SELECT rowid, name, model, purpose FROM catalog_search WHERE rowid IN (SELECT o.id * 16 + 8 + l.lang FROM product_options o, catalog_search_langs l WHERE o.product_id = new.id);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_options_ai` AFTER INSERT ON `product_options` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (new.id * 16 + 8 + 0, new.id * 16 + 8 + 1, new.id * 16 + 8 + 2, new.id * 16 + 8 + 3, new.id * 16 + 8 + 4, new.id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.id;
  DELETE FROM catalog_titles WHERE rowid IN (new.id * 16 + 8 + 0, new.id * 16 + 8 + 1, new.id * 16 + 8 + 2, new.id * 16 + 8 + 3, new.id * 16 + 8 + 4, new.id * 16 + 8 + 5);
  INSERT INTO catalog_titles(rowid, name, model, purpose) SELECT rowid, name, model, purpose FROM catalog_search WHERE rowid IN (new.id * 16 + 8 + 0, new.id * 16 + 8 + 1, new.id * 16 + 8 + 2, new.id * 16 + 8 + 3, new.id * 16 + 8 + 4, new.id * 16 + 8 + 5);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_options_au` AFTER UPDATE ON `product_options` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 8 + 0, old.id * 16 + 8 + 1, old.id * 16 + 8 + 2, old.id * 16 + 8 + 3, old.id * 16 + 8 + 4, old.id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.id;
  DELETE FROM catalog_titles WHERE rowid IN (old.id * 16 + 8 + 0, old.id * 16 + 8 + 1, old.id * 16 + 8 + 2, old.id * 16 + 8 + 3, old.id * 16 + 8 + 4, old.id * 16 + 8 + 5);
  INSERT INTO catalog_titles(rowid, name, model, purpose) SELECT rowid, name, model, purpose FROM catalog_search WHERE rowid IN (new.id * 16 + 8 + 0, new.id * 16 + 8 + 1, new.id * 16 + 8 + 2, new.id * 16 + 8 + 3, new.id * 16 + 8 + 4, new.id * 16 + 8 + 5);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_options_ad` AFTER DELETE ON `product_options` BEGIN
  DELETE FROM catalog_search WHERE rowid IN (old.id * 16 + 8 + 0, old.id * 16 + 8 + 1, old.id * 16 + 8 + 2, old.id * 16 + 8 + 3, old.id * 16 + 8 + 4, old.id * 16 + 8 + 5);
  DELETE FROM catalog_titles WHERE rowid IN (old.id * 16 + 8 + 0, old.id * 16 + 8 + 1, old.id * 16 + 8 + 2, old.id * 16 + 8 + 3, old.id * 16 + 8 + 4, old.id * 16 + 8 + 5);
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_specs_ai` AFTER INSERT ON `product_specs` BEGIN
  -- A specification changes only the body: catalog_titles keeps its rows.
  DELETE FROM catalog_search WHERE new.option_id IS NULL AND rowid IN (new.product_id * 16 + 0, new.product_id * 16 + 1, new.product_id * 16 + 2, new.product_id * 16 + 3, new.product_id * 16 + 4, new.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE new.option_id IS NULL AND item_id = new.product_id;
  DELETE FROM catalog_search WHERE rowid IN (new.option_id * 16 + 8 + 0, new.option_id * 16 + 8 + 1, new.option_id * 16 + 8 + 2, new.option_id * 16 + 8 + 3, new.option_id * 16 + 8 + 4, new.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.option_id;
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_specs_au` AFTER UPDATE ON `product_specs` BEGIN
  -- A specification changes only the body: catalog_titles keeps its rows.
  DELETE FROM catalog_search WHERE old.option_id IS NULL AND rowid IN (old.product_id * 16 + 0, old.product_id * 16 + 1, old.product_id * 16 + 2, old.product_id * 16 + 3, old.product_id * 16 + 4, old.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE old.option_id IS NULL AND item_id = old.product_id;
  DELETE FROM catalog_search WHERE rowid IN (old.option_id * 16 + 8 + 0, old.option_id * 16 + 8 + 1, old.option_id * 16 + 8 + 2, old.option_id * 16 + 8 + 3, old.option_id * 16 + 8 + 4, old.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = old.option_id;
  DELETE FROM catalog_search WHERE new.option_id IS NULL AND rowid IN (new.product_id * 16 + 0, new.product_id * 16 + 1, new.product_id * 16 + 2, new.product_id * 16 + 3, new.product_id * 16 + 4, new.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE new.option_id IS NULL AND item_id = new.product_id;
  DELETE FROM catalog_search WHERE rowid IN (new.option_id * 16 + 8 + 0, new.option_id * 16 + 8 + 1, new.option_id * 16 + 8 + 2, new.option_id * 16 + 8 + 3, new.option_id * 16 + 8 + 4, new.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = new.option_id;
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_search_specs_ad` AFTER DELETE ON `product_specs` BEGIN
  -- A specification changes only the body: catalog_titles keeps its rows.
  DELETE FROM catalog_search WHERE old.option_id IS NULL AND rowid IN (old.product_id * 16 + 0, old.product_id * 16 + 1, old.product_id * 16 + 2, old.product_id * 16 + 3, old.product_id * 16 + 4, old.product_id * 16 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_product_rows WHERE old.option_id IS NULL AND item_id = old.product_id;
  DELETE FROM catalog_search WHERE rowid IN (old.option_id * 16 + 8 + 0, old.option_id * 16 + 8 + 1, old.option_id * 16 + 8 + 2, old.option_id * 16 + 8 + 3, old.option_id * 16 + 8 + 4, old.option_id * 16 + 8 + 5);
  INSERT INTO catalog_search(rowid, name, model, purpose, body) SELECT search_rowid, name, model, purpose, body FROM catalog_search_option_rows WHERE item_id = old.option_id;
  UPDATE catalog_search_state SET generation = generation + 1;
END;
--> statement-breakpoint
-- Rows for what is already indexed when this migration runs.
INSERT INTO catalog_titles(rowid, name, model, purpose) SELECT rowid, name, model, purpose FROM catalog_search;

import { usedBy } from '../../../in-use-messages';

/** The phrases of the catalogue's "used by" checks ("3 products use it"), in the six languages. */
export const USED_BY = {
  products: usedBy({
    en: ['product', 'products'],
    de: ['Produkt', 'Produkte'],
    es: ['producto', 'productos'],
    fr: ['produit', 'produits'],
    nl: ['product', 'producten'],
    pt: ['produto', 'produtos'],
  }),
  subcategories: usedBy({
    en: ['sub-category', 'sub-categories'],
    de: ['Unterkategorie', 'Unterkategorien'],
    es: ['subcategoría', 'subcategorías'],
    fr: ['sous-catégorie', 'sous-catégories'],
    nl: ['subcategorie', 'subcategorieën'],
    pt: ['subcategoria', 'subcategorias'],
  }),
  options: usedBy({
    en: ['option', 'options'],
    de: ['Option', 'Optionen'],
    es: ['opción', 'opciones'],
    fr: ['option', 'options'],
    nl: ['optie', 'opties'],
    pt: ['opção', 'opções'],
  }),
  troubleshooting: usedBy({
    en: ['troubleshooting entry', 'troubleshooting entries'],
    de: ['Fehlerbehebungseintrag', 'Fehlerbehebungseinträge'],
    es: ['entrada de solución de problemas', 'entradas de solución de problemas'],
    fr: ['entrée de dépannage', 'entrées de dépannage'],
    nl: ['probleemoplossingsitem', 'probleemoplossingsitems'],
    pt: ['entrada de resolução de problemas', 'entradas de resolução de problemas'],
  }),
};

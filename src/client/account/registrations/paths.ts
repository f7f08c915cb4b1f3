/** The addresses the instrument pages link between (shared/routes.ts has their patterns). */
export const PRODUCTS_PATH = '/account/products';
export const REGISTRATION_PATH = '/services/registration';
export const instrumentPath = (id: number) => `/account/products/${id}`;

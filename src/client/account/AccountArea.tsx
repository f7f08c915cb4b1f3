import { lazy } from 'react';
import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { AccountHome } from './AccountHome';
import { PasswordPage } from './PasswordPage';
import { TwoFactorPage } from './TwoFactorPage';

/** The instrument pages and the registration flow: chunks of their own, fetched when first shown. */
const ProductsPage = lazy(() => import('./instruments/ProductsPage').then((m) => ({ default: m.ProductsPage })));
const ProductPage = lazy(() => import('./instruments/ProductPage').then((m) => ({ default: m.ProductPage })));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const ContactPage = lazy(() => import('./profile/ContactPage'));
const ReturnsPage = lazy(() => import('./returns/ReturnsPage').then((m) => ({ default: m.ReturnsPage })));
const ReturnFormPage = lazy(() => import('./returns/ReturnFormPage').then((m) => ({ default: m.ReturnFormPage })));
const ReturnPage = lazy(() => import('./returns/ReturnPage').then((m) => ({ default: m.ReturnPage })));
const RegistrationPage = lazy(() => import('./instruments/RegistrationPage').then((m) => ({ default: m.RegistrationPage })));

export default function AccountArea({ route, params }: AreaProps) {
  switch (route.id) {
    case 'account':
      return <AccountHome />;
    case 'accountPassword':
      return <PasswordPage />;
    case 'accountTwoFactor':
      return <TwoFactorPage />;
    case 'accountProfile':
      return <ProfilePage />;
    case 'accountContact':
      return <ContactPage />;
    case 'accountProducts':
      return <ProductsPage />;
    case 'accountProduct':
      return <ProductPage id={params.id} />;
    case 'accountReturns':
      return <ReturnsPage />;
    case 'accountReturnNew':
      return <ReturnFormPage />;
    case 'accountReturn':
      return <ReturnPage id={params.id} />;
    // /services/registration is in the account area (it needs a login), though its path is under /services.
    case 'registration':
      return <RegistrationPage />;
    default:
      return <UpcomingPage route={route} />;
  }
}

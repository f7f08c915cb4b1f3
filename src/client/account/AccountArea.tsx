import '../areas.css';
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
/** The self-service pages of GDPR (docs/decisions/0043). */
const EmailPage = lazy(() => import('./privacy/EmailPage'));
const SessionsPage = lazy(() => import('./privacy/SessionsPage'));
const DataPage = lazy(() => import('./privacy/DataPage'));
const DeletePage = lazy(() => import('./privacy/DeletePage'));
const ReturnsPage = lazy(() => import('./returns/ReturnsPage').then((m) => ({ default: m.ReturnsPage })));
const ReturnFormPage = lazy(() => import('./returns/ReturnFormPage').then((m) => ({ default: m.ReturnFormPage })));
const ReturnPage = lazy(() => import('./returns/ReturnPage').then((m) => ({ default: m.ReturnPage })));
/** The training course pages (issue 11): each its own chunk; only the video page brings media-chrome. */
const CoursesPage = lazy(() => import('./courses/CoursesPage').then((m) => ({ default: m.CoursesPage })));
const CoursePage = lazy(() => import('./courses/CoursePage').then((m) => ({ default: m.CoursePage })));
const CourseFilesPage = lazy(() => import('./courses/CourseFilesPage').then((m) => ({ default: m.CourseFilesPage })));
const CourseVideosPage = lazy(() => import('./courses/CourseVideosPage').then((m) => ({ default: m.CourseVideosPage })));
const CourseTestPage = lazy(() => import('./courses/CourseTestPage').then((m) => ({ default: m.CourseTestPage })));
const CourseAttemptPage = lazy(() => import('./courses/CourseAttemptPage').then((m) => ({ default: m.CourseAttemptPage })));
const CourseResultPage = lazy(() => import('./courses/CourseResultPage').then((m) => ({ default: m.CourseResultPage })));
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
    case 'accountEmail':
      return <EmailPage />;
    case 'accountSessions':
      return <SessionsPage />;
    case 'accountData':
      return <DataPage />;
    case 'accountDelete':
      return <DeletePage />;
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
    case 'accountCourses':
      return <CoursesPage />;
    case 'accountCourse':
      return <CoursePage id={params.id} />;
    case 'accountCourseFiles':
      return <CourseFilesPage id={params.id} />;
    case 'accountCourseVideos':
      return <CourseVideosPage id={params.id} />;
    case 'accountCourseTest':
      return <CourseTestPage key={params.id} id={params.id} />;
    case 'accountCourseAttempt':
      return <CourseAttemptPage key={params.attemptId} id={params.id} attemptId={params.attemptId} />;
    case 'accountCourseResult':
      return <CourseResultPage id={params.id} attemptId={params.attemptId} />;
    // /services/registration is in the account area (it needs a login), though its path is under /services.
    case 'registration':
      return <RegistrationPage />;
    default:
      return <UpcomingPage route={route} />;
  }
}

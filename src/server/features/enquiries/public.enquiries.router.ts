import { PublicEnquirySchema } from '../../../shared/enquiries/enquiry.schema';
import { FormDataInputSchema } from '../../../shared/enquiries/form-data.schema';
import { formExperts, formIndustrySectors, formProducts } from './form-data';
import { formTicket } from './form-ticket';
import { submitEnquiry } from './submit';
import { enquiryWording } from './validate';
import { publicProcedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

/**
 * The public forms: a product's question, enquiry and training booking (issue 8), and the contact message or
 * quotation, dealer application and calibration booking of issue 9, all sent through `send` (its consents answered in
 * SPEC.md's words). The lists the forms' pages need besides the countries and the categories
 * (public.countries, public.content.categories) are read here, in one language.
 */
export const publicEnquiriesRouter = router({
  /** A form ticket (features/enquiries/form-ticket.ts), fetched when a form is shown; answered with no-store (app.ts). */
  formTicket: publicProcedure.query(({ ctx }) => formTicket(ctx)),
  send: publicProcedure
    .use(inputWording(enquiryWording))
    .input(PublicEnquirySchema)
    .mutation(({ ctx, input }) => submitEnquiry(ctx, input)),
  experts: publicProcedure.input(FormDataInputSchema).query(({ ctx, input }) => formExperts(ctx, input)),
  products: publicProcedure.input(FormDataInputSchema).query(({ ctx, input }) => formProducts(ctx, input)),
  industrySectors: publicProcedure
    .input(FormDataInputSchema)
    .query(({ ctx, input }) => formIndustrySectors(ctx, input)),
});

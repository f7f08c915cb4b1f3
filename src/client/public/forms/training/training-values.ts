import type { FormEndValues } from '../kit/values';

/** The training enquiry form's values (TrainingForm.tsx), shared with its attendees part (Attendees.tsx). */
export interface TrainingValues extends FormEndValues {
  productId: string;
  attendees: Array<{ name: string }>;
  preferredDate: string;
  preferredTime: string;
  name: string;
  email: string;
  company: string;
  telephone: string;
  country: string;
  message: string;
  dealer: boolean;
}

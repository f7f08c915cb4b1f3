/** The training enquiry form's values (TrainingForm.tsx), shared with its attendees part (Attendees.tsx). */
export interface TrainingValues {
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
  terms: boolean;
  dealer: boolean;
  marketing: boolean;
  website: string;
}

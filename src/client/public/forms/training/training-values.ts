import type { SenderValues } from '../kit/values';

/** The training enquiry form's values (TrainingForm.tsx), shared with its attendees part (Attendees.tsx). */
export interface TrainingValues extends SenderValues {
  productId: string;
  attendees: Array<{ name: string }>;
  preferredDate: string;
  preferredTime: string;
}

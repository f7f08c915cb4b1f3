import { useState } from 'react';
import type { LeadRegisterInput } from '../../../shared/leads/leads.schema';
import type { FieldErrors } from '../../lib/trpc-errors';
import { EMPTY_PROSPECT, missingProspectFields, prospectInput, type ProspectForm } from '../../portal/leads/ProspectFields';

/**
 * The prospect form where a lead is entered (a partner registering a deal, Voltara sending one): what is typed, and the
 * required fields found missing before asking the server, cleared again by the next change.
 */
export function useProspectForm(requiredMessage: string) {
  const [form, setForm] = useState<ProspectForm>(EMPTY_PROSPECT);
  const [missing, setMissing] = useState<FieldErrors>({});
  return {
    form,
    onChange(next: ProspectForm) {
      setForm(next);
      setMissing({});
    },
    /** The server's field errors with the missing ones over them, for ProspectFields. */
    errorsWith: (serverErrors: FieldErrors): FieldErrors => ({ ...serverErrors, ...missing }),
    reset() {
      setForm(EMPTY_PROSPECT);
      setMissing({});
    },
    /** The form as the server takes it once nothing required is missing; otherwise null, the gaps marked. */
    checked(): LeadRegisterInput | null {
      const problems = missingProspectFields(form, requiredMessage);
      setMissing(problems);
      return Object.keys(problems).length === 0 ? prospectInput(form) : null;
    },
  };
}

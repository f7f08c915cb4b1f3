import type { DueState } from '../serials/instruments.types';
import type { ServiceJobKind, ServiceJobStatus } from '../partners/enums';

/** One row of /portal/services. */
export interface ServiceJobRow {
  id: number;
  kind: ServiceJobKind;
  status: ServiceJobStatus;
  serialId: number;
  serialNumber: string;
  productName: string;
  modelCode: string;
  customerName: string;
  receivedOn: string;
  /** ISO time; null until completed. */
  completedAt: string | null;
  /** The calibration certificate the job issued, to download. */
  certificate: { id: number; number: string } | null;
  /** The partner company (named when an admin sees several companies' jobs). */
  companyId: number;
  companyName: string;
}

/** The service record a completed job wrote. */
export interface ServiceJobRecord {
  id: number;
  kind: string;
  performedOn: string;
  performedBy: string;
  procedure: string;
  temperatureC: string;
  humidityPct: string;
  references: Array<{ name: string; certificateNumber: string; dueOn: string }>;
  results: Array<{ parameter: string; unit: string; nominal: string; reading: string; tolerance: string; uncertainty: string; pass: boolean }>;
  nextDueOn: string | null;
  notes: string;
}

/** A job opened from the list: the row, its notes, what it wrote, and the moves it may still make. */
export interface ServiceJobDetail extends ServiceJobRow {
  notes: string;
  createdBy: string;
  record: ServiceJobRecord | null;
  /** The instrument's calibration as it stands now. */
  lastCalibratedOn: string | null;
  nextDueOn: string | null;
  due: DueState;
  /** The statuses it may move to next (completed only through "complete"). */
  next: ServiceJobStatus[];
}

/** An instrument a serial number names (several when one number was built as two options). */
export interface ServiceSerialMatch {
  id: number;
  number: string;
  productName: string;
  modelCode: string;
  buildDate: string;
  lastCalibratedOn: string | null;
  nextDueOn: string | null;
  due: DueState;
}

export interface ServiceJobOpened {
  id: number;
}

export interface ServiceJobCompleted {
  id: number;
  serviceRecordId: number;
  certificate: { id: number; number: string } | null;
  nextDueOn: string | null;
}

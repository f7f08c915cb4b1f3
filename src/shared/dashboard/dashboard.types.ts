import type { OpenLeadsSummary } from '../leads/leads.types';

/** What portal.dashboard answers: the portal index's "what needs me today" (issue 12), for the reader's company. */
export interface PortalDashboard {
  /** The reader's company; null for an admin, who sees every company's figures. */
  company: { name: string; country: string | null } | null;
  announcements: {
    unread: number;
    /** The three newest aimed at the reader, in the reader's language. */
    latest: Array<{ id: number; title: string; publishedAt: string; read: boolean }>;
  };
  /** Threads with Voltara holding posts the reader has not read: how many, and the three most recently active. */
  inbox: { unread: number; latest: Array<{ id: number; subject: string; lastPostAt: string; lastFromVoltara: boolean }> };
  leads: OpenLeadsSummary;
  lowStock: { count: number; rows: Array<{ modelCode: string; quantity: number; threshold: number }> };
  agreementsToAccept: number;
  /** Staff training certificates expiring within 60 days (not yet expired), soonest first. */
  certificatesExpiring: { count: number; rows: Array<{ number: string; holderName: string; course: string; expiresOn: string }> };
  audits: { nextAuditOn: string | null; openActions: number; overdueActions: number };
  /** Today as the server counts it (YYYY-MM-DD), to say "in 3 days" or "overdue". */
  today: string;
}

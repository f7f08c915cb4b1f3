import { z } from 'zod';
import { oneLine } from '../validation';

/**
 * Messages between Voltara and one company (issue 12): the portal's inbox and the back office's messages. Posts are
 * plain text (shown with their line breaks, never as HTML), so only their length is limited.
 */
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5_000;
/** A thread shows at most this many posts (the newest ones); a conversation longer than that is not a conversation. */
export const THREAD_POSTS_MAX = 500;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const subject = oneLine(MESSAGE_SUBJECT_MAX).min(1);
/** Trimmed at the ends only: the line breaks inside are the writer's. */
const body = z.string().trim().min(1).max(MESSAGE_BODY_MAX);

export const ThreadIdSchema = z.object({ id });

/** A reply to a thread (either side). */
export const ReplySchema = z.object({ id, body });

/** A partner's new thread to Voltara. */
export const NewThreadSchema = z.object({ subject, body });

/** Voltara's new message to one company. */
export const SendMessageSchema = z.object({ companyId: id, subject, body });

/** Applies a message create/edit body (content, embeds, components, flags, attachments) to a message, as Discord does. */
import { MessageFlags, type APIAttachment, type APIMessage } from 'discord-api-types/v10';
import { nextSnowflake } from './ids.js';
import type { RecordedFile } from './request-recorder.js';

/** The body as a plain object; anything else (null, arrays) counts as empty. */
export function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function uploadedAttachments(files: readonly RecordedFile[], channelId: string): APIAttachment[] {
  return files.map((file) => {
    const id = nextSnowflake();
    const url = `https://cdn.discordapp.com/attachments/${channelId}/${id}/${encodeURIComponent(file.name)}`;
    return { id, filename: file.name, size: file.data.length, url, proxy_url: url, content_type: file.contentType };
  });
}

/**
 * The message after `body` is applied: fields the body names replace the message's, others stay.
 * Existing attachments survive an edit only when the body's `attachments` lists their ids;
 * uploaded files are added. The Loading flag of a deferred reply clears on the first edit.
 */
export function applyMessageBody(message: APIMessage, body: unknown, files: readonly RecordedFile[]): APIMessage {
  const fields = asRecord(body);
  const next: APIMessage = { ...message, flags: (message.flags ?? 0) & ~MessageFlags.Loading };
  if (typeof fields.content === 'string') next.content = fields.content;
  if (Array.isArray(fields.embeds)) next.embeds = fields.embeds as APIMessage['embeds'];
  if (Array.isArray(fields.components)) next.components = fields.components as APIMessage['components'];
  if (typeof fields.flags === 'number') next.flags = (next.flags ?? 0) | fields.flags;
  if (Array.isArray(fields.attachments)) {
    const kept = new Set(fields.attachments.map((attachment) => String(asRecord(attachment).id)));
    next.attachments = message.attachments.filter((attachment) => kept.has(attachment.id));
  }
  next.attachments = [...next.attachments, ...uploadedAttachments(files, message.channel_id)];
  return next;
}

/** The message as edited now: `applyMessageBody` plus an edited timestamp. */
export function editMessage(message: APIMessage, body: unknown, files: readonly RecordedFile[]): APIMessage {
  return { ...applyMessageBody(message, body, files), edited_timestamp: new Date().toISOString() };
}

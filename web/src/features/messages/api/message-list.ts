/** Pure rules of the messages panel, apart from the screen for testing. */
import type { MessagesResponse, TeacherMessage } from '@aralin/contract';

/** Newest first (the server's order; kept when a cached list is changed). */
export function newestFirst(messages: readonly TeacherMessage[]): TeacherMessage[] {
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The list after one message was read: that message marked, the unread count one less if it was unread. */
export function markRead(list: MessagesResponse, id: number, readAt: string): MessagesResponse {
  const target = list.messages.find((message) => message.id === id);
  if (!target || target.is_read) return list;
  return {
    messages: list.messages.map((message) => (message.id === id ? { ...message, is_read: true, read_at: readAt } : message)),
    unread_count: Math.max(0, list.unread_count - 1),
  };
}

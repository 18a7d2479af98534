import type { TeacherMessage } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { markRead, newestFirst } from './message-list';

const message = (id: number, created_at: string, is_read = false): TeacherMessage => ({
  id,
  student_id: 1,
  student_name: 'Juan Dela Cruz',
  section_id: 1,
  section_name: 'Kinder - Sampaguita',
  parent_guardian: 'Roberto Dela Cruz',
  contact_number: '09171234567',
  message: 'Salamat po.',
  reason: null,
  created_at,
  is_read,
  read_at: is_read ? created_at : null,
});

describe('messages panel', () => {
  it('lists the newest first', () => {
    const list = newestFirst([message(1, '2026-11-19T01:00:00Z'), message(3, '2026-11-21T01:00:00Z'), message(2, '2026-11-20T01:00:00Z')]);
    expect(list.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('marks one message read and counts one unread fewer', () => {
    const after = markRead(
      { messages: [message(1, '2026-11-19T01:00:00Z'), message(2, '2026-11-20T01:00:00Z')], unread_count: 2 },
      2,
      '2026-11-21T00:00:00Z',
    );
    expect(after.unread_count).toBe(1);
    expect(after.messages.find((m) => m.id === 2)).toMatchObject({ is_read: true, read_at: '2026-11-21T00:00:00Z' });
    expect(after.messages.find((m) => m.id === 1)?.is_read).toBe(false);
  });

  it('changes nothing for a message already read or not listed', () => {
    const list = { messages: [message(1, '2026-11-19T01:00:00Z', true)], unread_count: 0 };
    expect(markRead(list, 1, 'later')).toBe(list);
    expect(markRead(list, 9, 'later')).toBe(list);
  });
});

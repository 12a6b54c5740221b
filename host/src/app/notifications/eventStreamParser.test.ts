import { createEventStreamParser, type StreamEvent } from './eventStreamParser';

test('events are read across arbitrary pieces; heartbeats and retry lines are skipped', () => {
  const events: StreamEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  feed('retry: 5000\n\n: heartbeat\n\nevent: unread_count\nda');
  expect(events).toEqual([]);
  feed('ta: {"unread_count":2}\n\nevent: notification\r\ndata: {"a":1}\r\n\r\n');
  feed('data: line one\ndata: line two\n\n');
  expect(events).toEqual([
    { event: 'unread_count', data: '{"unread_count":2}' },
    { event: 'notification', data: '{"a":1}' },
    { event: 'message', data: 'line one\nline two' },
  ]);
});

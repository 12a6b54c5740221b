// Server-sent events read from a fetch body (the stream needs the Authorization header, which an
// EventSource cannot send): the text arrives in arbitrary pieces; events end at a blank line.

export interface StreamEvent {
  event: string;
  data: string;
}

/** Feeds text in, calls `onEvent` for each complete event; comments (heartbeats) and `retry:` are skipped. */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void): (text: string) => void {
  let buffer = '';
  return (text) => {
    buffer += text.replace(/\r\n?/g, '\n');
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
    }
  };
}

// Server-sent events (text/event-stream) read from a fetch body: each event's name and its data, in order.
// Only what GET /api/exports/{id}/events sends is read: `event:` and `data:` lines, a blank line ending each.

export interface ServerEvent {
  readonly event: string;
  readonly data: string;
}

const BLANK_LINE = /\r?\n\r?\n/u;

function parse(block: string): ServerEvent | undefined {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/u)) {
    const colon = line.indexOf(":");
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /u, "");
    if (name === "event") event = value;
    else if (name === "data") data.push(value);
  }
  return data.length > 0 ? { event, data: data.join("\n") } : undefined;
}

/** Every event of the stream, until it ends (or its fetch is aborted, which rejects). */
export async function* serverEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      for (let gap = BLANK_LINE.exec(buffered); gap; gap = BLANK_LINE.exec(buffered)) {
        const event = parse(buffered.slice(0, gap.index));
        buffered = buffered.slice(gap.index + gap[0].length);
        if (event) yield event;
      }
    }
  } finally {
    // Leaving early (the job ended, or the caller broke off) closes the connection.
    await reader.cancel().catch(() => {});
  }
}

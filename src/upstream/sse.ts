/**
 * @module upstream/sse
 * A pure, incremental server-sent-events parser (WHATWG rules for the fields Pith uses:
 * `data` and `event`; comments and unknown fields ignored). Feed it raw chunks as they
 * arrive from the socket; it returns every event completed by that chunk. No I/O here,
 * so it is tested with plain strings.
 */

export interface SseEvent {
  event: string | null;
  data: string;
}

export class SseParser {
  private buffer = '';
  private dataLines: string[] = [];
  private eventName: string | null = null;
  private readonly decoder = new TextDecoder();

  /** Parses a chunk; returns the events it completed (possibly none). */
  push(chunk: Uint8Array | string): SseEvent[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    const events: SseEvent[] = [];
    let start = 0;
    for (;;) {
      const nl = this.nextLineEnd(start);
      if (nl === -1) break;
      let line = this.buffer.slice(start, nl);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      start = nl + 1;
      const event = this.consumeLine(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** Flushes a final event that was not followed by a blank line (a lenient upstream). */
  end(): SseEvent[] {
    const rest = this.buffer + this.decoder.decode();
    this.buffer = '';
    const events: SseEvent[] = [];
    if (rest.length > 0) {
      const e = this.consumeLine(rest.replace(/\r$/, ''));
      if (e) events.push(e);
    }
    const e = this.consumeLine('');
    if (e) events.push(e);
    return events;
  }

  private nextLineEnd(from: number): number {
    const lf = this.buffer.indexOf('\n', from);
    // A lone CR also ends a line per the spec; only handle it when no LF follows it.
    const cr = this.buffer.indexOf('\r', from);
    if (cr !== -1 && (lf === -1 || cr < lf - 1) && cr < this.buffer.length - 1) return cr;
    return lf;
  }

  private consumeLine(line: string): SseEvent | null {
    if (line === '') {
      if (this.dataLines.length === 0) {
        this.eventName = null;
        return null;
      }
      const event = { event: this.eventName, data: this.dataLines.join('\n') };
      this.dataLines = [];
      this.eventName = null;
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.dataLines.push(value);
    else if (field === 'event') this.eventName = value;
    return null;
  }
}

export function formatSseData(data: string): string {
  return `data: ${data}\n\n`;
}

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
  /**
   * The pieces of the line not yet ended, kept apart and joined once when its end arrives:
   * appending to one string and searching it again on every chunk made a long line cost
   * quadratic time (issue 18: a 50 MB line took 16.7 s of CPU).
   */
  private partial: string[] = [];
  /** A line just ended with CR: a LF that comes next (maybe in the next chunk) belongs to it. */
  private afterCr = false;
  private dataLines: string[] = [];
  private eventName: string | null = null;
  private readonly decoder = new TextDecoder();

  /** Parses a chunk; returns the events it completed (possibly none). */
  push(chunk: Uint8Array | string): SseEvent[] {
    const text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    const events: SseEvent[] = [];
    let pos = 0;
    if (this.afterCr && text.length > 0) {
      this.afterCr = false;
      if (text.charCodeAt(0) === LF) pos = 1;
    }
    // Each search runs from where the last one stopped, and a position is searched again only
    // once the scan has passed it: every character is looked at a bounded number of times.
    let lf = text.indexOf('\n', pos);
    let cr = text.indexOf('\r', pos);
    while (lf !== -1 || cr !== -1) {
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      let line = text.slice(pos, end);
      if (this.partial.length > 0) {
        this.partial.push(line);
        line = this.partial.join('');
        this.partial = [];
      }
      const event = this.consumeLine(line);
      if (event) events.push(event);
      pos = end + 1;
      if (end === cr) {
        if (pos === text.length) this.afterCr = true;
        else if (text.charCodeAt(pos) === LF) pos++;
      }
      if (lf !== -1 && lf < pos) lf = text.indexOf('\n', pos);
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
    }
    if (pos < text.length) this.partial.push(pos === 0 ? text : text.slice(pos));
    return events;
  }

  /** Flushes a final event that was not followed by a blank line (a lenient upstream). */
  end(): SseEvent[] {
    const tail = this.decoder.decode();
    if (tail) this.partial.push(tail);
    const rest = this.partial.join('');
    this.partial = [];
    this.afterCr = false;
    const events: SseEvent[] = [];
    if (rest.length > 0) {
      const e = this.consumeLine(rest);
      if (e) events.push(e);
    }
    const e = this.consumeLine('');
    if (e) events.push(e);
    return events;
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

const LF = 10;

export function formatSseData(data: string): string {
  return `data: ${data}\n\n`;
}
